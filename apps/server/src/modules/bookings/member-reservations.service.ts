import type { BookingSummary, ReservationRate } from '@minda/contracts/bookings';
import { BOOKING_STATUS, bookingTab, dayIn, reviewableUntil, type BookingTab } from '@minda/contracts/rules/bookings';
import type { Database } from '../../db/client.ts';
import * as repo from './bookings.repository.ts';
import { MEMBER_TIME_ZONE, memberBookingsInTab, toSummary } from './bookings.service.ts';

/**
 * The my-page reservation calls (spec 2 §7.2 "My page"): the badge counts and short lists, all from the
 * member's bookings and the same tab rule as the reservation list (Korean calendar day).
 */

const lastDayOf = (b: { startDate: string; endDate: string | null }) => b.endDate ?? b.startDate;

/** Past confirmed bookings still inside the review window, with whether the member reviewed each. */
async function reviewable(db: Database, memberId: number, now: Date): Promise<ReservationRate[]> {
  const today = dayIn(now, MEMBER_TIME_ZONE);
  const rows = (await memberBookingsInTab(db, memberId, 'past', now)).filter(
    (r) => r.booking.status === BOOKING_STATUS.confirmed && today <= reviewableUntil(lastDayOf(r.booking)),
  );
  const reviewed = await repo.findReviewedBookNos(db, memberId, rows.map((r) => r.booking.bookNo));
  return rows.map((r) => ({ ...toSummary(r, now), reviewed: reviewed.has(r.booking.bookNo), reviewableUntil: reviewableUntil(lastDayOf(r.booking)) }));
}

/** `count`: bookings per tab, and those waiting for a review (the badge). */
export async function reservationCount(db: Database, memberId: number, now: Date = new Date()) {
  const today = dayIn(now, MEMBER_TIME_ZONE);
  const rows = await repo.findMemberBookings(db, memberId);
  const counts: Record<BookingTab, number> = { upcoming: 0, past: 0, cancelled: 0 };
  for (const r of rows) counts[bookingTab(r.booking.status, lastDayOf(r.booking), today)] += 1;
  const toReview = (await reviewable(db, memberId, now)).filter((r) => !r.reviewed).length;
  return { ...counts, toReview };
}

export async function currentReservations(db: Database, memberId: number, now: Date = new Date()): Promise<BookingSummary[]> {
  return (await memberBookingsInTab(db, memberId, 'upcoming', now)).map((r) => toSummary(r, now));
}

export async function pastReservations(db: Database, memberId: number, now: Date = new Date()): Promise<BookingSummary[]> {
  return (await memberBookingsInTab(db, memberId, 'past', now)).map((r) => toSummary(r, now));
}

const REFUND_STATES: readonly number[] = [BOOKING_STATUS.refundRequested, BOOKING_STATUS.refundCompleted];

/** `refund`: refunds asked or done (-59, -69) and cancelled bookings that had money sent back. */
export async function refundReservations(db: Database, memberId: number, now: Date = new Date()): Promise<BookingSummary[]> {
  const rows = await memberBookingsInTab(db, memberId, 'cancelled', now);
  const refunded = await repo.findRefundedBookNos(db, rows.map((r) => r.booking.bookNo));
  return rows.filter((r) => REFUND_STATES.includes(r.booking.status) || refunded.has(r.booking.bookNo)).map((r) => toSummary(r, now));
}

export const rateReservations = reviewable;
