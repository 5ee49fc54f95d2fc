import { useQuery } from '@tanstack/react-query';
import type { MemberCouponListResponseSchema } from '@minda/contracts/coupons';
import { apiPaths } from '@minda/contracts/paths';
import type { PointsCashResponseSchema } from '@minda/contracts/points';
import { apiGet } from '../../../lib/api-client.ts';

/** The member's coupons and points for the booking form's discounts (GET member/coupons, member/points-cash). */
export function useWallet(enabled: boolean) {
  const coupons = useQuery({
    queryKey: ['member', 'coupons'] as const,
    queryFn: ({ signal }) => apiGet<typeof MemberCouponListResponseSchema>(apiPaths.members.coupons.href(), { signal }),
    enabled,
  });
  const points = useQuery({
    queryKey: ['member', 'points-cash', 0] as const,
    queryFn: ({ signal }) => apiGet<typeof PointsCashResponseSchema>(apiPaths.members.pointsCash.href(), { signal }),
    enabled,
  });
  return { coupons: coupons.data?.content ?? [], balance: points.data?.balance ?? 0 };
}
