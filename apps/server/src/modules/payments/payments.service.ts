import type { PaymentRegisterResult, PaymentReturn } from '@minda/contracts/bookings';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { WINDOW_RESULT_OK, type GatewayCancelOutcome, type GatewayOutcome, type PaymentGateway } from '../../platform/payments/gateway.ts';
import {
  cancelDoneWithKey,
  claimForApproval,
  findPaidPayment,
  findPayment,
  findPaymentsOfStatus,
  insertEvent,
  insertPayment,
  lastEvent,
  movePayment,
  type Payment,
} from './payments.repository.ts';

/**
 * Payments (decision 021): one row per attempt to pay a booking, moved only by conditional updates and
 * logged event by event. Gateway calls happen outside any database transaction: a provider that takes
 * seconds must not hold locks (nor PGlite's one connection), and a call whose answer is lost leaves the
 * payment `unknown` for the inquiry, never half-written. Bookings call this module; it knows no booking.
 */

export type { Payment } from './payments.repository.ts';

/** What an approval (or an inquiry) means for the booking. */
export type PaymentResult =
  | { kind: 'approved'; payment: Payment }
  | { kind: 'declined'; message: string }
  | { kind: 'amountMismatch' }
  | { kind: 'unknown' }
  | { kind: 'notReturned' }
  /** Another payment of the same booking is being approved or was: this one is not sent (not charged). */
  | { kind: 'otherPaymentFirst' };

export type Buyer = { name: string; email: string; phone: string };

const DECLINED_MESSAGE = '결제가 승인되지 않았습니다. 다른 결제 수단으로 다시 시도해 주세요.';

/** Opens a payment of `amount` won for a booking: our row first, then the provider's trade. */
export async function registerPayment(
  db: Database,
  gateway: PaymentGateway,
  input: { bookNo: number; amount: number; goodsName: string; buyer: Buyer; returnUrl: string },
): Promise<PaymentRegisterResult> {
  const payment = await insertPayment(db, { bookNo: input.bookNo, provider: gateway.provider, amount: input.amount });
  await insertEvent(db, payment.id, 'created', { to: 'registered' }, { amount: input.amount });
  let registration;
  try {
    registration = await gateway.register({
      orderId: payment.orderId,
      amount: input.amount,
      goodsName: input.goodsName,
      buyerName: input.buyer.name,
      buyerEmail: input.buyer.email,
      buyerPhone: input.buyer.phone,
      returnUrl: input.returnUrl,
    });
  } catch (error) {
    await movePayment(db, payment, 'failed', 'register_failed', { error: error instanceof AppError ? error.code : 'error' });
    throw error instanceof AppError ? error : new AppError(502, 'PAYMENT_UNAVAILABLE', '결제사와 연결하지 못했습니다. 잠시 후 다시 시도해 주세요.');
  }
  await insertEvent(db, payment.id, 'provider_registered', {}, { providerRef: registration.providerRef });
  return {
    orderId: payment.orderId,
    amount: payment.amount,
    goodsName: input.goodsName,
    provider: gateway.provider,
    windowUrl: registration.windowUrl,
    fields: registration.fields,
  };
}

export const findPaymentByOrder = (db: Database, orderId: string) => findPayment(db, orderId);
export { findPaidPayment };
export { findPaymentById } from './payments.repository.ts';

/**
 * The window sent the browser back: keep the provider's proof (the encrypted authentication, never a card
 * number) for the approval. Only a registered payment takes it; a replayed return is logged and changes
 * nothing. Null for an order we never made.
 */
export async function recordWindowReturn(db: Database, ret: PaymentReturn): Promise<Payment | null> {
  const payment = await findPayment(db, ret.ordr_idxx);
  if (!payment) return null;
  const detail = { res_cd: ret.res_cd ?? null, res_msg: ret.res_msg ?? null };
  if (payment.status !== 'registered') {
    await insertEvent(db, payment.id, 'window_return_replayed', {}, detail);
    return payment;
  }
  if (ret.res_cd !== WINDOW_RESULT_OK) return (await movePayment(db, payment, 'failed', 'window_failed', { ...detail, message: ret.res_msg ?? null })) ?? payment;
  const proof = Object.fromEntries(
    Object.entries({ tran_cd: ret.tran_cd, enc_data: ret.enc_data, enc_info: ret.enc_info, proof: ret.proof }).filter(([, v]) => v !== undefined),
  );
  return (await movePayment(db, payment, 'authorized', 'window_returned', detail, { proof })) ?? payment;
}

/** An adapter that throws leaves the outcome unknown: the money may have moved. */
async function outcomeOf(call: () => Promise<GatewayOutcome>): Promise<GatewayOutcome> {
  try {
    return await call();
  } catch (error) {
    return { kind: 'unknown', reason: error instanceof Error ? error.name : 'error' };
  }
}

/**
 * Approves a payment whose window returned, for the amount fixed at registration. Idempotent: only the call
 * that moves it from `authorized` to `unknown` asks the provider; any other call (a second PUT, a retry)
 * answers from the payment as it stands, once the approval in flight has answered. One booking has one approval at a time (claimForApproval): two
 * windows paid at once for the same booking never charge twice (the booking soak found it).
 */
export async function approvePayment(db: Database, gateway: PaymentGateway, payment: Payment): Promise<PaymentResult> {
  if (payment.status !== 'authorized') return resultOf(db, await afterApprovalInFlight(db, payment));
  const claimed = await claimForApproval(db, payment);
  if (claimed === 'busy') return { kind: 'otherPaymentFirst' };
  if (!claimed) return resultOf(db, await afterApprovalInFlight(db, (await findPayment(db, payment.orderId)) ?? payment));
  const outcome = await outcomeOf(() =>
    gateway.approve({ orderId: payment.orderId, expectedAmount: payment.amount, proof: (payment.proof ?? {}) as Record<string, string> }),
  );
  return applyOutcome(db, gateway, claimed, outcome, 'approval');
}

/**
 * How long a second call waits for an approval another call is making: longer than an adapter's call takes
 * (KCP_TIMEOUT_MS, 10 s by default). A claim older than that was left by a process that died mid-call.
 */
export const APPROVAL_WAIT_MS = 15_000;
const APPROVAL_POLL_MS = 50;

/**
 * A payment claimed by another call (a double click's first PUT) whose approval has not answered yet is
 * `unknown` without being lost: waits for that call's outcome, so the second caller replays it instead of
 * reporting "no answer" (a false -9 and an inquiry). Polls the row: no lock is held across the gateway call.
 */
async function afterApprovalInFlight(db: Database, payment: Payment): Promise<Payment> {
  let current = payment;
  while (current.status === 'unknown' && Date.now() - current.updatedAt.getTime() < APPROVAL_WAIT_MS) {
    const last = await lastEvent(db, current.id, ['approval_requested', 'approval_unknown', 'inquiry_unknown']);
    if (last?.kind !== 'approval_requested') break;
    await new Promise((resolve) => setTimeout(resolve, APPROVAL_POLL_MS));
    current = (await findPayment(db, current.orderId)) ?? current;
  }
  return current;
}

/** Asks the provider about a payment whose outcome is unknown and records what it says. */
export async function settleUnknownPayment(db: Database, gateway: PaymentGateway, orderId: string): Promise<{ payment: Payment; result: PaymentResult } | null> {
  const payment = await findPayment(db, orderId);
  if (!payment) return null;
  if (payment.status !== 'unknown') return { payment, result: await resultOf(db, payment) };
  const outcome = await outcomeOf(() => gateway.inquire({ orderId, providerTxId: payment.providerTxId }));
  const result = await applyOutcome(db, gateway, payment, outcome, 'inquiry');
  return { payment: (await findPayment(db, orderId)) ?? payment, result };
}

/** Payments whose outcome is unknown, for the inquiry sweep. */
export async function unknownPayments(db: Database): Promise<Payment[]> {
  return findPaymentsOfStatus(db, 'unknown');
}

async function applyOutcome(db: Database, gateway: PaymentGateway, payment: Payment, outcome: GatewayOutcome, source: 'approval' | 'inquiry'): Promise<PaymentResult> {
  switch (outcome.kind) {
    case 'approved': {
      if (outcome.amount !== payment.amount) return refuseAmount(db, gateway, payment, outcome);
      // The provider's word that money was taken wins over an earlier "not found": move from wherever it is.
      const current = (await findPayment(db, payment.orderId)) ?? payment;
      if (current.status === 'approved') return { kind: 'approved', payment: current };
      if (!['unknown', 'failed', 'authorized'].includes(current.status)) return resultOf(db, current);
      const row = await movePayment(
        db,
        current,
        'approved',
        `${source}_approved`,
        { providerTxId: outcome.providerTxId, amount: outcome.amount },
        { providerTxId: outcome.providerTxId, methodLabel: outcome.methodLabel, approvedAt: new Date() },
      );
      return row ? { kind: 'approved', payment: row } : resultOf(db, (await findPayment(db, payment.orderId)) ?? current);
    }
    case 'declined': {
      const row = await movePayment(db, payment, 'failed', `${source}_declined`, { code: outcome.code, message: outcome.message });
      return row ? { kind: 'declined', message: outcome.message } : resultOf(db, (await findPayment(db, payment.orderId)) ?? payment);
    }
    case 'unknown':
      await insertEvent(db, payment.id, `${source}_unknown`, {}, { reason: outcome.reason });
      return { kind: 'unknown' };
  }
}

/**
 * The provider approved another amount than the booking's: give it all back at once and refuse. When the
 * cancel itself does not go through, the payment stays `unknown` so the inquiry finds it and cancels again.
 */
async function refuseAmount(db: Database, gateway: PaymentGateway, payment: Payment, outcome: Extract<GatewayOutcome, { kind: 'approved' }>): Promise<PaymentResult> {
  const amounts = { expected: payment.amount, provider: outcome.amount };
  const cancel = await cancelOutcomeOf(() =>
    gateway.cancel({
      orderId: payment.orderId,
      providerTxId: outcome.providerTxId,
      amount: outcome.amount,
      remainingBefore: outcome.amount,
      reason: '결제 금액 불일치',
      idempotencyKey: `mismatch-${payment.orderId}`,
    }),
  );
  if (cancel.kind === 'cancelled') {
    await movePayment(db, payment, 'cancelled', 'amount_mismatch_cancelled', { ...amounts, providerRef: cancel.providerRef }, { providerTxId: outcome.providerTxId });
  } else {
    await insertEvent(db, payment.id, 'amount_mismatch_cancel_pending', {}, { ...amounts, cancel: cancel.kind });
  }
  return { kind: 'amountMismatch' };
}

/** What a payment that is no longer `authorized` means, for a repeated or concurrent call. */
async function resultOf(db: Database, payment: Payment): Promise<PaymentResult> {
  switch (payment.status) {
    case 'approved':
      return { kind: 'approved', payment };
    case 'partially_cancelled':
    case 'cancelled':
      // Only an amount mismatch cancels a payment that was never approved on our side.
      return payment.approvedAt ? { kind: 'approved', payment } : { kind: 'amountMismatch' };
    case 'failed': {
      const event = await lastEvent(db, payment.id, ['approval_declined', 'inquiry_declined', 'window_failed']);
      const message = (event?.detail as { message?: unknown } | null)?.message;
      return { kind: 'declined', message: typeof message === 'string' && message ? message : DECLINED_MESSAGE };
    }
    case 'unknown':
      return { kind: 'unknown' };
    case 'registered':
    case 'authorized':
      return { kind: 'notReturned' };
  }
}

async function cancelOutcomeOf(call: () => Promise<GatewayCancelOutcome>): Promise<GatewayCancelOutcome> {
  try {
    return await call();
  } catch (error) {
    return { kind: 'unknown', reason: error instanceof Error ? error.name : 'error' };
  }
}

/**
 * Gives back `amount` won of an approved payment (all that is left, or part). The idempotency key makes a
 * retry safe twice over: a cancel logged under it is answered from the log, and the provider gets the key
 * (KCP's partial cancel also names the balance before it, which a repeated cancel no longer matches).
 */
export async function cancelPayment(
  db: Database,
  gateway: PaymentGateway,
  input: { orderId: string; amount: number; reason: string; idempotencyKey: string },
): Promise<GatewayCancelOutcome> {
  const payment = await findPayment(db, input.orderId);
  if (!payment?.providerTxId || !payment.approvedAt) return { kind: 'failed', code: 'NOT_PAID', message: '취소할 결제가 없습니다.' };
  const done = await cancelDoneWithKey(db, payment.id, input.idempotencyKey);
  if (done) return { kind: 'cancelled', providerRef: String((done.detail as { providerRef?: unknown } | null)?.providerRef ?? ''), remaining: payment.amount - payment.cancelledAmount };
  const remainingBefore = payment.amount - payment.cancelledAmount;
  if (input.amount > remainingBefore) return { kind: 'failed', code: 'OVER_CANCEL', message: '취소 가능 금액을 넘었습니다.' };
  const outcome = await cancelOutcomeOf(() =>
    gateway.cancel({ orderId: payment.orderId, providerTxId: payment.providerTxId!, amount: input.amount, remainingBefore, reason: input.reason, idempotencyKey: input.idempotencyKey }),
  );
  const detail = { idempotencyKey: input.idempotencyKey, amount: input.amount };
  if (outcome.kind !== 'cancelled') {
    await insertEvent(db, payment.id, outcome.kind === 'failed' ? 'cancel_failed' : 'cancel_unknown', {}, { ...detail, ...(outcome.kind === 'failed' ? { code: outcome.code, message: outcome.message } : { reason: outcome.reason }) });
    return outcome;
  }
  const cancelledAmount = payment.cancelledAmount + input.amount;
  const moved = await movePayment(db, payment, cancelledAmount >= payment.amount ? 'cancelled' : 'partially_cancelled', 'cancelled', { ...detail, providerRef: outcome.providerRef }, { cancelledAmount });
  if (!moved) throw new Error('cancelPayment: the payment changed during the cancel');
  return outcome;
}
