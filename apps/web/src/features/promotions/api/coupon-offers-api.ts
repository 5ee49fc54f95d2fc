import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CouponOffersResponseSchema, IssueCouponResponseSchema } from '@minda/contracts/coupons';
import { apiPaths } from '@minda/contracts/paths';
import { apiGet, apiRequest } from '../../../lib/api-client.ts';
import { promotionsQueryRoot } from './promotions-query-root.ts';

const offersKey = [...promotionsQueryRoot, 'couponOffers'] as const;

/** GET coupons/offers: what the coupon page hands out; `issued` once the signed-in member took one. */
export function couponOffersQueryOptions() {
  return queryOptions({ queryKey: offersKey, queryFn: ({ signal }) => apiGet<typeof CouponOffersResponseSchema>(apiPaths.coupons.offers.href(), { signal }) });
}

export function useCouponOffers() {
  return useQuery(couponOffersQueryOptions());
}

/** POST member/coupons { code }: 받기. The key makes a double click issue once. */
export function useTakeCoupon() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      apiRequest<typeof IssueCouponResponseSchema>('POST', apiPaths.members.coupons.href(), { body: { code }, headers: { 'Idempotency-Key': crypto.randomUUID() }, ignoreLoginError: false }),
    onSettled: () => client.invalidateQueries({ queryKey: offersKey }),
  });
}
