import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BookingDetail, BookingDetailResponseSchema } from '@minda/contracts/bookings';
import { apiPaths } from '@minda/contracts/paths';
import { apiGet } from '../../../lib/api-client.ts';

/** GET stay-book/bookings/{bookNo}: the member's own booking (another member's answers 404). */
export function getBooking(bookNo: number, signal?: AbortSignal) {
  return apiGet<typeof BookingDetailResponseSchema>(apiPaths.bookings.booking.href(bookNo), { ignoreLoginError: false, ...(signal ? { signal } : {}) });
}

export function bookingQueryOptions(bookNo: number) {
  return queryOptions({
    queryKey: ['booking', 'detail', bookNo] as const,
    queryFn: ({ signal }) => getBooking(bookNo, signal),
  });
}

type Polling = (booking: BookingDetail | undefined, updates: number) => number | false;

/**
 * `poll` gives the next poll's delay from the booking so far and how many answers came (false stops);
 * `answers` is that count, for a page that says when polling gave up.
 */
export function useBooking(bookNo: number, { enabled = true, poll }: { enabled?: boolean; poll?: Polling } = {}) {
  const options = bookingQueryOptions(bookNo);
  const query = useQuery({ ...options, enabled, refetchInterval: poll ? (q) => poll(q.state.data, q.state.dataUpdateCount) : false });
  const client = useQueryClient();
  // Reading dataUpdatedAt subscribes to every answer: an answer equal to the last one changes nothing else.
  const answers = query.dataUpdatedAt === 0 ? 0 : (client.getQueryState(options.queryKey)?.dataUpdateCount ?? 0);
  return { query, answers };
}
