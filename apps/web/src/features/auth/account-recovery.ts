import { useMutation } from '@tanstack/react-query';
import type {
  AuthCodeSendRequest,
  AuthCodeSendResponseSchema,
  AuthTokenRequest,
  AuthTokenResponseSchema,
  FindIdPwRequest,
  FindIdPwResponseSchema,
} from '@minda/contracts/auth';
import { apiPaths } from '@minda/contracts/paths';
import { apiRequest } from '../../lib/api-client.ts';

/** Account recovery calls (rules/account-recovery.ts); visitors make them, so no login is required. */
const visitor = { ignoreLoginError: true };

export const useSendRecoveryCode = () =>
  useMutation({ mutationFn: (body: AuthCodeSendRequest) => apiRequest<typeof AuthCodeSendResponseSchema>('POST', apiPaths.auth.authCodeSend.href(), { ...visitor, body }) });
export const useVerifyRecoveryCode = () =>
  useMutation({ mutationFn: (body: AuthTokenRequest) => apiRequest<typeof AuthTokenResponseSchema>('POST', apiPaths.auth.authToken.href(), { ...visitor, body }) });
export const useRedeemRecoveryToken = () =>
  useMutation({ mutationFn: (body: FindIdPwRequest) => apiRequest<typeof FindIdPwResponseSchema>('POST', apiPaths.auth.findIdPw.href(), { ...visitor, body }) });
