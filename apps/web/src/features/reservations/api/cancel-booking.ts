import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BookingStateResponseSchema } from '@minda/contracts/bookings';
import { apiPaths } from '@minda/contracts/paths';
import { apiRequest } from '../../../lib/api-client.ts';
import { reservationsQueryRoot } from './reservations-query-root.ts';

/**
 * Cancels a booking: DELETE stay-book/bookings/{bookNo}. The refund is the server's, from the schedule the
 * dialog previewed; the key makes a retried click (lost answer) the same cancellation, not a second one.
 */
export function cancelBooking(bookNo: number, idempotencyKey: string) {
  return apiRequest<typeof BookingStateResponseSchema>('DELETE', apiPaths.bookings.booking.href(bookNo), {
    body: {},
    headers: { 'Idempotency-Key': idempotencyKey },
    ignoreLoginError: false,
  });
}

/** The cancel of the reservation detail: the detail, the lists and the badge all change with it. */
export function useCancelBooking(bookNo: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (idempotencyKey: string) => cancelBooking(bookNo, idempotencyKey),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reservationsQueryRoot }),
  });
}
