import { and, asc, desc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { CouponOffer, MemberCoupon, MemberCouponList } from '@minda/contracts/coupons';
import { couponFaceValue, couponUseError, type CouponProductType } from '@minda/contracts/rules/coupons';
import type { Database } from '../../db/client.ts';
import { couponEvents, coupons, memberCoupons } from '../../db/schema/coupons.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { lockMemberWallet } from '../points/points.service.ts';

/**
 * Coupons (decision 028): offers a member takes on the coupon page, coupons granted (invite reward), and
 * their use on a booking. Issuing counts against the coupon's total limit with one conditional UPDATE and
 * against the per-member limit under the member's row lock; redeeming is one conditional UPDATE of the member
 * coupon, so no concurrency redeems a coupon twice. Every issue, redemption and release is a coupon_events row.
 */


export const COUPON_MESSAGES = {
  unknown: '쿠폰을 찾을 수 없습니다.',
  alreadyIssued: '이미 받은 쿠폰입니다.',
  soldOut: '선착순 발급이 마감된 쿠폰입니다.',
  ended: '발급 기간이 끝난 쿠폰입니다.',
  notUsable: '이미 사용했거나 사용할 수 없는 쿠폰입니다.',
} as const;

const unavailable = (message: string) => new AppError(409, 'COUPON_UNAVAILABLE', message);
const DAY_MS = 86_400_000;

const memberCouponColumns = {
  id: memberCoupons.id,
  code: coupons.code,
  name: coupons.name,
  description: coupons.description,
  discountType: coupons.discountType,
  discountValue: coupons.discountValue,
  maxDiscount: coupons.maxDiscount,
  minOrderAmount: coupons.minOrderAmount,
  productTypes: coupons.productTypes,
  validFrom: memberCoupons.validFrom,
  validUntil: memberCoupons.validUntil,
  usedAt: memberCoupons.usedAt,
  bookNo: memberCoupons.bookNo,
};
type MemberCouponRow = Omit<MemberCoupon, 'status' | 'validFrom' | 'validUntil' | 'usedAt' | 'productTypes'> & {
  productTypes: readonly CouponProductType[];
  validFrom: Date;
  validUntil: Date;
  usedAt: Date | null;
};

function toMemberCoupon(r: MemberCouponRow, now: Date): MemberCoupon {
  const status = r.usedAt ? 'used' : r.validUntil <= now ? 'expired' : 'usable';
  return {
    ...r,
    productTypes: [...r.productTypes],
    validFrom: r.validFrom.toISOString(),
    validUntil: r.validUntil.toISOString(),
    usedAt: r.usedAt ? r.usedAt.toISOString() : null,
    status,
  };
}

const memberCouponColumnsOf = (c: typeof coupons.$inferSelect) => ({
  code: c.code,
  name: c.name,
  description: c.description,
  discountType: c.discountType,
  discountValue: c.discountValue,
  maxDiscount: c.maxDiscount,
  minOrderAmount: c.minOrderAmount,
  productTypes: c.productTypes,
});

/** The coupon page's offers still open at `now`; `issued` when the member holds as many as allowed. */
export async function listOffers(db: Database, memberId: number | null, now: Date): Promise<CouponOffer[]> {
  const rows = await db
    .select()
    .from(coupons)
    .where(and(eq(coupons.isOffer, true), or(isNull(coupons.validUntil), gt(coupons.validUntil, now))))
    .orderBy(asc(coupons.sort), asc(coupons.id));
  const heldRows =
    memberId === null
      ? []
      : await db.select({ couponId: memberCoupons.couponId, n: sql<number>`count(*)::int` }).from(memberCoupons).where(eq(memberCoupons.memberId, memberId)).groupBy(memberCoupons.couponId);
  const held = new Map(heldRows.map((r) => [r.couponId, Number(r.n)]));
  return rows.map((c) => ({
    ...memberCouponColumnsOf(c),
    productTypes: [...c.productTypes],
    validFrom: c.validFrom ? c.validFrom.toISOString() : null,
    validUntil: c.validUntil ? c.validUntil.toISOString() : null,
    validDays: c.validDays,
    issued: (held.get(c.id) ?? 0) >= c.perMemberLimit,
    soldOut: c.totalLimit !== null && c.issuedCount >= c.totalLimit,
  }));
}

/**
 * Issues the coupon `code` to a member inside `tx`: refused (409 COUPON_UNAVAILABLE, Korean) when the offer
 * is over, the member holds the per-member limit, or the total limit is reached. `offerOnly`: the coupon page
 * may only take offers; grants (the invite reward) pass false. The member coupon's validity is the coupon's
 * window cut to `validDays` after now.
 */
export async function issueCoupon(
  tx: Database,
  input: { memberId: number; code: string; now: Date; reason: string; offerOnly: boolean },
): Promise<MemberCoupon> {
  const [coupon] = await tx.select().from(coupons).where(eq(coupons.code, input.code));
  if (!coupon || (input.offerOnly && !coupon.isOffer)) throw notFound(COUPON_MESSAGES.unknown);
  const { now } = input;
  const validFrom = coupon.validFrom && coupon.validFrom > now ? coupon.validFrom : now;
  const ends = [coupon.validUntil, coupon.validDays === null ? null : new Date(now.getTime() + coupon.validDays * DAY_MS)].filter((d): d is Date => d !== null);
  const validUntil = new Date(Math.min(...ends.map((d) => d.getTime())));
  if (validUntil <= validFrom) throw unavailable(COUPON_MESSAGES.ended);
  await lockMemberWallet(tx, input.memberId);
  const [held] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(memberCoupons)
    .where(and(eq(memberCoupons.couponId, coupon.id), eq(memberCoupons.memberId, input.memberId)));
  if (Number(held?.n ?? 0) >= coupon.perMemberLimit) throw unavailable(COUPON_MESSAGES.alreadyIssued);
  const counted = await tx
    .update(coupons)
    .set({ issuedCount: sql`${coupons.issuedCount} + 1` })
    .where(and(eq(coupons.id, coupon.id), or(isNull(coupons.totalLimit), sql`${coupons.issuedCount} < ${coupons.totalLimit}`)))
    .returning({ id: coupons.id });
  if (counted.length === 0) throw unavailable(COUPON_MESSAGES.soldOut);
  const [row] = await tx
    .insert(memberCoupons)
    .values({ couponId: coupon.id, memberId: input.memberId, validFrom, validUntil, reason: input.reason })
    .returning({ id: memberCoupons.id });
  await tx.insert(couponEvents).values({ memberCouponId: row!.id, kind: 'issue', reason: input.reason, at: now });
  return toMemberCoupon({ ...memberCouponColumnsOf(coupon), id: row!.id, validFrom, validUntil, usedAt: null, bookNo: null }, now);
}


/**
 * Coupons a member is given rather than takes: the welcome coupon at sign-up, the app-download coupon (1,000 won,
 * spec 1 §9) on the first sign-in inside our app. The coupon's per-member limit makes a second grant, or a racing
 * one, issue nothing, and an ended or sold-out coupon is simply not given: the sign-up or sign-in goes on. Runs in
 * its own (nested: a savepoint) transaction. Returns whether this call issued it.
 */
export async function grantCoupon(db: Database, input: { memberId: number; code: string; now: Date; reason: string }): Promise<boolean> {
  try {
    await db.transaction((tx) => issueCoupon(tx, { ...input, offerOnly: false }));
    return true;
  } catch (error) {
    if (error instanceof AppError && error.code === 'COUPON_UNAVAILABLE') return false;
    throw error;
  }
}

/** `GET member/coupons`: usable first (soonest to end first), then used and expired, newest first. */
export async function memberCouponList(db: Database, memberId: number, now: Date): Promise<MemberCouponList> {
  const rows = await db
    .select(memberCouponColumns)
    .from(memberCoupons)
    .innerJoin(coupons, eq(coupons.id, memberCoupons.couponId))
    .where(eq(memberCoupons.memberId, memberId))
    .orderBy(desc(memberCoupons.id));
  const all = rows.map((r) => toMemberCoupon(r, now));
  const usable = all.filter((c) => c.status === 'usable').sort((a, b) => a.validUntil.localeCompare(b.validUntil));
  return { usableCount: usable.length, content: [...usable, ...all.filter((c) => c.status !== 'usable')] };
}

/** `GET member/coupons/hotel`: the member's coupons usable on hotels now. */
export async function hotelCoupons(db: Database, memberId: number, now: Date): Promise<MemberCoupon[]> {
  const { content } = await memberCouponList(db, memberId, now);
  return content.filter((c) => c.status === 'usable' && c.productTypes.includes('hotel') && c.validFrom <= now.toISOString());
}

type CouponOrder = { memberId: number; memberCouponId: number; productType: CouponProductType; total: number; now: Date };

/** The face value of the member's coupon on this order; Korean 404/409 when it is not theirs or its terms fail. */
export async function quoteCoupon(db: Database, input: CouponOrder): Promise<number> {
  const [row] = await db
    .select(memberCouponColumns)
    .from(memberCoupons)
    .innerJoin(coupons, eq(coupons.id, memberCoupons.couponId))
    .where(and(eq(memberCoupons.id, input.memberCouponId), eq(memberCoupons.memberId, input.memberId)));
  if (!row) throw notFound(COUPON_MESSAGES.unknown);
  if (row.usedAt) throw unavailable(COUPON_MESSAGES.notUsable);
  const terms = { ...row, validFrom: row.validFrom.toISOString(), validUntil: row.validUntil.toISOString() };
  const reason = couponUseError(terms, { productType: input.productType, total: input.total }, input.now.toISOString());
  if (reason) throw unavailable(reason);
  return couponFaceValue(row, input.total);
}

/**
 * Uses a member coupon on a booking inside the booking's transaction: checks its terms (quoteCoupon), then
 * claims it with one conditional UPDATE (unused, the member's, valid now); of concurrent claims exactly one
 * wins, the others get 409 COUPON_UNAVAILABLE. Returns the face value.
 */
export async function redeemCoupon(tx: Database, input: CouponOrder & { bookNo: number }): Promise<number> {
  const face = await quoteCoupon(tx, input);
  const claimed = await tx
    .update(memberCoupons)
    .set({ usedAt: input.now, bookNo: input.bookNo })
    .where(
      and(
        eq(memberCoupons.id, input.memberCouponId),
        eq(memberCoupons.memberId, input.memberId),
        isNull(memberCoupons.usedAt),
        lte(memberCoupons.validFrom, input.now),
        gt(memberCoupons.validUntil, input.now),
      ),
    )
    .returning({ id: memberCoupons.id });
  if (claimed.length === 0) throw unavailable(COUPON_MESSAGES.notUsable);
  await tx.insert(couponEvents).values({ memberCouponId: input.memberCouponId, kind: 'redeem', bookNo: input.bookNo, at: input.now });
  return face;
}

/**
 * A cancelled booking gives its coupon back (unused again; one that has expired meanwhile shows as expired
 * and cannot be used). Idempotent: nothing happens when the booking holds no coupon.
 */
export async function releaseCouponOfBooking(tx: Database, bookNo: number, reason: string): Promise<boolean> {
  const released = await tx
    .update(memberCoupons)
    .set({ usedAt: null, bookNo: null })
    .where(eq(memberCoupons.bookNo, bookNo))
    .returning({ id: memberCoupons.id });
  if (released.length > 0) await tx.insert(couponEvents).values(released.map((r) => ({ memberCouponId: r.id, kind: 'release' as const, bookNo, reason })));
  return released.length > 0;
}
