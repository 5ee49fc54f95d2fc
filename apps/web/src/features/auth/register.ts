import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  LoginResponseSchema,
  RegisterRequest,
  SignupEmailCodeRequest,
  SignupEmailCodeResponseSchema,
  SignupEmailVerifyRequest,
  SignupEmailVerifyResponseSchema,
} from '@minda/contracts/auth';
import { apiPaths } from '@minda/contracts/paths';
import { apiRequest } from '../../lib/api-client.ts';
import { rememberSignedInUser } from './login.ts';

/** Visitors make these calls: no login is required. */
const visitor = { ignoreLoginError: true };

/** PUT auth/register: creates the member and logs them in (same answer and cookies as login). */
export function register(body: RegisterRequest) {
  return apiRequest<typeof LoginResponseSchema>('PUT', apiPaths.auth.register.href(), { ...visitor, body });
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    onSuccess: (data) => rememberSignedInUser(queryClient, data.user),
  });
}

/** Sign-up's e-mail verification (rules/sign-up.ts): a code by mail, then the code for register's token. */
export const useSendSignupCode = () =>
  useMutation({ mutationFn: (body: SignupEmailCodeRequest) => apiRequest<typeof SignupEmailCodeResponseSchema>('POST', apiPaths.auth.signupEmailCode.href(), { ...visitor, body }) });
export const useVerifySignupCode = () =>
  useMutation({ mutationFn: (body: SignupEmailVerifyRequest) => apiRequest<typeof SignupEmailVerifyResponseSchema>('POST', apiPaths.auth.signupEmailVerify.href(), { ...visitor, body }) });
