import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { paymentEvents, payments } from '../../db/schema/bookings.ts';

export type Payment = typeof payments.$inferSelect;
export type PaymentStatus = Payment['status'];

/** The next order number of a booking's payments: MD<bookNo>-<n>, n counting its attempts from 1. */
export async function insertPayment(db: Database, values: { bookNo: number; provider: string; amount: number }): Promise<Payment> {
  // Two registrations at once may pick the same n: the unique order id refuses one, which takes the next.
  for (let attempt = 0; attempt < 5; attempt++) {
    const [{ n } = { n: 0 }] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(payments)
      .where(eq(payments.bookNo, values.bookNo));
    const [row] = await db
      .insert(payments)
      .values({ ...values, orderId: `MD${values.bookNo}-${n + 1 + attempt}` })
      .onConflictDoNothing({ target: payments.orderId })
      .returning();
    if (row) return row;
  }
  throw new Error('insertPayment: no free order id');
}

export async function findPayment(db: Database, orderId: string, options: { lock?: boolean } = {}): Promise<Payment | null> {
  const query = db.select().from(payments).where(eq(payments.orderId, orderId));
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function findPaymentsOfStatus(db: Database, status: PaymentStatus): Promise<Payment[]> {
  return db.select().from(payments).where(eq(payments.status, status)).orderBy(payments.id);
}

/** The booking's approved (possibly partly refunded) payment, if any. */
export async function findPaidPayment(db: Database, bookNo: number): Promise<Payment | null> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.bookNo, bookNo), inArray(payments.status, ['approved', 'partially_cancelled'])))
    .orderBy(desc(payments.id))
    .limit(1);
  return row ?? null;
}

/** One line of a payment's log: what happened, the move it made (if any), and the message without secrets. */
export async function insertEvent(
  db: Database,
  paymentId: number,
  kind: string,
  move: { from?: PaymentStatus; to?: PaymentStatus } = {},
  detail: Record<string, unknown> | null = null,
): Promise<void> {
  await db.insert(paymentEvents).values({ paymentId, kind, fromStatus: move.from ?? null, toStatus: move.to ?? null, detail });
}

/**
 * Moves a payment from `from` to `to` (with other columns) only if it still is in `from`, and logs it. Returns
 * the updated row, or null when another call moved it first (nothing written).
 */
export async function movePayment(
  db: Database,
  payment: Payment,
  to: PaymentStatus,
  kind: string,
  detail: Record<string, unknown> | null,
  changes: Partial<typeof payments.$inferInsert> = {},
): Promise<Payment | null> {
  const [row] = await db
    .update(payments)
    .set({ ...changes, status: to, updatedAt: sql`now()` })
    .where(and(eq(payments.id, payment.id), eq(payments.status, payment.status)))
    .returning();
  if (!row) return null;
  await insertEvent(db, payment.id, kind, { from: payment.status, to }, detail);
  return row;
}

/**
 * Claims `payment` for its approval call (authorized -> unknown) unless another payment of the same booking is
 * being approved or was approved: the booking's payment rows are locked first, so of two windows paid for one
 * booking only one is ever sent for approval (charged). 'busy' when another one holds the booking.
 */
export async function claimForApproval(db: Database, payment: Payment): Promise<Payment | 'busy' | null> {
  return db.transaction(async (tx) => {
    const siblings = await tx.select().from(payments).where(eq(payments.bookNo, payment.bookNo)).orderBy(payments.id).for('update');
    if (siblings.some((p) => p.id !== payment.id && (p.status === 'unknown' || p.approvedAt !== null))) return 'busy';
    return movePayment(tx, payment, 'unknown', 'approval_requested', null);
  });
}

/** The last event of a kind (a decline's message, a cancel done under an idempotency key). */
export async function lastEvent(db: Database, paymentId: number, kinds: readonly string[]) {
  const [row] = await db
    .select()
    .from(paymentEvents)
    .where(and(eq(paymentEvents.paymentId, paymentId), inArray(paymentEvents.kind, [...kinds])))
    .orderBy(desc(paymentEvents.id))
    .limit(1);
  return row ?? null;
}

export async function cancelDoneWithKey(db: Database, paymentId: number, idempotencyKey: string) {
  const [row] = await db
    .select()
    .from(paymentEvents)
    .where(and(eq(paymentEvents.paymentId, paymentId), eq(paymentEvents.kind, 'cancelled'), sql`${paymentEvents.detail}->>'idempotencyKey' = ${idempotencyKey}`))
    .limit(1);
  return row ?? null;
}

export async function findPaymentById(db: Database, id: number): Promise<Payment | null> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id));
  return row ?? null;
}
