import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SignedInOperatorResponseSchema } from '@minda/contracts/admin-operators';
import { apiPaths } from '@minda/contracts/paths';
import { apiGet } from '../../../lib/api-client.ts';

/** The signed-in operator, their role and its permissions (the back office's menu and screens follow them). */
export function getSignedInOperator(signal?: AbortSignal) {
  return apiGet<typeof SignedInOperatorResponseSchema>(apiPaths.admin.me.href(), { ignoreLoginError: false, ...(signal ? { signal } : {}) });
}

export function signedInOperatorQueryOptions() {
  return queryOptions({
    queryKey: ['admin', 'me'] as const,
    queryFn: ({ signal }) => getSignedInOperator(signal),
    staleTime: 60_000,
  });
}

/** Asked only for an operator account (`enabled`): anyone else is turned away before the menu. */
export function useSignedInOperator(enabled: boolean) {
  return useQuery({ ...signedInOperatorQueryOptions(), enabled });
}
