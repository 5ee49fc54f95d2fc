import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BookingPageResponseSchema, BookingSummary } from '@minda/contracts/bookings';
import type { InviteResponseSchema, MemberCouponListResponseSchema } from '@minda/contracts/coupons';
import type { MemberReviewSummaryResponseSchema } from '@minda/contracts/members';
import { apiPaths } from '@minda/contracts/paths';
import type { PointsCashResponseSchema } from '@minda/contracts/points';
import { BOOKING_STATUS } from '@minda/contracts/rules/bookings';
import { apiGet } from '../../../lib/api-client.ts';
import { mypageQueryRoot } from './mypage-query-root.ts';

const memberOnly = { ignoreLoginError: false } as const;

/** What the member can still review (GET member/reviews): the home's "후기 쓰기". */
export function reviewSummaryQueryOptions() {
  return queryOptions({
    queryKey: [...mypageQueryRoot, 'review-summary'] as const,
    queryFn: ({ signal }) => apiGet<typeof MemberReviewSummaryResponseSchema>(apiPaths.members.reviewSummary.href(), { ...memberOnly, signal }),
  });
}

export const useReviewSummary = () => useQuery(reviewSummaryQueryOptions());

/** The next trip: the confirmed upcoming booking that starts first, of any product line (null when none). */
export function nextTripQueryOptions() {
  return queryOptions({
    queryKey: [...mypageQueryRoot, 'next-trip'] as const,
    queryFn: async ({ signal }): Promise<BookingSummary | null> => {
      const page = await apiGet<typeof BookingPageResponseSchema>(apiPaths.bookings.list.href(), { ...memberOnly, query: { tab: 'upcoming', page: 1 }, signal });
      const confirmed = page.content.filter((b) => b.status === BOOKING_STATUS.confirmed).sort((a, b) => a.checkInAt.localeCompare(b.checkInAt));
      return confirmed[0] ?? null;
    },
  });
}

export const useNextTrip = () => useQuery(nextTripQueryOptions());

/** The points balance (GET member/points-cash, its first history page) and what expires soon. */
export function pointsQueryOptions() {
  return queryOptions({
    queryKey: [...mypageQueryRoot, 'points'] as const,
    queryFn: ({ signal }) => apiGet<typeof PointsCashResponseSchema>(apiPaths.members.pointsCash.href(), { ...memberOnly, query: { page: 0 }, signal }),
  });
}

export const usePoints = () => useQuery(pointsQueryOptions());

/** The member's coupons; the home shows how many are usable now. */
export function couponsQueryOptions() {
  return queryOptions({
    queryKey: [...mypageQueryRoot, 'coupons'] as const,
    queryFn: ({ signal }) => apiGet<typeof MemberCouponListResponseSchema>(apiPaths.members.coupons.href(), { ...memberOnly, signal }),
  });
}

export const useCoupons = () => useQuery(couponsQueryOptions());

/** The member's invite code and link (friends who join with it and book earn the member a coupon). */
export function inviteQueryOptions() {
  return queryOptions({
    queryKey: [...mypageQueryRoot, 'invite'] as const,
    queryFn: ({ signal }) => apiGet<typeof InviteResponseSchema>(apiPaths.members.invite.href(), { ...memberOnly, signal }),
  });
}

export const useInvite = () => useQuery(inviteQueryOptions());
