import { describe, expect, it } from 'vitest';
import { bookingDiscounts, couponFaceValue, couponUseError, type CouponTerms } from './coupons.ts';

const welcome: CouponTerms = {
  discountType: 'amount', discountValue: 15_000, maxDiscount: null, minOrderAmount: 100_000,
  productTypes: ['stay', 'hotel', 'tour'], validFrom: '2026-11-01T00:00:00.000Z', validUntil: '2026-12-01T00:00:00.000Z',
};
const spring: CouponTerms = { ...welcome, discountType: 'percent', discountValue: 7, maxDiscount: 20_000, minOrderAmount: 0, productTypes: ['tour'] };

describe('couponUseError', () => {
  it('checks the validity window, the product type and the minimum amount', () => {
    const order = { productType: 'stay' as const, total: 100_000 };
    expect(couponUseError(welcome, order, '2026-11-15T00:00:00.000Z')).toBeNull();
    expect(couponUseError(welcome, order, '2026-10-31T23:59:59.000Z')).toBe('아직 사용할 수 없는 쿠폰입니다.');
    expect(couponUseError(welcome, order, '2026-12-01T00:00:00.000Z')).toBe('유효 기간이 지난 쿠폰입니다.');
    expect(couponUseError(welcome, { ...order, total: 99_999 }, '2026-11-15T00:00:00.000Z')).toBe('100,000원 이상 예약에 사용할 수 있는 쿠폰입니다.');
    expect(couponUseError(spring, order, '2026-11-15T00:00:00.000Z')).toBe('이 상품에는 사용할 수 없는 쿠폰입니다.');
  });
});

describe('couponFaceValue', () => {
  it('is the amount, or the percent floored and capped', () => {
    expect(couponFaceValue(welcome, 50_000)).toBe(15_000);
    expect(couponFaceValue(spring, 123_456)).toBe(8_641);
    expect(couponFaceValue(spring, 1_000_000)).toBe(20_000);
  });
});

describe('bookingDiscounts', () => {
  it('takes the coupon and the points off the online amount exactly', () => {
    // A stay of 300,000 with a 30,000 deposit: 3,000 coupon and 5,000 points -> 22,000 to pay.
    expect(bookingDiscounts({ total: 300_000, deposit: 30_000 }, 3_000, 5_000, 10_000)).toEqual({ couponDiscount: 3_000, pointsDiscount: 5_000, amountDue: 22_000 });
  });
  it('leaves at least 100 won to pay', () => {
    expect(bookingDiscounts({ total: 20_000, deposit: 2_000 }, 3_000, 0, 0)).toEqual({ couponDiscount: 1_900, pointsDiscount: 0, amountDue: 100 });
    expect(bookingDiscounts({ total: 30_000, deposit: 3_000 }, 1_000, 2_000, 5_000)).toEqual({ error: '포인트는 결제 금액 중 100원을 남기고 사용할 수 있습니다.' });
  });
  it('refuses points beyond 10% of the total or the balance', () => {
    expect(bookingDiscounts({ total: 100_000, deposit: 100_000 }, 0, 10_100, 50_000)).toEqual({ error: '포인트는 결제 금액의 10%까지 사용할 수 있습니다.' });
    expect(bookingDiscounts({ total: 100_000, deposit: 100_000 }, 0, 1_000, 900)).toEqual({ error: '보유 포인트가 부족합니다.' });
  });
});
