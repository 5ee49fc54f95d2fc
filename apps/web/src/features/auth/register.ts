import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginResponseSchema, RegisterRequest } from '@minda/contracts/auth';
import { apiPaths } from '@minda/contracts/paths';
import { apiRequest } from '../../lib/api-client.ts';
import { rememberSignedInUser } from './login.ts';

/** PUT auth/register: creates the member and logs them in (same answer and cookies as login). */
export function register(body: RegisterRequest) {
  return apiRequest<typeof LoginResponseSchema>('PUT', apiPaths.auth.register.href(), { body, ignoreLoginError: true });
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    onSuccess: (data) => rememberSignedInUser(queryClient, data.user),
  });
}
