import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PageUserResponseSchema, PageUser } from '@minda/contracts/auth';
import { apiPaths } from '@minda/contracts/paths';
import { apiGet } from '../../lib/api-client.ts';

/** The "user object on the page": null for a visitor. Visitors must not see a login error, hence ignoreLoginError. */
export function getCurrentUser(signal?: AbortSignal): Promise<PageUser | null> {
  return apiGet<typeof PageUserResponseSchema>(apiPaths.auth.user.href(), { ignoreLoginError: true, ...(signal ? { signal } : {}) });
}

export function currentUserQueryOptions() {
  return queryOptions({
    queryKey: ['auth', 'current-user'] as const,
    queryFn: ({ signal }) => getCurrentUser(signal),
    staleTime: 60_000,
  });
}

export function useCurrentUser() {
  return useQuery(currentUserQueryOptions());
}
