import { couponOffersQueryOptions } from '../../../features/promotions/api/coupon-offers-api.ts';
import { couponPageQueryOptions } from '../../../features/promotions/api/get-coupon-page.ts';
import { CouponsPage } from '../../../features/promotions/components/coupons-page.tsx';
import { ensureQueries, type ScreenLoader } from '../../route-data.ts';

export const loader: ScreenLoader = ({ client }) => ensureQueries(client, couponPageQueryOptions(), couponOffersQueryOptions());

/** /main/coupon_tab2.php: the coupons and how to get them. */
export function Component() {
  return <CouponsPage />;
}
