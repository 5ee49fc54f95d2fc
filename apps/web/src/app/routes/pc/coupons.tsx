import { CouponsPage } from '../../../features/promotions/components/coupons-page.tsx';

/** /main/coupon_tab2.php: the coupons and how to get them. */
export function Component() {
  return <CouponsPage />;
}
