import { and, asc, eq, gt, inArray, lte, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { POINTS_EXPIRING_SOON_DAYS, pointExpiry } from '@minda/contracts/rules/points';
import type { Database } from '../../db/client.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { pointLedger } from '../../db/schema/points.ts';
import { users } from '../../db/schema/users.ts';
import { AppError } from '../../platform/errors.ts';

/**
 * The points ledger (decision 028). Every function that changes points takes the caller's transaction, so a
 * review, a booking or a cancellation and its points commit together or not at all. Rows are only inserted
 * (a trigger refuses UPDATE and DELETE). Changes of one member's points are serialised by a row lock on the
 * member (`lockMemberWallet`), so two bookings cannot spend the same batch.
 */

export const POINTS_MESSAGES = {
  insufficient: '보유 포인트가 부족합니다.',
} as const;

export const insufficientPoints = () => new AppError(400, 'POINTS_INSUFFICIENT', POINTS_MESSAGES.insufficient);

const batchOf = alias(pointLedger, 'batch');

/**
 * Serialises the wallet changes of one member (points here, coupon issues in modules/coupons); `no key update`
 * does not block rows that merely reference the member.
 */
export async function lockMemberWallet(tx: Database, memberId: number) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, memberId)).for('no key update');
}

type Batch = { id: number; expiresAt: Date; remaining: number };

/** The member's batches with points left at `now`, earliest-expiring first (`first` before all others). */
async function openBatches(tx: Database, memberId: number, now: Date, first?: number): Promise<Batch[]> {
  const moves = alias(pointLedger, 'moves');
  const remaining = sql<number>`(${pointLedger.amount} + coalesce(sum(${moves.amount}), 0))::int`;
  const rows = await tx
    .select({ id: pointLedger.id, expiresAt: pointLedger.expiresAt, remaining })
    .from(pointLedger)
    .leftJoin(moves, eq(moves.batchId, pointLedger.id))
    .where(and(eq(pointLedger.memberId, memberId), eq(pointLedger.kind, 'earn'), gt(pointLedger.expiresAt, now)))
    .groupBy(pointLedger.id)
    .having(sql`${remaining} > 0`)
    .orderBy(asc(pointLedger.expiresAt), asc(pointLedger.id));
  const batches = rows.map((r) => ({ id: r.id, expiresAt: r.expiresAt!, remaining: Number(r.remaining) }));
  if (first === undefined) return batches;
  return [...batches.filter((b) => b.id === first), ...batches.filter((b) => b.id !== first)];
}

type Draw = Pick<typeof pointLedger.$inferInsert, 'kind' | 'bookNo' | 'reversesId' | 'reason'>;

/** Takes up to `amount` out of `batches` in order, one row per batch; returns how much was taken. */
async function drawFrom(tx: Database, memberId: number, batches: Batch[], amount: number, row: Draw): Promise<number> {
  let left = amount;
  const values: (typeof pointLedger.$inferInsert)[] = [];
  for (const batch of batches) {
    if (left <= 0) break;
    const take = Math.min(left, batch.remaining);
    values.push({ ...row, memberId, amount: -take, batchId: batch.id });
    left -= take;
  }
  if (values.length > 0) await tx.insert(pointLedger).values(values);
  return amount - left;
}

/**
 * Points for a review: one earn batch expiring POINT_VALIDITY_MONTHS after `now`. Idempotent per review (a
 * second call returns null and writes nothing), and nothing for an amount of 0.
 */
export async function earnForReview(
  tx: Database,
  input: { memberId: number; bookNo: number; reviewId: number; amount: number; now: Date },
): Promise<{ id: number; amount: number; expiresAt: Date } | null> {
  if (!Number.isInteger(input.amount) || input.amount <= 0) return null;
  await lockMemberWallet(tx, input.memberId);
  const [row] = await tx
    .insert(pointLedger)
    .values({
      memberId: input.memberId,
      kind: 'earn',
      amount: input.amount,
      bookNo: input.bookNo,
      reviewId: input.reviewId,
      expiresAt: pointExpiry(input.now),
      reason: '후기 작성 적립',
      createdAt: input.now,
    })
    .onConflictDoNothing({ target: pointLedger.reviewId, where: sql`${pointLedger.kind} = 'earn'` })
    .returning({ id: pointLedger.id, amount: pointLedger.amount, expiresAt: pointLedger.expiresAt });
  return row ? { id: row.id, amount: row.amount, expiresAt: row.expiresAt! } : null;
}

/**
 * Spends `amount` points on a booking, earliest-expiring batches first. Refuses (400 POINTS_INSUFFICIENT,
 * nothing written) when the balance is lower. A booking spends once: a second call writes nothing and returns
 * what the first spent.
 */
export async function spendOnBooking(
  tx: Database,
  input: { memberId: number; bookNo: number; amount: number; now?: Date },
): Promise<number> {
  if (input.amount <= 0) return 0;
  await lockMemberWallet(tx, input.memberId);
  const [already] = await tx.select({ id: pointLedger.id }).from(pointLedger).where(and(eq(pointLedger.bookNo, input.bookNo), eq(pointLedger.kind, 'spend'))).limit(1);
  if (already) return spentOnBooking(tx, input.bookNo);
  const batches = await openBatches(tx, input.memberId, input.now ?? new Date());
  if (batches.reduce((sum, b) => sum + b.remaining, 0) < input.amount) throw insufficientPoints();
  return drawFrom(tx, input.memberId, batches, input.amount, { kind: 'spend', bookNo: input.bookNo, reason: `예약 ${input.bookNo} 결제에 사용` });
}

/** The points a booking spent and has not been given back. */
export async function spentOnBooking(db: Database, bookNo: number): Promise<number> {
  const spend = alias(pointLedger, 'spend');
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${pointLedger.amount}), 0)::int` })
    .from(pointLedger)
    .leftJoin(spend, eq(spend.id, pointLedger.reversesId))
    .where(and(eq(pointLedger.bookNo, bookNo), sql`(${pointLedger.kind} = 'spend' or (${pointLedger.kind} = 'reverse' and ${spend.kind} = 'spend'))`));
  return 0 - Number(row?.total ?? 0) || 0;
}

/**
 * A booking cancelled or refunded: gives back the points it spent (to their batches, with their expiry; a
 * batch that has expired meanwhile is expired again by the sweep) and takes back the points its review earned
 * (from that batch first, then the earliest-expiring others, at most the balance). Idempotent: every row is
 * reversed once. Returns { returned, takenBack }.
 */
export async function reverseForBooking(
  tx: Database,
  input: { bookNo: number; reason: string; now?: Date },
): Promise<{ returned: number; takenBack: number }> {
  const [booking] = await tx.select({ memberId: bookings.memberId }).from(bookings).where(eq(bookings.bookNo, input.bookNo));
  if (!booking) return { returned: 0, takenBack: 0 };
  const now = input.now ?? new Date();
  await lockMemberWallet(tx, booking.memberId);
  const reversal = alias(pointLedger, 'reversal');
  const open = await tx
    .select({ id: pointLedger.id, kind: pointLedger.kind, amount: pointLedger.amount, batchId: pointLedger.batchId, memberId: pointLedger.memberId })
    .from(pointLedger)
    .where(
      and(
        eq(pointLedger.bookNo, input.bookNo),
        inArray(pointLedger.kind, ['earn', 'spend']),
        notExists(tx.select({ one: sql`1` }).from(reversal).where(eq(reversal.reversesId, pointLedger.id))),
      ),
    )
    .orderBy(asc(pointLedger.id));
  let returned = 0;
  let takenBack = 0;
  const spends = open.filter((r) => r.kind === 'spend');
  if (spends.length > 0) {
    await tx.insert(pointLedger).values(
      spends.map((r) => ({
        memberId: r.memberId,
        kind: 'reverse' as const,
        amount: -r.amount,
        bookNo: input.bookNo,
        batchId: r.batchId,
        reversesId: r.id,
        reason: `예약 ${input.bookNo} 취소: 사용 포인트 반환 (${input.reason})`,
      })),
    );
    returned = spends.reduce((sum, r) => sum - r.amount, 0);
  }
  for (const earn of open.filter((r) => r.kind === 'earn')) {
    const batches = await openBatches(tx, earn.memberId, now, earn.id);
    const taken = await drawFrom(tx, earn.memberId, batches, earn.amount, {
      kind: 'reverse',
      bookNo: input.bookNo,
      reversesId: earn.id,
      reason: `예약 ${input.bookNo} 취소: 후기 적립 포인트 회수 (${input.reason})`,
    });
    // Nothing left to take back still marks the earning as reversed, so a second call does not try again.
    if (taken === 0) {
      await tx.insert(pointLedger).values({
        memberId: earn.memberId, kind: 'reverse', amount: 0, bookNo: input.bookNo, batchId: earn.id, reversesId: earn.id,
        reason: `예약 ${input.bookNo} 취소: 회수할 적립 포인트 없음`,
      });
    }
    takenBack += taken;
  }
  return { returned, takenBack };
}

const balanceOf = (memberId: number, now: Date) =>
  and(eq(pointLedger.memberId, memberId), gt(batchOf.expiresAt, now));

/** The member's points at `now`: the sum of the ledger over the batches that have not expired. */
export async function pointBalance(db: Database, memberId: number, now: Date): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${pointLedger.amount}), 0)::int` })
    .from(pointLedger)
    .innerJoin(batchOf, eq(batchOf.id, sql`coalesce(${pointLedger.batchId}, ${pointLedger.id})`))
    .where(balanceOf(memberId, now));
  return Number(row?.total ?? 0);
}

/** What of the balance expires within POINTS_EXPIRING_SOON_DAYS after `now`. */
export async function pointsExpiringSoon(db: Database, memberId: number, now: Date): Promise<number> {
  const until = new Date(now.getTime() + POINTS_EXPIRING_SOON_DAYS * 86_400_000);
  const batches = await openBatches(db, memberId, now);
  return batches.filter((b) => b.expiresAt <= until).reduce((sum, b) => sum + b.remaining, 0);
}

/** The plain sum of a member's ledger (tests check it equals pointBalance once the sweep has run). */
export async function ledgerSum(db: Database, memberId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${pointLedger.amount}), 0)::int` })
    .from(pointLedger)
    .where(eq(pointLedger.memberId, memberId));
  return Number(row?.total ?? 0);
}

const SWEEP_BATCH = 200;

/**
 * The expiry sweep: an `expire` row for the unspent rest of every batch whose expiry is at or before `now`.
 * Each batch in its own short transaction under its member's lock. Returns how many batches it expired.
 */
export async function expirePoints(db: Database, now: Date): Promise<number> {
  const moves = alias(pointLedger, 'moves');
  const remaining = sql<number>`(${pointLedger.amount} + coalesce(sum(${moves.amount}), 0))::int`;
  let expired = 0;
  for (;;) {
    const due = await db
      .select({ id: pointLedger.id, memberId: pointLedger.memberId })
      .from(pointLedger)
      .leftJoin(moves, eq(moves.batchId, pointLedger.id))
      .where(and(eq(pointLedger.kind, 'earn'), lte(pointLedger.expiresAt, now)))
      .groupBy(pointLedger.id)
      .having(sql`${remaining} > 0`)
      .orderBy(asc(pointLedger.id))
      .limit(SWEEP_BATCH);
    for (const batch of due) {
      await db.transaction(async (tx) => {
        await lockMemberWallet(tx, batch.memberId);
        const [left] = await tx
          .select({ total: sql<number>`coalesce(sum(${pointLedger.amount}), 0)::int` })
          .from(pointLedger)
          .where(sql`${pointLedger.id} = ${batch.id} or ${pointLedger.batchId} = ${batch.id}`);
        const rest = Number(left?.total ?? 0);
        if (rest > 0) {
          await tx.insert(pointLedger).values({ memberId: batch.memberId, kind: 'expire', amount: -rest, batchId: batch.id, reason: '유효기간 만료 소멸' });
          expired += 1;
        }
      });
    }
    if (due.length < SWEEP_BATCH) return expired;
  }
}

/** The member's ledger rows, newest first (the history page of member/points-cash). */
export async function pointHistory(db: Database, memberId: number, page: { limit: number; offset: number }) {
  return db
    .select({
      id: pointLedger.id,
      kind: pointLedger.kind,
      amount: pointLedger.amount,
      bookNo: pointLedger.bookNo,
      reason: pointLedger.reason,
      expiresAt: pointLedger.expiresAt,
      createdAt: pointLedger.createdAt,
    })
    .from(pointLedger)
    .where(and(eq(pointLedger.memberId, memberId), sql`${pointLedger.amount} <> 0`))
    .orderBy(sql`${pointLedger.id} desc`)
    .limit(page.limit)
    .offset(page.offset);
}
