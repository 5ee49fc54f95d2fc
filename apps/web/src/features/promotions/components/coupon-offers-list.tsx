import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { CouponOffer } from '@minda/contracts/coupons';
import { platformPaths } from '@minda/contracts/paths';
import { formatWon } from '@minda/contracts/rules/price';
import { ApiError } from '../../../lib/api-error.ts';
import { useLoginGate } from '../../../lib/login-gate.tsx';
import { usePlatform } from '../../../lib/platform.tsx';
import { ErrorState } from '../../../ui/error-state/error-state.tsx';
import { useCouponOffers, useTakeCoupon } from '../api/coupon-offers-api.ts';
import styles from './promotions.module.css';

const PRODUCT_WORDS = { stay: '한인민박', hotel: '해외호텔', tour: '투어·티켓' } as const;

const discountText = (o: CouponOffer) =>
  o.discountType === 'amount' ? formatWon(o.discountValue) : `${o.discountValue}%${o.maxDiscount ? ` (최대 ${formatWon(o.maxDiscount)})` : ''}`;
const validityText = (o: CouponOffer) =>
  o.validUntil ? `${o.validUntil.slice(0, 10).replaceAll('-', '.')}까지${o.validDays ? `, 받은 날부터 ${o.validDays}일` : ''}` : `받은 날부터 ${o.validDays ?? 0}일`;

/** The coupon page's offers with a 받기 button each: a visitor goes to login and comes back here. */
export function CouponOffersList() {
  const offers = useCouponOffers();
  const take = useTakeCoupon();
  const loggedIn = useLoginGate().isLoggedIn;
  const navigate = useNavigate();
  const platform = usePlatform();
  const { pathname, search } = useLocation();
  const [message, setMessage] = useState('');

  const onTake = (offer: CouponOffer) => {
    if (loggedIn === false) {
      void navigate(platformPaths[platform].login(`${pathname}${search}`));
      return;
    }
    setMessage('');
    take.mutate(offer.code, {
      onSuccess: (coupon) => setMessage(`${coupon.name}을 받았어요. 예약할 때 결제 단계에서 쓸 수 있어요.`),
      onError: (error) => setMessage(error instanceof ApiError ? error.message : '쿠폰을 받지 못했어요. 다시 시도해 주세요.'),
    });
  };

  if (offers.isError) return <ErrorState message="받을 수 있는 쿠폰을 불러오지 못했어요." onRetry={() => void offers.refetch()} retrying={offers.isFetching} />;
  if (!offers.data) return <div role="status" aria-label="쿠폰 불러오는 중" aria-busy="true" className={styles.proseSkeleton} />;
  return (
    <>
      <ul className={styles.coupons}>
        {offers.data.map((offer) => (
          <li key={offer.code} className={styles.coupon} data-coupon={offer.code}>
            <p className={styles.couponAmount}>{discountText(offer)}</p>
            <h3 className={styles.couponName}>{offer.name}</h3>
            <p className={styles.couponHow}>
              {offer.description} · {offer.productTypes.map((p) => PRODUCT_WORDS[p]).join('·')}
              {offer.minOrderAmount > 0 ? ` · ${formatWon(offer.minOrderAmount)} 이상` : ''} · {validityText(offer)}
            </p>
            <div className={styles.couponLinks}>
              <button
                type="button"
                className={styles.couponLink}
                disabled={offer.issued || offer.soldOut || (take.isPending && take.variables === offer.code)}
                onClick={() => onTake(offer)}
                aria-label={`${offer.name} ${offer.issued ? '받음' : offer.soldOut ? '마감' : '받기'}`}
              >
                {offer.issued ? '받음' : offer.soldOut ? '마감' : '받기'}
              </button>
            </div>
          </li>
        ))}
      </ul>
      <p role="status" className={styles.couponHow}>
        {message}
      </p>
    </>
  );
}
