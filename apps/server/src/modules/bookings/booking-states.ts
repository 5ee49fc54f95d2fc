import { eq, sql } from 'drizzle-orm';
import { BOOKING_MESSAGES } from '@minda/contracts/bookings';
import { ACTIVE_BOOKING_STATUSES, BOOKING_STATUS, BOOKING_STATUS_LABELS, type BookingStatus } from '@minda/contracts/rules/bookings';
import type { Database } from '../../db/client.ts';
import { bookingHistory, bookings } from '../../db/schema/bookings.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { releaseCouponOfBooking, rewardInviter } from '../coupons/coupons.service.ts';
import { reverseForBooking } from '../points/points.service.ts';
import { releaseBookingUnits } from './booking-inventory.ts';

/**
 * The booking state machine (domain.md "Booking lifecycle", issue 9 "States and jobs"): every change of a
 * booking's status goes through `transition`, which checks the move against this table, writes the history
 * row, and gives the held units back when the booking stops being active, all in the caller's transaction.
 */

export type Actor = { kind: 'guest' | 'partner' | 'operator' | 'system'; id: number | null };

const S = BOOKING_STATUS;

type Move = { from: readonly BookingStatus[]; to: BookingStatus; by: readonly Actor['kind'][] };

export const TRANSITIONS = {
  /** The partner accepts a request: now the deposit is due. */
  accept: { from: [S.requested], to: S.awaitingPayment, by: ['partner'] },
  /** The partner declines (no room), or the accept deadline passed without an answer. */
  declineUnavailable: { from: [S.requested], to: S.declinedUnavailable, by: ['partner', 'system'] },
  declineDoubleBooking: { from: [S.requested], to: S.declinedDoubleBooking, by: ['partner'] },
  /** The gateway approved the payment with the right amount. */
  confirmPayment: { from: [S.awaitingPayment, S.paymentPending], to: S.confirmed, by: ['guest', 'system'] },
  /** Our approval call's outcome is unknown (timed out): the inquiry job settles it. */
  paymentUnknown: { from: [S.awaitingPayment], to: S.paymentPending, by: ['guest', 'system'] },
  /** The inquiry found no payment at the provider: the booking waits for a payment again. */
  paymentNotFound: { from: [S.paymentPending], to: S.awaitingPayment, by: ['system'] },
  /** The guest cancels before paying, or after paying when nothing comes back. */
  cancelByGuest: { from: [S.requested, S.awaitingPayment, S.confirmed], to: S.cancelledByGuest, by: ['guest'] },
  /** The guest cancels a paid booking with something to give back: the refund goes to the gateway. */
  requestRefund: { from: [S.confirmed], to: S.refundRequested, by: ['guest'] },
  completeRefund: { from: [S.refundRequested], to: S.refundCompleted, by: ['system', 'operator'] },
  /** The deposit (stays) or payment (hotels, tours) deadline passed. */
  expire: { from: [S.awaitingPayment], to: S.paymentExpired, by: ['system'] },
  cancelByPartner: { from: [S.confirmed], to: S.cancelledByPartner, by: ['partner'] },
  cancelByOperator: { from: [S.requested, S.awaitingPayment, S.paymentPending, S.confirmed], to: S.cancelledByOperator, by: ['operator'] },
  noShow: { from: [S.confirmed], to: S.noShow, by: ['partner'] },
} as const satisfies Record<string, Move>;

export type TransitionName = keyof typeof TRANSITIONS;

export const illegalTransition = () => new AppError(409, 'CONFLICT', BOOKING_MESSAGES.illegalTransition);

const isActive = (status: number) => (ACTIVE_BOOKING_STATUSES as readonly number[]).includes(status);

/**
 * Where a booking ends without the stay being used: its spent points and its coupon come back and its review
 * points are taken back (decision 028), in the same transaction as the move. A no-show keeps both.
 */
const UNDONE: readonly number[] = [
  S.cancelledByGuest, S.paymentExpired, S.declinedUnavailable, S.declinedDoubleBooking, S.refundRequested, S.refundCompleted, S.cancelledByPartner, S.cancelledByOperator,
];

/**
 * Moves a booking by `name` inside `tx` (the caller's transaction): locks the row, refuses a move the table
 * does not allow from the current status or for this actor (409, nothing changes), writes the status and the
 * history row, and releases the held units when the booking leaves the active states. Returns the new status.
 * `changes` are other columns written in the same update (a deposit deadline set on accept).
 */
export async function transition(
  tx: Database,
  bookNo: number,
  name: TransitionName,
  actor: Actor,
  options: { reason?: string | null; changes?: Partial<typeof bookings.$inferInsert> } = {},
): Promise<BookingStatus> {
  const move: Move = TRANSITIONS[name];
  const [row] = await tx.select({ status: bookings.status }).from(bookings).where(eq(bookings.bookNo, bookNo)).for('update');
  if (!row) throw notFound(BOOKING_MESSAGES.notFound);
  if (!(move.from as readonly number[]).includes(row.status) || !move.by.includes(actor.kind)) throw illegalTransition();
  await tx
    .update(bookings)
    .set({ ...options.changes, status: move.to, updatedAt: sql`now()` })
    .where(eq(bookings.bookNo, bookNo));
  await tx.insert(bookingHistory).values({
    bookNo,
    fromStatus: row.status,
    toStatus: move.to,
    actor: actor.kind,
    actorId: actor.id,
    reason: options.reason ?? null,
  });
  if (isActive(row.status) && !isActive(move.to)) await releaseBookingUnits(tx, bookNo);
  if (UNDONE.includes(move.to)) {
    const why = options.reason ?? BOOKING_STATUS_LABELS[move.to];
    await reverseForBooking(tx, { bookNo, reason: why });
    await releaseCouponOfBooking(tx, bookNo, why);
  }
  // The invitee's first confirmed booking rewards whoever invited them (once).
  if (move.to === S.confirmed) await rewardInviter(tx, { bookNo, now: new Date() });
  return move.to;
}

/** The first history row of a new booking (no `from`). */
export async function recordCreated(tx: Database, bookNo: number, status: BookingStatus, actor: Actor): Promise<void> {
  await tx.insert(bookingHistory).values({ bookNo, fromStatus: null, toStatus: status, actor: actor.kind, actorId: actor.id, reason: null });
}
