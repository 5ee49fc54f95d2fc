import { z } from 'zod';
import { dataEnvelope } from './envelope.ts';
import { COUPON_PRODUCT_TYPES } from './rules/coupons.ts';

/** Coupons (spec 1 §9, spec 2 §7.5, decision 028): the offers anyone may take, and a member's own coupons. */

const couponTerms = {
  name: z.string(),
  discountType: z.enum(['amount', 'percent']),
  discountValue: z.number().int(),
  maxDiscount: z.number().int().nullable(),
  minOrderAmount: z.number().int(),
  productTypes: z.array(z.enum(COUPON_PRODUCT_TYPES)),
  /** Human terms shown under the name ("3박 이상 한인민박 예약"). */
  description: z.string(),
};

/** `GET coupons/offers`: what the coupon page offers; `issued` tells a signed-in member they already took it. */
export const CouponOfferSchema = z.object({
  code: z.string(),
  ...couponTerms,
  /** Fixed window of the offer, or null with `validDays` after the issue. */
  validFrom: z.string().nullable(),
  validUntil: z.string().nullable(),
  validDays: z.number().int().nullable(),
  issued: z.boolean(),
  soldOut: z.boolean(),
});
export type CouponOffer = z.infer<typeof CouponOfferSchema>;
export const CouponOffersResponseSchema = dataEnvelope(z.array(CouponOfferSchema));

export const MemberCouponSchema = z.object({
  /** The member coupon's id: what a booking names as `memberCouponId`. */
  id: z.number().int(),
  code: z.string(),
  ...couponTerms,
  validFrom: z.string(),
  validUntil: z.string(),
  status: z.enum(['usable', 'used', 'expired']),
  usedAt: z.string().nullable(),
  bookNo: z.number().int().nullable(),
});
export type MemberCoupon = z.infer<typeof MemberCouponSchema>;

/** `GET member/coupons`: every coupon of the member, usable ones first; `usableCount` for the my-page. */
export const MemberCouponListSchema = z.object({ usableCount: z.number().int(), content: z.array(MemberCouponSchema) });
export type MemberCouponList = z.infer<typeof MemberCouponListSchema>;
export const MemberCouponListResponseSchema = dataEnvelope(MemberCouponListSchema);
/** `GET member/coupons/hotel`: the member's coupons usable now on a hotel. */
export const HotelCouponsResponseSchema = dataEnvelope(z.array(MemberCouponSchema));

/** `POST member/coupons` (Idempotency-Key required): take an offer of the coupon page. */
export const IssueCouponRequestSchema = z.object({ code: z.string().trim().min(1, '쿠폰 코드를 입력해 주세요.').max(40, '쿠폰 코드가 너무 깁니다.') });
export const IssueCouponResponseSchema = dataEnvelope(MemberCouponSchema);

/** `GET member/invite`: the member's invite code and link, and what it brought. */
export const InviteSchema = z.object({
  code: z.string(),
  /** Absolute path of the sign-up page with the code. */
  link: z.string(),
  joinedCount: z.number().int(),
  rewardedCount: z.number().int(),
  rewardAmount: z.number().int(),
});
export type Invite = z.infer<typeof InviteSchema>;
export const InviteResponseSchema = dataEnvelope(InviteSchema);
