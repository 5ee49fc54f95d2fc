/**
 * How a stay takes a reservation (spec 1 §2.1 "즉시예약"; the legacy book_type column): type 9 confirms at
 * once, any other type waits for the host to accept. The 즉시예약 badge, the results' instant filter and the
 * RESERVE_INSTANT home section all follow this one rule.
 */
export const INSTANT_BOOKING_TYPE = 9;
/** What a stay is created with: the host accepts each request. */
export const REQUEST_BOOKING_TYPE = 1;

export function isInstantBooking(stay: { bookType: number }): boolean {
  return stay.bookType === INSTANT_BOOKING_TYPE;
}
