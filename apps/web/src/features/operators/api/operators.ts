import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OperatorCreate, OperatorListQuery, OperatorPageResponseSchema, OperatorPatch, OperatorResponseSchema } from '@minda/contracts/admin-operators';
import { apiPaths } from '@minda/contracts/paths';
import { apiGet, apiRequest } from '../../../lib/api-client.ts';

/** The operators of the back office (issue 57): the list of the address's filters, a new one, a role or a deactivation. */

export const operatorsKey = ['admin', 'operators'] as const;

export function operatorsQueryOptions(query: OperatorListQuery) {
  return queryOptions({
    queryKey: [...operatorsKey, query] as const,
    queryFn: ({ signal }) => apiGet<typeof OperatorPageResponseSchema>(apiPaths.admin.users.href(), { query, ignoreLoginError: false, signal }),
    placeholderData: keepPreviousData,
  });
}

export const useOperators = (query: OperatorListQuery) => useQuery(operatorsQueryOptions(query));

/** Every change refreshes the list (and the audit log's view of it). */
function useOperatorMutation<I>(send: (input: I) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: send, onSettled: () => queryClient.invalidateQueries({ queryKey: operatorsKey }) });
}

export const useCreateOperator = () =>
  useOperatorMutation((body: OperatorCreate) => apiRequest<typeof OperatorResponseSchema>('POST', apiPaths.admin.users.href(), { body, ignoreLoginError: false }));

export const usePatchOperator = () =>
  useOperatorMutation(({ id, patch }: { id: number; patch: OperatorPatch }) => apiRequest<typeof OperatorResponseSchema>('PATCH', apiPaths.admin.user.href(id), { body: patch, ignoreLoginError: false }));
