import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BookingStateResponseSchema } from '@minda/contracts/bookings';
import { apiPaths } from '@minda/contracts/paths';
import { apiRequest } from '../../../lib/api-client.ts';

/** Letters, digits, '-' and '_' only (the server's key format); the order id's own characters are not guaranteed to be. */
export function completionKey(orderId: string): string {
  return `complete-${orderId.replace(/[^A-Za-z0-9_-]/g, '_')}`.slice(0, 128);
}

/**
 * PUT stay-book/bookings/{bookNo} {orderId}: the server approves the payment the window returned, checking
 * its amount against the booking. The answer's status is 9 (confirmed) or -9 (being confirmed, 202).
 * The key comes from the order id, so a reload of the result page completes the same payment once.
 */
export function completeBooking(bookNo: number, orderId: string) {
  return apiRequest<typeof BookingStateResponseSchema>('PUT', apiPaths.bookings.booking.href(bookNo), {
    body: { orderId },
    headers: { 'Idempotency-Key': completionKey(orderId) },
    ignoreLoginError: false,
  });
}

/**
 * Held as a query rather than a mutation: the call is idempotent, and a query runs once for all the
 * components that ask for it at the same time, so React's StrictMode double effects and remounts cannot send
 * it twice at once (the second would find the first still running and be refused). Never refetched on its own.
 */
export function completeBookingQueryOptions(bookNo: number, orderId: string) {
  return queryOptions({
    queryKey: ['booking', 'complete', bookNo, orderId] as const,
    queryFn: () => completeBooking(bookNo, orderId),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

export function useCompleteBooking(bookNo: number, orderId: string | null) {
  return useQuery({ ...completeBookingQueryOptions(bookNo, orderId ?? ''), enabled: orderId !== null });
}
