import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { BookingListQuery, BookingPageResponseSchema } from '@minda/contracts/bookings';
import { apiPaths } from '@minda/contracts/paths';
import { apiGet } from '../../../lib/api-client.ts';
import { reservationsQueryRoot } from './reservations-query-root.ts';

/** One page of the member's bookings of a tab and product line: GET stay-book/bookings?tab=&productType=&page= (page 1-based). */
export function getBookings(query: BookingListQuery, signal?: AbortSignal) {
  return apiGet<typeof BookingPageResponseSchema>(apiPaths.bookings.list.href(), {
    query: { tab: query.tab, productType: query.productType, page: query.page },
    // Members only: a visitor gets the login error, which the list turns into the login page.
    ignoreLoginError: false,
    ...(signal ? { signal } : {}),
  });
}

export function bookingsQueryOptions(query: BookingListQuery) {
  return queryOptions({
    queryKey: [...reservationsQueryRoot, 'list', query] as const,
    queryFn: ({ signal }) => getBookings(query, signal),
  });
}

/** Keeps the previous page on screen while the next one loads. */
export function useBookings(query: BookingListQuery) {
  return useQuery({ ...bookingsQueryOptions(query), placeholderData: keepPreviousData });
}
