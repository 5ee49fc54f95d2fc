import { Link } from 'react-router';
import { formatCount } from '../../../lib/format.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { usePlatform } from '../../../lib/platform.tsx';
import { ErrorState } from '../../../ui/error-state/error-state.tsx';
import { SanitizedHtml } from '../../../ui/sanitized-html/sanitized-html.tsx';
import { OutboundLink } from '../../../ui/smart-link/outbound-link.tsx';
import { useCouponPage } from '../api/get-coupon-page.ts';
import { couponEvents, couponOffers } from '../coupon-offers.ts';
import { CouponOffersList } from './coupon-offers-list.tsx';
import { PromotionTabs } from './promotion-tabs.tsx';
import styles from './promotions.module.css';

/**
 * 쿠폰 (/main/coupon_tab2.php, mobile /m/1.0/grp_main/coupon.html): the standing coupons and how to get them,
 * then the operator's promotion coupons. The tabs to the other discount pages are PC pages: mobile has none.
 */
export function CouponsPage() {
  usePageMeta({ title: '쿠폰 - 민다', description: '앱 다운로드, 친구 초대, 기간 한정 프로모션까지. 민다에서 받을 수 있는 쿠폰을 확인하세요.' });
  const page = useCouponPage();
  const platform = usePlatform();

  return (
    <div className={styles.page}>
      {platform === 'pc' && <PromotionTabs active="coupons" />}
      <header className={styles.hero} data-kind="coupons">
        <p className={styles.eyebrow}>COUPON</p>
        <h1 className={styles.title}>쿠폰 받고 더 가볍게</h1>
        <p className={styles.lead}>받는 방법은 간단해요. 받은 쿠폰은 예약할 때 결제 단계에서 고를 수 있어요.</p>
      </header>

      <section aria-labelledby="coupon-offers" className={styles.block}>
        <h2 id="coupon-offers" className={styles.blockTitle}>
          언제든 받을 수 있는 쿠폰
        </h2>
        <ul className={styles.coupons}>
          {couponOffers(platform).map((offer) => (
            <li key={offer.id} className={styles.coupon} data-coupon={offer.id}>
              <p className={styles.couponAmount}>
                {formatCount(offer.amountWon)}
                <span>원</span>
              </p>
              <h3 className={styles.couponName}>{offer.name}</h3>
              <p className={styles.couponHow}>{offer.how}</p>
              <div className={styles.couponLinks}>
                {offer.links.map((link) =>
                  link.outbound ? (
                    <OutboundLink key={link.href} href={link.href} className={styles.couponLink}>
                      {link.label}
                      <span className="visually-hidden"> (새 창)</span>
                    </OutboundLink>
                  ) : (
                    <Link key={link.href} to={link.href} className={styles.couponLink}>
                      {link.label}
                    </Link>
                  ),
                )}
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="coupon-take" className={styles.block}>
        <h2 id="coupon-take" className={styles.blockTitle}>
          지금 받을 수 있는 쿠폰
        </h2>
        <CouponOffersList />
      </section>

      <section aria-labelledby="coupon-promotions" className={styles.block}>
        <h2 id="coupon-promotions" className={styles.blockTitle}>
          {page.data?.title ?? '프로모션 쿠폰'}
        </h2>
        {page.isError ? (
          <ErrorState message="프로모션 쿠폰을 불러오지 못했어요." onRetry={() => void page.refetch()} retrying={page.isFetching} />
        ) : page.data ? (
          <SanitizedHtml html={page.data.bodyHtml} className={styles.prose} />
        ) : (
          <div role="status" aria-label="프로모션 쿠폰 불러오는 중" aria-busy="true" className={styles.proseSkeleton} />
        )}
        <ul className={styles.eventLinks}>
          {couponEvents(platform).map((event) => (
            <li key={event.href}>
              <Link to={event.href}>{event.label} 보기</Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
