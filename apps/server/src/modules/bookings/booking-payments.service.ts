import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { BOOKING_MESSAGES, type BookingState, type CancelBookingResult, type PaymentDevice, type PaymentRegisterResult, type PaymentReturn } from '@minda/contracts/bookings';
import { apiPaths, apiUrl, webPaths } from '@minda/contracts/paths';
import { BOOKING_STATUS, BOOKING_STATUS_LABELS, refundOn, refundSchedule, type BookingStatus, type RefundBand } from '@minda/contracts/rules/bookings';
import type { Database } from '../../db/client.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import type { Jobs } from '../../platform/jobs.ts';
import type { PaymentGateway } from '../../platform/payments/gateway.ts';
import {
  approvePayment,
  cancelPayment,
  findPaidPayment,
  findPaymentById,
  findPaymentByOrder,
  recordWindowReturn,
  registerPayment,
  settleUnknownPayment,
  unknownPayments,
  type Payment,
  type PaymentResult,
} from '../payments/payments.service.ts';
import { findMemberBooking, findRefund, insertRefund, updateRefund } from './booking-payments.repository.ts';
import { illegalTransition, transition, type Actor } from './booking-states.ts';

/**
 * The money of a booking (issue 9, decision 021): register its payment, take the window's return, complete
 * it with the gateway's approval, settle what stayed unknown, cancel with the refund the schedule gives.
 * Bookings call payments, never the other way; the state moves only through booking-states.transition.
 */

export type PaymentDeps = { db: Database; gateway: PaymentGateway; jobs: Jobs; publicBaseUrl: string };

export const PAYMENT_JOBS = {
  /** One order whose approval answer was lost: asked again, with the job runner's backoff between tries. */
  inquiry: 'payments.inquiry',
  /** Every payment still unknown (an instance died mid-call, a retry ran out): the safety net. */
  inquirySweep: 'payments.inquiry-sweep',
  refund: 'bookings.refund',
} as const;
/** The first inquiry after an unknown outcome; later tries back off (platform/jobs retryDelayMs). */
export const INQUIRY_DELAY_MS = 30_000;
export const INQUIRY_MAX_ATTEMPTS = 8;
export const REFUND_MAX_ATTEMPTS = 8;
export const INQUIRY_SWEEP_SECONDS = 10 * 60;

const S = BOOKING_STATUS;
const SYSTEM: Actor = { kind: 'system', id: null };

const stateOf = (bookNo: number, status: BookingStatus): BookingState => ({ bookNo, status, statusLabel: BOOKING_STATUS_LABELS[status] });

/** Voucher codes: 10 characters without look-alikes (0/O, 1/I), read out to hosts and shown as a QR code. */
const VOUCHER_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const VOUCHER_LENGTH = 10;
export function newVoucherCode(): string {
  return Array.from({ length: VOUCHER_LENGTH }, () => VOUCHER_ALPHABET[randomInt(VOUCHER_ALPHABET.length)]).join('');
}

/** The calendar day at the property, where refund deadlines are counted. */
export function dayAt(now: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

async function ownBooking(db: Database, memberId: number, bookNo: number) {
  const booking = await findMemberBooking(db, memberId, bookNo);
  if (!booking) throw notFound(BOOKING_MESSAGES.notFound);
  return booking;
}

/** `POST pay/kcp/mobile-register`: the amount is the booking's deposit less its coupon and points, fixed at pre-booking. */
export async function registerBookingPayment(
  deps: PaymentDeps,
  memberId: number,
  bookNo: number,
  device: PaymentDevice,
  now = new Date(),
): Promise<PaymentRegisterResult> {
  const booking = await ownBooking(deps.db, memberId, bookNo);
  if (booking.status !== S.awaitingPayment) throw illegalTransition();
  if (booking.depositDeadline && booking.depositDeadline.getTime() <= now.getTime()) throw new AppError(409, 'CONFLICT', BOOKING_MESSAGES.paymentDeadlinePassed);
  const returnUrl = `${deps.publicBaseUrl}${apiUrl(apiPaths.payments.windowReturn.href())}?device=${device}`;
  return registerPayment(deps.db, deps.gateway, {
    bookNo,
    amount: booking.amountDue,
    goodsName: booking.productName,
    buyer: { name: booking.guestName, email: booking.guestEmail, phone: booking.guestPhone },
    returnUrl,
  });
}

/** `pay/return`: keeps the window's proof and says where the browser goes (the result page). Confirms nothing. */
export async function takeWindowReturn(db: Database, ret: PaymentReturn): Promise<string> {
  const payment = await recordWindowReturn(db, ret);
  if (!payment) throw notFound(BOOKING_MESSAGES.paymentNotFound);
  const resultPage = ret.device === 'mobile' ? webPaths.mobile.bookingResult : webPaths.pc.bookingResult;
  return resultPage.href(payment.bookNo, payment.orderId);
}

export type Completion = { httpStatus: 200 | 202; state: BookingState };

/**
 * `PUT stay-book/bookings/{bookNo}`: approves the payment with the gateway (which checks the amount) before
 * the booking moves. Approved: confirmed with a voucher code. Declined or a wrong amount: an error, the
 * booking still payable. Unknown: 202 with "결제 확인 중" (-9) and an inquiry queued. A second PUT answers
 * from the payment as it stands.
 */
export async function completeBookingPayment(deps: PaymentDeps, memberId: number, bookNo: number, orderId: string): Promise<Completion> {
  const booking = await ownBooking(deps.db, memberId, bookNo);
  const payment = await findPaymentByOrder(deps.db, orderId);
  if (!payment || payment.bookNo !== bookNo) throw notFound(BOOKING_MESSAGES.paymentNotFound);
  if (booking.status === S.confirmed && payment.status === 'approved') return { httpStatus: 200, state: stateOf(bookNo, S.confirmed) };
  if (booking.status !== S.awaitingPayment && booking.status !== S.paymentPending) throw illegalTransition();
  // Registered from this booking's amount due; a payment of any other amount is not this booking's to approve.
  if (payment.amount !== booking.amountDue) throw new AppError(409, 'PAYMENT_AMOUNT_MISMATCH', BOOKING_MESSAGES.amountMismatch);
  const result = await approvePayment(deps.db, deps.gateway, payment);
  return settleBooking(deps, bookNo, payment, result, { kind: 'guest', id: memberId });
}

async function settleBooking(deps: PaymentDeps, bookNo: number, payment: Payment, result: PaymentResult, actor: Actor): Promise<Completion> {
  switch (result.kind) {
    case 'approved':
      return { httpStatus: 200, state: stateOf(bookNo, await deps.db.transaction((tx) => confirmPaid(tx, deps.jobs, bookNo, result.payment, actor))) };
    case 'unknown': {
      const status = await deps.db.transaction(async (tx) => {
        const current = await lockedStatus(tx, bookNo);
        const next = current === S.awaitingPayment ? await transition(tx, bookNo, 'paymentUnknown', actor, { reason: '결제 승인 응답 없음' }) : current;
        await deps.jobs.send(PAYMENT_JOBS.inquiry, { orderId: payment.orderId }, { db: tx, delayMs: INQUIRY_DELAY_MS, maxAttempts: INQUIRY_MAX_ATTEMPTS, singletonKey: `inquiry:${payment.orderId}` });
        return next;
      });
      return { httpStatus: 202, state: stateOf(bookNo, status) };
    }
    case 'declined':
      throw new AppError(402, 'PAYMENT_DECLINED', result.message);
    case 'amountMismatch':
      throw new AppError(409, 'PAYMENT_AMOUNT_MISMATCH', BOOKING_MESSAGES.amountMismatch);
    case 'notReturned':
      throw new AppError(409, 'CONFLICT', BOOKING_MESSAGES.paymentNotReturned);
    case 'otherPaymentFirst':
      throw new AppError(409, 'CONFLICT', BOOKING_MESSAGES.otherPaymentFirst);
  }
}

async function lockedStatus(tx: Database, bookNo: number): Promise<BookingStatus> {
  const [row] = await tx.select({ status: bookings.status }).from(bookings).where(eq(bookings.bookNo, bookNo)).for('update');
  if (!row) throw notFound(BOOKING_MESSAGES.notFound);
  return row.status as BookingStatus;
}

/**
 * A payment the provider approved: the booking is confirmed with its voucher, unless it ended meanwhile (the
 * deadline sweep, an operator): then the money goes back in full, since there is nothing left to sell.
 */
async function confirmPaid(tx: Database, jobs: Jobs, bookNo: number, payment: Payment, actor: Actor): Promise<BookingStatus> {
  const status = await lockedStatus(tx, bookNo);
  if (status === S.confirmed) return status;
  if (status === S.awaitingPayment || status === S.paymentPending) {
    return transition(tx, bookNo, 'confirmPayment', actor, { changes: { voucherCode: newVoucherCode() } });
  }
  if (!(await findRefund(tx, bookNo))) await requestRefund(tx, jobs, bookNo, payment, payment.amount - payment.cancelledAmount);
  return status;
}

/**
 * Settles a payment whose outcome was unknown (the inquiry job, the provider's notification): approved with
 * the right amount confirms (-9 -> 9); nothing paid puts the booking back to awaiting payment (-9 -> 3).
 * Idempotent: a payment already settled changes nothing. Throws while the provider still cannot say, so
 * the job is retried later.
 */
export async function settleByInquiry(deps: PaymentDeps, orderId: string): Promise<void> {
  const settled = await settleUnknownPayment(deps.db, deps.gateway, orderId);
  if (!settled) return;
  const { payment, result } = settled;
  switch (result.kind) {
    case 'approved':
      await deps.db.transaction((tx) => confirmPaid(tx, deps.jobs, payment.bookNo, result.payment, SYSTEM));
      return;
    case 'declined':
    case 'amountMismatch':
      await deps.db.transaction(async (tx) => {
        if ((await lockedStatus(tx, payment.bookNo)) === S.paymentPending) {
          await transition(tx, payment.bookNo, 'paymentNotFound', SYSTEM, { reason: '결제사 조회 결과 미결제' });
        }
      });
      return;
    case 'unknown':
      throw new Error(`payment ${orderId}: outcome still unknown`);
    case 'notReturned':
    case 'otherPaymentFirst':
      return;
  }
}

/** The safety net: every payment still unknown, one by one (a failure leaves the others to go on). */
export async function sweepUnknownPayments(deps: PaymentDeps, log: (orderId: string, error: unknown) => void): Promise<void> {
  for (const payment of await unknownPayments(deps.db)) {
    try {
      await settleByInquiry(deps, payment.orderId);
    } catch (error) {
      log(payment.orderId, error);
    }
  }
}

/** A payment's notification names an order we know: settle it as the inquiry would (the notice is only a hint). */
export async function takeNotification(deps: PaymentDeps, orderId: string): Promise<boolean> {
  const payment = await findPaymentByOrder(deps.db, orderId);
  if (!payment) return false;
  if (payment.status === 'unknown') await settleByInquiry(deps, orderId);
  return true;
}

async function requestRefund(tx: Database, jobs: Jobs, bookNo: number, payment: Payment, amount: number): Promise<void> {
  if (amount <= 0) return;
  await insertRefund(tx, { bookNo, paymentId: payment.id, amount, idempotencyKey: `refund-${bookNo}-${payment.orderId}` });
  await queueRefund(tx, jobs, bookNo);
}

/**
 * Queues the refund job of a booking in `tx` (at most one pending at a time). An operator's retry of a failed
 * refund queues it again: the refund keeps its idempotency key, so the gateway never pays it twice.
 */
export async function queueRefund(tx: Database, jobs: Jobs, bookNo: number): Promise<void> {
  await jobs.send(PAYMENT_JOBS.refund, { bookNo }, { db: tx, maxAttempts: REFUND_MAX_ATTEMPTS, singletonKey: `refund:${bookNo}` });
}

const cancelled = (bookNo: number, status: BookingStatus, refund: number): CancelBookingResult => ({ ...stateOf(bookNo, status), refund });

/**
 * `DELETE stay-book/bookings/{bookNo}` in the caller's transaction. Unpaid (1, 3): cancelled (-19), the units
 * back. Paid (9): what the booking's refund schedule gives back on today's date at the property; nothing ->
 * -19, something -> -59 with a refund row and its job (the gateway's cancel ends it in -69).
 */
export async function cancelByGuest(tx: Database, jobs: Jobs, memberId: number, bookNo: number, reason: string | null, now = new Date()): Promise<CancelBookingResult> {
  const booking = await ownBooking(tx, memberId, bookNo);
  const actor: Actor = { kind: 'guest', id: memberId };
  // Decided on the locked row: a payment confirming it meanwhile must not make a paid booking "unpaid" (-19, nothing back; the soak found it).
  if ((await lockedStatus(tx, bookNo)) !== S.confirmed) return cancelled(bookNo, await transition(tx, bookNo, 'cancelByGuest', actor, { reason }), 0);
  const payment = await findPaidPayment(tx, bookNo);
  const paid = payment ? payment.amount - payment.cancelledAmount : 0;
  const row = refundOn(refundSchedule(booking.refundPolicy as readonly RefundBand[], booking.startDate, booking.amountDue), dayAt(now, booking.timeZone));
  const refund = payment ? Math.min(row?.refund ?? 0, paid) : 0;
  if (refund === 0) return cancelled(bookNo, await transition(tx, bookNo, 'cancelByGuest', actor, { reason }), 0);
  const status = await transition(tx, bookNo, 'requestRefund', actor, { reason });
  await requestRefund(tx, jobs, bookNo, payment!, refund);
  return cancelled(bookNo, status, refund);
}

/**
 * The partner (after confirmation, -89) or the operator (-99) cancels: whatever was paid goes back in full,
 * through the same refund job. For the partner and operator routes of the back offices.
 */
export async function cancelWithFullRefund(tx: Database, jobs: Jobs, bookNo: number, actor: Actor & { kind: 'partner' | 'operator' }, reason: string | null): Promise<CancelBookingResult> {
  const status = await transition(tx, bookNo, actor.kind === 'partner' ? 'cancelByPartner' : 'cancelByOperator', actor, { reason });
  const payment = await findPaidPayment(tx, bookNo);
  const refund = payment ? payment.amount - payment.cancelledAmount : 0;
  if (payment) await requestRefund(tx, jobs, bookNo, payment, refund);
  return cancelled(bookNo, status, refund);
}

/**
 * The refund job: the gateway's cancel (partial when the refund is less than what is left) under the refund's
 * idempotency key, then the refund completed and, for a guest's refund request, the booking -59 -> -69.
 * Throws to be retried with backoff; the last attempt marks the refund failed for an operator to see.
 */
export async function runRefund(deps: PaymentDeps, bookNo: number, attempt: { number: number; last: boolean }): Promise<void> {
  const refund = await findRefund(deps.db, bookNo);
  if (!refund || refund.status === 'completed') return;
  const payment = await findPaymentById(deps.db, refund.paymentId);
  if (!payment) throw new Error(`refund of ${bookNo}: no payment`);
  const outcome = await cancelPayment(deps.db, deps.gateway, { orderId: payment.orderId, amount: refund.amount, reason: '예약 취소 환불', idempotencyKey: refund.idempotencyKey });
  if (outcome.kind === 'cancelled') {
    await deps.db.transaction(async (tx) => {
      await updateRefund(tx, refund.id, { status: 'completed', providerRef: outcome.providerRef, attempts: attempt.number, lastError: null, completedAt: new Date() });
      if ((await lockedStatus(tx, bookNo)) === S.refundRequested) await transition(tx, bookNo, 'completeRefund', SYSTEM);
    });
    return;
  }
  const lastError = outcome.kind === 'failed' ? `${outcome.code} ${outcome.message}` : `unknown: ${outcome.reason}`;
  await updateRefund(deps.db, refund.id, { attempts: attempt.number, lastError, ...(attempt.last ? { status: 'failed' as const } : {}) });
  throw new Error(`refund of ${bookNo} not done: ${outcome.kind}`);
}

/**
 * The payment jobs (the inquiry of one order, the inquiry sweep, the refund) on a job runner: the app's
 * (booking-payments.routes.ts) and the booking soak's (bench/booking-soak.ts) run the same handlers.
 */
export function definePaymentJobs(jobs: Jobs, deps: (db: Database) => PaymentDeps, logInquiryFailure: (orderId: string, error: unknown) => void): void {
  jobs.define(PAYMENT_JOBS.inquiry, (payload, { db }) => settleByInquiry(deps(db), (payload as { orderId: string }).orderId), { maxAttempts: INQUIRY_MAX_ATTEMPTS });
  jobs.define(PAYMENT_JOBS.inquirySweep, (_payload, { db }) => sweepUnknownPayments(deps(db), logInquiryFailure), { everySeconds: INQUIRY_SWEEP_SECONDS });
  jobs.define(
    PAYMENT_JOBS.refund,
    (payload, { db, attempt }) => runRefund(deps(db), (payload as { bookNo: number }).bookNo, { number: attempt, last: attempt >= REFUND_MAX_ATTEMPTS }),
    { maxAttempts: REFUND_MAX_ATTEMPTS },
  );
}
