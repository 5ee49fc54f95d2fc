import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BookingDetailResponseSchema } from '@minda/contracts/bookings';
import { apiPaths } from '@minda/contracts/paths';
import { apiGet } from '../../../lib/api-client.ts';
import { reservationsQueryRoot } from './reservations-query-root.ts';

/** One of the member's bookings with everything its state shows: GET stay-book/bookings/{bookNo} (404 for another member's). */
export function getBooking(bookNo: number, signal?: AbortSignal) {
  return apiGet<typeof BookingDetailResponseSchema>(apiPaths.bookings.booking.href(bookNo), { ignoreLoginError: false, ...(signal ? { signal } : {}) });
}

export function bookingQueryOptions(bookNo: number) {
  return queryOptions({
    queryKey: [...reservationsQueryRoot, 'detail', bookNo] as const,
    queryFn: ({ signal }) => getBooking(bookNo, signal),
  });
}

export function useBooking(bookNo: number) {
  return useQuery(bookingQueryOptions(bookNo));
}
