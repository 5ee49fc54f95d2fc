import { couponOffersQueryOptions } from '../../../features/promotions/api/coupon-offers-api.ts';
import { couponPageQueryOptions } from '../../../features/promotions/api/get-coupon-page.ts';
import { ensureQueries, type ScreenLoader } from '../../route-data.ts';

export const loader: ScreenLoader = ({ client }) => ensureQueries(client, couponPageQueryOptions(), couponOffersQueryOptions());
