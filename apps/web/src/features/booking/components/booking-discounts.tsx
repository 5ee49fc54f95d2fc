import { useId } from 'react';
import type { MemberCoupon } from '@minda/contracts/coupons';
import type { ProductType } from '@minda/contracts/rules/bookings';
import { bookingDiscounts, couponFaceValue, couponUseError, MIN_CHARGE_WON } from '@minda/contracts/rules/coupons';
import { maxSpendablePoints, POINT_STEP } from '@minda/contracts/rules/points';
import { formatWon } from '@minda/contracts/rules/price';
import styles from './booking.module.css';

export type DiscountChoice = { memberCouponId: number | null; points: number };
export const NO_DISCOUNT: DiscountChoice = { memberCouponId: null, points: 0 };

type Money = { total: number; deposit: number };

/** The member's coupons usable on this booking now, with what each takes off. */
export function usableCoupons(coupons: readonly MemberCoupon[], productType: ProductType, total: number, now: string): { coupon: MemberCoupon; face: number }[] {
  return coupons
    .filter((c) => c.status === 'usable' && couponUseError(c, { productType, total }, now) === null)
    .map((coupon) => ({ coupon, face: couponFaceValue(coupon, total) }));
}

/** The discounts of a choice (rules bookingDiscounts): the lines and the amount due, or the Korean reason. */
export function pricedChoice(money: Money, coupons: readonly { coupon: MemberCoupon; face: number }[], choice: DiscountChoice, balance: number) {
  const face = coupons.find((c) => c.coupon.id === choice.memberCouponId)?.face ?? 0;
  return bookingDiscounts(money, face, choice.points, balance);
}

/** The most points this booking takes: 10% of the total, the balance, and what leaves 100 won to pay after the coupon. */
export function pointsCap(money: Money, couponDiscount: number, balance: number): number {
  const room = Math.max(0, money.deposit - MIN_CHARGE_WON - couponDiscount);
  return Math.min(maxSpendablePoints(money.total, balance), Math.floor(room / POINT_STEP) * POINT_STEP);
}

type Props = {
  money: Money;
  coupons: readonly { coupon: MemberCoupon; face: number }[];
  balance: number;
  choice: DiscountChoice;
  onChange: (choice: DiscountChoice) => void;
};

/** The booking form's 할인 section: a coupon of the member's and points in 100-won steps (decision 028). */
export function BookingDiscounts({ money, coupons, balance, choice, onChange }: Props) {
  const id = useId();
  const priced = pricedChoice(money, coupons, choice, balance);
  const couponDiscount = 'error' in priced ? (coupons.find((c) => c.coupon.id === choice.memberCouponId)?.face ?? 0) : priced.couponDiscount;
  const cap = pointsCap(money, couponDiscount, balance);
  return (
    <section className={styles.section} aria-labelledby={`${id}-discount`}>
      <h2 id={`${id}-discount`} className={styles.sectionTitle}>
        할인
      </h2>
      <label className={styles.field}>
        <span className={styles.label}>쿠폰</span>
        <select
          className={styles.input}
          value={choice.memberCouponId ?? ''}
          onChange={(event) => onChange({ ...choice, memberCouponId: event.target.value ? Number(event.target.value) : null })}
        >
          <option value="">{coupons.length === 0 ? '사용할 수 있는 쿠폰이 없어요' : '쿠폰을 선택하세요'}</option>
          {coupons.map(({ coupon, face }) => (
            <option key={coupon.id} value={coupon.id}>
              {coupon.name} (-{formatWon(face)})
            </option>
          ))}
        </select>
      </label>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={`${id}-points`}>
          포인트 (보유 {formatWon(balance)}, 이 예약에 최대 {formatWon(cap)})
        </label>
        <div className={styles.pointsRow}>
          <input
            id={`${id}-points`}
            className={styles.input}
            type="number"
            inputMode="numeric"
            min={0}
            max={cap}
            step={POINT_STEP}
            value={choice.points === 0 ? '' : choice.points}
            placeholder="0"
            aria-invalid={'error' in priced ? true : undefined}
            aria-describedby={`${id}-points-hint`}
            onChange={(event) => onChange({ ...choice, points: Math.max(0, Math.trunc(Number(event.target.value) || 0)) })}
          />
          <button type="button" className={styles.secondaryButton} disabled={cap === 0} onClick={() => onChange({ ...choice, points: cap })}>
            최대 사용
          </button>
        </div>
        <p id={`${id}-points-hint`} className={'error' in priced ? styles.fieldError : styles.hint}>
          {'error' in priced ? priced.error : `${POINT_STEP}원 단위로, 총 요금의 10%까지 사용할 수 있어요.`}
        </p>
      </div>
    </section>
  );
}
