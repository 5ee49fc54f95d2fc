import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { LoginResponseSchema, LoginRequest, PageUser } from '@minda/contracts/auth';
import { apiPaths } from '@minda/contracts/paths';
import { apiRequest } from '../../lib/api-client.ts';
import { currentUserQueryOptions } from './get-current-user.ts';

/** PUT auth/token: the server sets the session, marker, token and XSRF cookies. */
export function login(body: LoginRequest) {
  return apiRequest<typeof LoginResponseSchema>('PUT', apiPaths.auth.token.href(), { body, ignoreLoginError: true });
}

/** Everything cached so far was fetched as someone else (wish flags, badges): drop it and keep the new user. */
export function rememberSignedInUser(queryClient: QueryClient, user: PageUser | null) {
  queryClient.removeQueries();
  queryClient.setQueryData(currentUserQueryOptions().queryKey, user);
}

/** POST admin/auth/login: the back office's login, which only admin accounts pass (same cookies), with the app's code when asked. */
export function adminLogin(body: LoginRequest & { code?: string }) {
  return apiRequest<typeof LoginResponseSchema>('POST', apiPaths.admin.login.href(), { body, ignoreLoginError: true });
}

/** Which login a form uses: the shop's, or the back office's. */
export type LoginKind = 'member' | 'admin';

export function useLogin(kind: LoginKind = 'member') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LoginRequest & { code?: string }) => (kind === 'admin' ? adminLogin(body) : login(body)),
    onSuccess: (data) => rememberSignedInUser(queryClient, data.user),
  });
}
