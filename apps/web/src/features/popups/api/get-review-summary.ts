import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MemberReviewSummaryResponseSchema } from '@minda/contracts/members';
import { apiPaths } from '@minda/contracts/paths';
import { apiGet } from '../../../lib/api-client.ts';

/** What the logged-in member can still review: GET member/reviews (members only). */
export function getReviewSummary(signal?: AbortSignal) {
  return apiGet<typeof MemberReviewSummaryResponseSchema>(apiPaths.members.reviewSummary.href(), { ignoreLoginError: false, ...(signal ? { signal } : {}) });
}

export function reviewSummaryQueryOptions() {
  return queryOptions({
    queryKey: ['popups', 'review-summary'] as const,
    queryFn: ({ signal }) => getReviewSummary(signal),
    staleTime: 60_000,
  });
}

/** Asked only for members: a visitor would get a 401. */
export function useReviewSummary(enabled: boolean) {
  return useQuery({ ...reviewSummaryQueryOptions(), enabled });
}
