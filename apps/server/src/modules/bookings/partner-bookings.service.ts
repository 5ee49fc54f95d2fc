import { BOOKING_MESSAGES, type PartnerBooking } from '@minda/contracts/bookings';
import {
  ACCEPT_TIMEOUT_REASON,
  BOOKING_PAGE_SIZE,
  BOOKING_STATUS,
  BOOKING_STATUS_LABELS,
  dayIn,
  stayDepositDeadlineOf,
  type BookingStatus,
} from '@minda/contracts/rules/bookings';
import { canMarkNoShow } from '@minda/contracts/rules/partner-bookings';
import type { Database } from '../../db/client.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { actingAccountOf, type AuditActor } from '../../platform/audit.ts';
import type { Jobs } from '../../platform/jobs.ts';
import { auditBookingMove, bookingActorOf } from './booking-audit.ts';
import { cancelWithFullRefund } from './booking-payments.service.ts';
import { transition, type Actor, type TransitionName } from './booking-states.ts';
import * as repo from './bookings.repository.ts';
import { toItem, toSummary } from './bookings.service.ts';

/**
 * What a partner does with bookings of their own products (issue 9 "Partner side"): the list, and the answers
 * to requests. Another partner's booking reads as missing (404), never as forbidden, so booking numbers
 * cannot be probed.
 */

export type PartnerListQuery = { productType: 'stay' | 'hotel' | 'tour'; status?: number | undefined; page: number };
export type BookingState = { bookNo: number; status: BookingStatus; statusLabel: string };

export async function listPartnerBookings(db: Database, partnerId: number, query: PartnerListQuery) {
  const page = query.page - 1;
  const { rows, total } = await repo.findPartnerBookings(db, partnerId, { productType: query.productType, status: query.status }, { offset: page * BOOKING_PAGE_SIZE, limit: BOOKING_PAGE_SIZE });
  const items = await repo.findItems(db, rows.map((r) => r.booking.bookNo));
  const totalPages = Math.ceil(total / BOOKING_PAGE_SIZE);
  const content = rows.map(
    (row): PartnerBooking => ({
      ...toSummary(row),
      guestName: row.booking.guestName,
      guestPhone: row.booking.guestPhone,
      requestToHost: row.booking.requestToHost,
      arrivalTime: row.booking.arrivalTime,
      items: items.filter((i) => i.bookNo === row.booking.bookNo).map(toItem),
    }),
  );
  return { content, number: page, size: BOOKING_PAGE_SIZE, totalElements: total, totalPages, last: page >= totalPages - 1 };
}

const stateOf = (bookNo: number, status: BookingStatus): BookingState => ({ bookNo, status, statusLabel: BOOKING_STATUS_LABELS[status] });

/** The partner's own booking, read inside the transaction that moves it; 404 for anyone else's. */
async function ownBooking(tx: Database, partnerId: number, bookNo: number) {
  const row = await repo.findBooking(tx, bookNo, { partnerId });
  if (!row) throw notFound(BOOKING_MESSAGES.notFound);
  return row;
}

/*
 * Each answer moves the booking through the state machine and records the move in the audit log, in one
 * transaction; `partner` is the signed-in partner as the audit log names them (a staff login acts for its business:
 * actingAccountOf).
 */

/** 1 -> 3: the deposit is due from now (rules stayDepositDeadlineOf). A request past its accept deadline is refused. */
export async function acceptBooking(db: Database, partner: AuditActor, bookNo: number, now: Date = new Date()): Promise<BookingState> {
  return db.transaction(async (tx) => {
    const row = await ownBooking(tx, actingAccountOf(partner), bookNo);
    const { booking } = row;
    if (booking.status === BOOKING_STATUS.requested && booking.acceptDeadline !== null && booking.acceptDeadline <= now) {
      throw new AppError(409, 'CONFLICT', BOOKING_MESSAGES.acceptExpired);
    }
    const status = await transition(tx, bookNo, 'accept', bookingActorOf(partner), { changes: { depositDeadline: stayDepositDeadlineOf(now, booking.startDate) } });
    await auditBookingMove(tx, partner, 'booking.accept', row, status);
    return stateOf(bookNo, status);
  });
}

const DECLINES: Record<'unavailable' | 'double_booking', TransitionName> = { unavailable: 'declineUnavailable', double_booking: 'declineDoubleBooking' };

/** 1 -> -39 (no room) or -49 (double booking); the units go back. */
export async function declineBooking(db: Database, partner: AuditActor, bookNo: number, reason: keyof typeof DECLINES): Promise<BookingState> {
  return db.transaction(async (tx) => {
    const row = await ownBooking(tx, actingAccountOf(partner), bookNo);
    const name = DECLINES[reason];
    const to = name === 'declineUnavailable' ? BOOKING_STATUS.declinedUnavailable : BOOKING_STATUS.declinedDoubleBooking;
    const status = await transition(tx, bookNo, name, bookingActorOf(partner), { reason: BOOKING_STATUS_LABELS[to] });
    await auditBookingMove(tx, partner, 'booking.decline', row, status, { reason: BOOKING_STATUS_LABELS[to] });
    return stateOf(bookNo, status);
  });
}

/**
 * 9 -> -79 once the start date has passed at the property (rules canMarkNoShow, the same rule the partner
 * screens offer the button by); a status the state machine refuses stays its 409.
 */
export async function markNoShow(db: Database, partner: AuditActor, bookNo: number, now: Date = new Date()): Promise<BookingState> {
  return db.transaction(async (tx) => {
    const row = await ownBooking(tx, actingAccountOf(partner), bookNo);
    const { booking, timeZone } = row;
    if (booking.status === BOOKING_STATUS.confirmed && !canMarkNoShow(booking.status, booking.startDate, dayIn(now, timeZone))) {
      throw new AppError(409, 'CONFLICT', BOOKING_MESSAGES.noShowTooEarly);
    }
    const status = await transition(tx, bookNo, 'noShow', bookingActorOf(partner));
    await auditBookingMove(tx, partner, 'booking.no_show', row, status);
    return stateOf(bookNo, status);
  });
}

/**
 * 9 -> -89: the partner cannot host a confirmed booking. Everything the guest paid goes back (the refund job
 * cancels it at the gateway); the guest's own schedule does not apply, the cancellation is not theirs.
 */
export async function cancelByPartner(db: Database, jobs: Jobs, partner: AuditActor, bookNo: number, reason: string) {
  return db.transaction(async (tx) => {
    const row = await ownBooking(tx, actingAccountOf(partner), bookNo);
    const result = await cancelWithFullRefund(tx, jobs, bookNo, { kind: 'partner', id: partner.id! }, reason);
    await auditBookingMove(tx, partner, 'booking.partner_cancel', row, result.status, { reason, metadata: { refund: result.refund } });
    return result;
  });
}

/* ---- deadline sweeps (jobs) ---- */

const system: Actor = { kind: 'system', id: null };

export type Sweep = {
  status: number;
  deadline: 'deposit' | 'accept';
  productTypes: readonly ('stay' | 'hotel' | 'tour')[];
  move: TransitionName;
  reason: string | null;
};

export const SWEEPS = {
  /** A stay whose deposit did not arrive in time: -29, units back. */
  depositDeadline: { status: BOOKING_STATUS.awaitingPayment, deadline: 'deposit', productTypes: ['stay'], move: 'expire', reason: null },
  /** A hotel or tour whose payment hold ran out: -29, units back. */
  paymentHold: { status: BOOKING_STATUS.awaitingPayment, deadline: 'deposit', productTypes: ['hotel', 'tour'], move: 'expire', reason: null },
  /** A request the partner did not answer in time: -39. */
  acceptDeadline: { status: BOOKING_STATUS.requested, deadline: 'accept', productTypes: ['stay'], move: 'declineUnavailable', reason: ACCEPT_TIMEOUT_REASON },
} as const satisfies Record<string, Sweep>;

/**
 * Moves every booking past the sweep's deadline at `now`, one booking per transaction (rows another runner
 * holds are skipped). Not a batch: a transaction releasing the nights of several bookings locks them out of
 * order and deadlocked with a hold or a release running at the same time (the booking soak found it). A
 * rerun finds nothing left to move: each booking moves once.
 */
export async function sweepOverdue(db: Database, sweep: Sweep, now: Date): Promise<number> {
  let moved = 0;
  for (;;) {
    const one = await db.transaction(async (tx) => {
      const [bookNo] = await repo.lockOverdue(tx, sweep, now, 1);
      if (bookNo === undefined) return false;
      await transition(tx, bookNo, sweep.move, system, { reason: sweep.reason });
      return true;
    });
    if (!one) return moved;
    moved += 1;
  }
}
