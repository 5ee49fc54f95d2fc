import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BookingItem, PreCheckResponseSchema, PreCheckResult, V2PreCheckResponseSchema } from '@minda/contracts/bookings';
import { apiPaths } from '@minda/contracts/paths';
import { apiRequest } from '../../../lib/api-client.ts';
import type { PreCheckCall } from '../booking-form-query.ts';

/** A quote for the form: the v1 answer of a stay has no line items, the v2 answer of hotels and tours has them. */
export type BookingQuote = PreCheckResult & { items: BookingItem[] | null };

/** POST stay-book/pre-check (stays) or stay-book/v2/pre-check (hotels, tours): the price now, nothing held. */
export async function preCheck(call: PreCheckCall, signal?: AbortSignal): Promise<BookingQuote> {
  const options = { body: call.body, ignoreLoginError: false, ...(signal ? { signal } : {}) };
  if (call.version === 'v1') return { ...(await apiRequest<typeof PreCheckResponseSchema>('POST', apiPaths.bookings.preCheck.href(), options)), items: null };
  return apiRequest<typeof V2PreCheckResponseSchema>('POST', apiPaths.bookings.v2PreCheck.href(), options);
}

/** A POST that reads: it changes nothing, so it is cached and refetched like any query of the page. */
export function preCheckQueryOptions(call: PreCheckCall) {
  return queryOptions({
    queryKey: ['booking', 'pre-check', call] as const,
    queryFn: ({ signal }) => preCheck(call, signal),
    staleTime: 0,
  });
}

export function usePreCheck(call: PreCheckCall | null) {
  // A disabled query still needs a key; it is never fetched.
  return useQuery({ ...preCheckQueryOptions(call ?? { version: 'v1', body: { goodsNo: 0, roomId: 0, checkInAt: '', checkOutAt: '', adults: 0, children: [] } }), enabled: call !== null });
}
