import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminRefundAction, AdminRefundResponseSchema } from '@minda/contracts/admin-bookings';
import { apiPaths } from '@minda/contracts/paths';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminBookingsKey } from './get-admin-bookings.ts';
import { adminRefundsKey } from './get-admin-refunds.ts';

/** Retries a failed refund through the gateway, or records it as paid outside it (a bank transfer). */
export function actOnRefund({ id, action }: { id: number; action: AdminRefundAction }) {
  return apiRequest<typeof AdminRefundResponseSchema>('PATCH', apiPaths.admin.refund.href(id), { body: action, ignoreLoginError: false });
}

export function useActOnRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: actOnRefund,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: adminRefundsKey });
      await queryClient.invalidateQueries({ queryKey: adminBookingsKey });
    },
  });
}
