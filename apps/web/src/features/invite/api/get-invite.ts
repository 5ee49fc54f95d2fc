import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InviteResponseSchema } from '@minda/contracts/coupons';
import { apiPaths } from '@minda/contracts/paths';
import { apiGet } from '../../../lib/api-client.ts';

/** GET member/invite: the member's code, link and what it brought. */
export function inviteQueryOptions() {
  return queryOptions({
    queryKey: ['member', 'invite'] as const,
    queryFn: ({ signal }) => apiGet<typeof InviteResponseSchema>(apiPaths.members.invite.href(), { signal, ignoreLoginError: false }),
  });
}

export function useInvite(enabled: boolean) {
  return useQuery({ ...inviteQueryOptions(), enabled });
}
