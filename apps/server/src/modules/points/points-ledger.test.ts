import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { reviewPoints } from '@minda/contracts/rules/points';
import { pointLedger } from '../../db/schema/points.ts';
import { users } from '../../db/schema/users.ts';
import { insertBooking } from '../../test/bookings.ts';
import { setupTestApp } from '../../test/test-app.ts';
import { earnForReview, expirePoints, ledgerSum, pointBalance, pointsExpiringSoon, reverseForBooking, spendOnBooking, spentOnBooking } from './points-ledger.ts';

/**
 * The points ledger on its own (decision 028): earn, spend, expire and reverse, with the invariant "the
 * balance is the sum of the ledger" checked after every step once the expiry sweep has run.
 */

const t = setupTestApp();
let memberId: number;
let otherId: number;

const memberByLogin = async (loginId: string) => (await t.db.select({ id: users.id }).from(users).where(eq(users.loginId, loginId)))[0]!.id;
const at = (iso: string) => new Date(iso);
const inTx = <T>(fn: (tx: typeof t.db) => Promise<T>) => t.db.transaction((tx) => fn(tx));

/** Balance at `now` after the sweep, and the invariant: it equals the plain sum of the member's ledger. */
async function balanceAfterSweep(id: number, now: Date) {
  await expirePoints(t.db, now);
  const balance = await pointBalance(t.db, id, now);
  expect(await ledgerSum(t.db, id)).toBe(balance);
  return balance;
}

beforeAll(async () => {
  memberId = await memberByLogin('reviewer001');
  otherId = await memberByLogin('reviewer002');
});

describe('points ledger', () => {
  it('earns, spends earliest-expiring first, expires the rest, and keeps balance = sum of ledger', async () => {
    const stay = await insertBooking(t.db, { memberId, startDate: '2026-01-10', total: 300_000, deposit: 30_000 });
    const earned = reviewPoints({ fee: 30_000, mindaOnly: false });
    expect(earned).toBe(3_000);
    const first = await inTx((tx) => earnForReview(tx, { memberId, bookNo: stay.bookNo, reviewId: 900_001, amount: earned, now: at('2026-01-20T00:00:00Z') }));
    expect(first?.expiresAt.toISOString()).toBe('2027-01-20T00:00:00.000Z');
    // The same review again earns nothing more.
    expect(await inTx((tx) => earnForReview(tx, { memberId, bookNo: stay.bookNo, reviewId: 900_001, amount: earned, now: at('2026-01-21T00:00:00Z') }))).toBeNull();
    expect(await balanceAfterSweep(memberId, at('2026-02-01T00:00:00Z'))).toBe(3_000);

    const mindaStay = await insertBooking(t.db, { memberId, startDate: '2026-03-01', total: 200_000, deposit: 20_000 });
    await inTx((tx) => earnForReview(tx, { memberId, bookNo: mindaStay.bookNo, reviewId: 900_002, amount: reviewPoints({ fee: 20_000, mindaOnly: true }), now: at('2026-03-10T00:00:00Z') }));
    expect(await balanceAfterSweep(memberId, at('2026-03-11T00:00:00Z'))).toBe(7_000);

    // Spending 3,500 empties the January batch (expires first) and takes 500 from the March one.
    const next = await insertBooking(t.db, { memberId, startDate: '2026-12-01', total: 400_000, deposit: 40_000 });
    expect(await inTx((tx) => spendOnBooking(tx, { memberId, bookNo: next.bookNo, amount: 3_500, now: at('2026-04-01T00:00:00Z') }))).toBe(3_500);
    const spends = await t.db.select().from(pointLedger).where(sql`${pointLedger.bookNo} = ${next.bookNo} and ${pointLedger.kind} = 'spend'`).orderBy(pointLedger.id);
    expect(spends.map((r) => [r.batchId, r.amount])).toEqual([[first!.id, -3_000], [expect.any(Number), -500]]);
    expect(await balanceAfterSweep(memberId, at('2026-04-01T00:00:00Z'))).toBe(3_500);
    expect(await spentOnBooking(t.db, next.bookNo)).toBe(3_500);

    // Soon to expire: the March batch's 3,500 within 30 days of 2027-03-10.
    expect(await pointsExpiringSoon(t.db, memberId, at('2027-02-01T00:00:00Z'))).toBe(0);
    expect(await pointsExpiringSoon(t.db, memberId, at('2027-02-20T00:00:00Z'))).toBe(3_500);

    // Cancelled: the 3,500 come back to their batches (the January one has expired by then, so its 3,000 expire).
    expect(await inTx((tx) => reverseForBooking(tx, { bookNo: next.bookNo, reason: '회원 취소', now: at('2027-02-01T00:00:00Z') }))).toEqual({ returned: 3_500, takenBack: 0 });
    expect(await spentOnBooking(t.db, next.bookNo)).toBe(0);
    expect(await balanceAfterSweep(memberId, at('2027-02-01T00:00:00Z'))).toBe(4_000);
    // A second reversal changes nothing.
    expect(await inTx((tx) => reverseForBooking(tx, { bookNo: next.bookNo, reason: '회원 취소' }))).toEqual({ returned: 0, takenBack: 0 });
    expect(await balanceAfterSweep(memberId, at('2027-02-01T00:00:00Z'))).toBe(4_000);

    // After 2027-03-10 the March batch expires too.
    expect(await balanceAfterSweep(memberId, at('2027-03-10T00:00:01Z'))).toBe(0);
    const kinds = await t.db.select({ kind: pointLedger.kind, amount: pointLedger.amount }).from(pointLedger).where(eq(pointLedger.memberId, memberId)).orderBy(pointLedger.id);
    expect(kinds.filter((k) => k.kind === 'expire').map((k) => k.amount)).toEqual([-3_000, -4_000]);
  });

  it('refuses to spend more than the balance, in Korean, and writes nothing', async () => {
    const booking = await insertBooking(t.db, { memberId: otherId, startDate: '2026-05-01', total: 100_000, deposit: 10_000 });
    await expect(inTx((tx) => spendOnBooking(tx, { memberId: otherId, bookNo: booking.bookNo, amount: 100 }))).rejects.toMatchObject({
      statusCode: 400,
      code: 'POINTS_INSUFFICIENT',
      message: '보유 포인트가 부족합니다.',
    });
    expect(await ledgerSum(t.db, otherId)).toBe(0);
  });

  it('takes back the review points of a cancelled booking, also when some were spent', async () => {
    const now = new Date();
    const stayed = await insertBooking(t.db, { memberId: otherId, startDate: '2026-06-01', total: 500_000, deposit: 50_000 });
    const earn = await inTx((tx) => earnForReview(tx, { memberId: otherId, bookNo: stayed.bookNo, reviewId: 900_003, amount: 5_000, now }));
    const other = await insertBooking(t.db, { memberId: otherId, startDate: '2026-07-01', total: 200_000, deposit: 20_000 });
    await inTx((tx) => earnForReview(tx, { memberId: otherId, bookNo: other.bookNo, reviewId: 900_004, amount: 2_000, now }));
    const spender = await insertBooking(t.db, { memberId: otherId, startDate: '2026-08-01', total: 300_000, deposit: 30_000 });
    await inTx((tx) => spendOnBooking(tx, { memberId: otherId, bookNo: spender.bookNo, amount: 4_000 }));
    expect(await balanceAfterSweep(otherId, now)).toBe(3_000);
    // 5,000 to take back; only 3,000 are left in all, so the balance ends at 0, never below.
    expect(await inTx((tx) => reverseForBooking(tx, { bookNo: stayed.bookNo, reason: '운영자 취소' }))).toEqual({ returned: 0, takenBack: 3_000 });
    expect(await balanceAfterSweep(otherId, now)).toBe(0);
    const reversal = await t.db.select().from(pointLedger).where(eq(pointLedger.reversesId, earn!.id));
    expect(reversal.reduce((s, r) => s + r.amount, 0)).toBe(-3_000);
  });

  it('is append-only: the database refuses UPDATE and DELETE', async () => {
    await expect(t.db.execute(sql`update point_ledger set amount = amount + 1`)).rejects.toThrow();
    await expect(t.db.execute(sql`delete from point_ledger`)).rejects.toThrow();
  });
});
