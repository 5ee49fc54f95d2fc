/**
 * Coupons and the discounts of a booking (spec 1 §9, domain.md "Points and coupons", decision 028). Pure:
 * the server prices a booking with it and the booking form shows the same numbers.
 */
import { pointsSpendError } from './points.ts';
import { groupDigits } from './number-format.ts';

export const COUPON_PRODUCT_TYPES = ['stay', 'hotel', 'tour'] as const;
export type CouponProductType = (typeof COUPON_PRODUCT_TYPES)[number];
export type CouponDiscountType = 'amount' | 'percent';

/** The offer codes of the standing coupons (seeded, referenced by the sign-up and the invite reward). */
export const INVITE_COUPON_CODE = 'INVITE3000';
export const APP_DOWNLOAD_COUPON_CODE = 'APP1000';
/** The welcome coupon every new member receives at sign-up (the coupon page and the welcome event promise it). */
export const WELCOME_COUPON_CODE = 'WELCOME15000';

/**
 * The least a discounted booking still charges online: the gateway takes no 0-won payment, so coupon and
 * points together leave at least 100 won to pay (decision 028).
 */
export const MIN_CHARGE_WON = 100;

export type CouponTerms = {
  discountType: CouponDiscountType;
  /** Won for 'amount', percent (1-100) for 'percent'. */
  discountValue: number;
  /** Cap of a percent discount in won; null = none. */
  maxDiscount: number | null;
  /** The booking total must be at least this. */
  minOrderAmount: number;
  productTypes: readonly CouponProductType[];
  validFrom: string;
  validUntil: string;
};

/** Why the coupon cannot be used on this booking (Korean), or null. `now` is an ISO instant. */
export function couponUseError(c: CouponTerms, order: { productType: CouponProductType; total: number }, now: string): string | null {
  if (now < c.validFrom) return '아직 사용할 수 없는 쿠폰입니다.';
  if (now >= c.validUntil) return '유효 기간이 지난 쿠폰입니다.';
  if (!c.productTypes.includes(order.productType)) return '이 상품에는 사용할 수 없는 쿠폰입니다.';
  if (order.total < c.minOrderAmount) return `${groupDigits(c.minOrderAmount)}원 이상 예약에 사용할 수 있는 쿠폰입니다.`;
  return null;
}

/** The coupon's face value on a booking of `total` won: 'amount' as is, 'percent' floored and capped. */
export function couponFaceValue(c: Pick<CouponTerms, 'discountType' | 'discountValue' | 'maxDiscount'>, total: number): number {
  const raw = c.discountType === 'amount' ? c.discountValue : Math.floor((total * c.discountValue) / 100);
  return Math.max(0, c.maxDiscount === null ? raw : Math.min(raw, c.maxDiscount));
}

export type BookingDiscounts = {
  couponDiscount: number;
  pointsDiscount: number;
  /** What the gateway is charged: the online amount less both discounts, never below MIN_CHARGE_WON. */
  amountDue: number;
};

/**
 * The discounts of a booking whose online amount is `deposit` (of `total`): the coupon first, limited so that
 * MIN_CHARGE_WON stays to pay; then the points asked for, which must pass pointsSpendError and also fit in
 * what is left above MIN_CHARGE_WON. Returns the Korean reason instead when the points do not fit.
 */
export function bookingDiscounts(
  money: { total: number; deposit: number },
  couponFace: number,
  points: number,
  balance: number,
): BookingDiscounts | { error: string } {
  const room = Math.max(0, money.deposit - MIN_CHARGE_WON);
  const couponDiscount = Math.min(couponFace, room);
  const pointsError = pointsSpendError(points, money.total, balance);
  if (pointsError) return { error: pointsError };
  if (points > room - couponDiscount) return { error: `포인트는 결제 금액 중 ${MIN_CHARGE_WON}원을 남기고 사용할 수 있습니다.` };
  return { couponDiscount, pointsDiscount: points, amountDue: money.deposit - couponDiscount - points };
}
