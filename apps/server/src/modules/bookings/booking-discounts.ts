import { bookingDiscounts } from '@minda/contracts/rules/coupons';
import type { ProductType } from '@minda/contracts/rules/bookings';
import type { Database } from '../../db/client.ts';
import { badRequest } from '../../platform/errors.ts';
import { quoteCoupon, redeemCoupon } from '../coupons/coupons.service.ts';
import { pointBalance, spendOnBooking } from '../points/points.service.ts';

/**
 * A booking's discount lines (decision 028): a member coupon and points, both off the online amount
 * (`deposit`), priced before the booking row is written and taken (coupon claimed, points spent) right after,
 * in the pre-booking's transaction. What the gateway charges is `amountDue`.
 */

export type DiscountRequest = { memberCouponId?: number | null; points?: number | undefined };
export type Discounts = { couponDiscount: number; pointsDiscount: number; memberCouponId: number | null };
type Order = { memberId: number; productType: ProductType; total: number; deposit: number; now: Date };

export const NO_DISCOUNTS: Discounts = { couponDiscount: 0, pointsDiscount: 0, memberCouponId: null };

/** What the gateway charges for a booking. */
export const amountDue = (b: { deposit: number; couponDiscount: number; pointsDiscount: number }) => b.deposit - b.couponDiscount - b.pointsDiscount;

/** Prices the coupon and points asked for: a Korean 4xx when the coupon's terms or the points do not fit. */
export async function priceDiscounts(tx: Database, order: Order, request: DiscountRequest): Promise<Discounts> {
  const memberCouponId = request.memberCouponId ?? null;
  const points = request.points ?? 0;
  if (memberCouponId === null && points === 0) return NO_DISCOUNTS;
  const face = memberCouponId === null ? 0 : await quoteCoupon(tx, { ...order, memberCouponId });
  const balance = points > 0 ? await pointBalance(tx, order.memberId, order.now) : 0;
  const priced = bookingDiscounts(order, face, points, balance);
  if ('error' in priced) throw badRequest(priced.error);
  return { couponDiscount: priced.couponDiscount, pointsDiscount: priced.pointsDiscount, memberCouponId };
}

/** Claims the coupon and spends the points of a booking just written (same transaction). */
export async function takeDiscounts(tx: Database, order: Order, bookNo: number, d: Discounts): Promise<void> {
  if (d.memberCouponId !== null) await redeemCoupon(tx, { ...order, memberCouponId: d.memberCouponId, bookNo });
  if (d.pointsDiscount > 0) await spendOnBooking(tx, { memberId: order.memberId, bookNo, amount: d.pointsDiscount, now: order.now });
}
