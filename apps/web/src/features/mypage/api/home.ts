import { useQuery } from '@tanstack/react-query';
import type { BookingPageResponseSchema, BookingSummary } from '@minda/contracts/bookings';
import type { MemberReviewSummaryResponseSchema } from '@minda/contracts/members';
import { apiPaths } from '@minda/contracts/paths';
import { BOOKING_STATUS } from '@minda/contracts/rules/bookings';
import { apiGet } from '../../../lib/api-client.ts';
import { mypageQueryRoot } from './mypage-query-root.ts';

const memberOnly = { ignoreLoginError: false } as const;

/** What the member can still review (GET member/reviews): the home's "후기 쓰기". */
export function useReviewSummary() {
  return useQuery({
    queryKey: [...mypageQueryRoot, 'review-summary'] as const,
    queryFn: ({ signal }) => apiGet<typeof MemberReviewSummaryResponseSchema>(apiPaths.members.reviewSummary.href(), { ...memberOnly, signal }),
  });
}

/** The next trip: the confirmed upcoming booking that starts first, of any product line (null when none). */
export function useNextTrip() {
  return useQuery({
    queryKey: [...mypageQueryRoot, 'next-trip'] as const,
    queryFn: async ({ signal }): Promise<BookingSummary | null> => {
      const page = await apiGet<typeof BookingPageResponseSchema>(apiPaths.bookings.list.href(), { ...memberOnly, query: { tab: 'upcoming', page: 1 }, signal });
      const confirmed = page.content.filter((b) => b.status === BOOKING_STATUS.confirmed).sort((a, b) => a.checkInAt.localeCompare(b.checkInAt));
      return confirmed[0] ?? null;
    },
  });
}
