import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CancelBookingResponseSchema } from '@minda/contracts/bookings';
import { apiPaths } from '@minda/contracts/paths';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminBookingsKey } from './get-admin-bookings.ts';
import { adminRefundsKey } from './get-admin-refunds.ts';

/**
 * The operator's cancel (-99): DELETE with the reason in the query, as the spec has it. The key makes a
 * retried click answer the first cancel instead of trying a second one.
 */
export function cancelAdminBooking({ bookNo, reason, key }: { bookNo: number; reason: string; key: string }) {
  return apiRequest<typeof CancelBookingResponseSchema>('DELETE', apiPaths.admin.booking.href(bookNo), { query: { reason }, headers: { 'Idempotency-Key': key }, ignoreLoginError: false });
}

export function useCancelAdminBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelAdminBooking,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: adminBookingsKey });
      await queryClient.invalidateQueries({ queryKey: adminRefundsKey });
    },
  });
}
