import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SitePageResponseSchema } from '@minda/contracts/content';
import { apiPaths } from '@minda/contracts/paths';
import { COUPONS_PAGE_SLUG } from '@minda/contracts/content';
import { apiGet } from '../../../lib/api-client.ts';
import { promotionsQueryRoot } from './promotions-query-root.ts';

/** The promotion coupons the operator publishes: the site page `coupons` (GET content/pages/coupons). */
export function getCouponPage(signal?: AbortSignal) {
  return apiGet<typeof SitePageResponseSchema>(apiPaths.content.page.href(COUPONS_PAGE_SLUG), signal ? { signal } : {});
}

export function couponPageQueryOptions() {
  return queryOptions({
    queryKey: [...promotionsQueryRoot, 'couponPage'] as const,
    queryFn: ({ signal }) => getCouponPage(signal),
    staleTime: 10 * 60_000,
  });
}

export function useCouponPage() {
  return useQuery(couponPageQueryOptions());
}
