import { CouponsPage } from '../../../features/promotions/components/coupons-page.tsx';
import { MobileTabLayout } from '../../layouts/mobile-tab-layout.tsx';

/** /m/1.0/grp_main/coupon.html: the coupon page on mobile (the my-page's 사용 가능한 쿠폰 and the menu's 쿠폰). */
export function Component() {
  return (
    <MobileTabLayout active="mypage">
      <CouponsPage />
    </MobileTabLayout>
  );
}
