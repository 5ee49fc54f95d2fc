import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OkSchema } from '@minda/contracts/envelope';
import { apiPaths } from '@minda/contracts/paths';
import { apiRequest } from '../../lib/api-client.ts';
import { rememberSignedInUser } from './login.ts';

/** DELETE auth/token: revokes the session; the server clears the auth cookies and issues an anonymous XSRF token. */
export function logout() {
  return apiRequest<typeof OkSchema>('DELETE', apiPaths.auth.token.href(), { ignoreLoginError: true });
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSettled: () => rememberSignedInUser(queryClient, null),
  });
}
