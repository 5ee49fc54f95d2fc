import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SecondFactorConfirmResponseSchema, SecondFactorSetupResponseSchema } from '@minda/contracts/admin-operators';
import type { OkSchema } from '@minda/contracts/envelope';
import { apiPaths } from '@minda/contracts/paths';
import { apiRequest } from '../../../lib/api-client.ts';
import { signedInOperatorQueryOptions } from './get-signed-in-operator.ts';

/** The signed-in operator's second factor: start (a secret and its QR code), confirm with the app's first code, turn off. */

const path = apiPaths.admin.secondFactor.href();

export const useStartSecondFactor = () => useMutation({ mutationFn: () => apiRequest<typeof SecondFactorSetupResponseSchema>('POST', path, { ignoreLoginError: false }) });

/** Confirming or turning off changes what the operator's own info says. */
function useFactorChange<T>(send: (code: string) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: send, onSuccess: () => queryClient.invalidateQueries({ queryKey: signedInOperatorQueryOptions().queryKey }) });
}

export const useConfirmSecondFactor = () => useFactorChange((code) => apiRequest<typeof SecondFactorConfirmResponseSchema>('PUT', path, { body: { code }, ignoreLoginError: false }));
export const useDisableSecondFactor = () => useFactorChange((code) => apiRequest<typeof OkSchema>('DELETE', path, { body: { code }, ignoreLoginError: false }));
