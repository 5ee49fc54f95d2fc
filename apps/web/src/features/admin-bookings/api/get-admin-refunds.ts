import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminRefundPageResponseSchema } from '@minda/contracts/admin-bookings';
import { apiPaths } from '@minda/contracts/paths';
import type { RefundStatus } from '@minda/contracts/rules/admin-bookings';
import { apiGet } from '../../../lib/api-client.ts';

export type AdminRefundsParams = { status?: RefundStatus | undefined; /** One-based. */ page: number };

/** Refunds by status; without one, the failed ones first. */
export function getAdminRefunds(params: AdminRefundsParams, signal?: AbortSignal) {
  return apiGet<typeof AdminRefundPageResponseSchema>(apiPaths.admin.refunds.href(), { query: params, ignoreLoginError: false, ...(signal ? { signal } : {}) });
}

export const adminRefundsKey = ['admin', 'refunds'] as const;

export function adminRefundsQueryOptions(params: AdminRefundsParams) {
  return queryOptions({
    queryKey: [...adminRefundsKey, params] as const,
    queryFn: ({ signal }) => getAdminRefunds(params, signal),
    placeholderData: keepPreviousData,
    // The refund job works in the background: an operator coming back sees where it stands.
    refetchOnWindowFocus: true,
  });
}

export function useAdminRefunds(params: AdminRefundsParams) {
  return useQuery(adminRefundsQueryOptions(params));
}
