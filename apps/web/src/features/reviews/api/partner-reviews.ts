import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@minda/contracts/paths';
import type { ManagerReviewPageResponseSchema, ReviewCommentResponseSchema } from '@minda/contracts/reviews';
import { apiGet, apiRequest } from '../../../lib/api-client.ts';

const root = ['partner-reviews'] as const;
const PAGE_SIZE = 10;

/** GET reviews/manager: one page of the partner's reviews, `replied` false (waiting) or true (answered). */
export function partnerReviewsQueryOptions(replied: boolean, page: number) {
  return queryOptions({
    queryKey: [...root, { replied, page }] as const,
    queryFn: ({ signal }) =>
      apiGet<typeof ManagerReviewPageResponseSchema>(apiPaths.reviews.manager.href(), { query: { replied, page: page - 1, size: PAGE_SIZE }, signal, ignoreLoginError: false }),
    placeholderData: keepPreviousData,
  });
}

export function usePartnerReviews(replied: boolean, page: number) {
  return useQuery(partnerReviewsQueryOptions(replied, page));
}

/** The partner's reply and its removal: both lists, and the product pages' reviews, change. */
export function usePartnerReply() {
  const queryClient = useQueryClient();
  const refresh = () => Promise.all([queryClient.invalidateQueries({ queryKey: root }), queryClient.invalidateQueries({ queryKey: ['reviews'] })]);
  return {
    reply: useMutation({
      mutationFn: ({ reviewId, content }: { reviewId: number; content: string }) =>
        apiRequest<typeof ReviewCommentResponseSchema>('POST', apiPaths.reviews.managerComments.href(reviewId), { body: { content }, ignoreLoginError: false }),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: ({ reviewId, commentId }: { reviewId: number; commentId: number }) =>
        apiRequest('DELETE', apiPaths.reviews.managerComment.href(reviewId, commentId), { ignoreLoginError: false }),
      onSuccess: refresh,
    }),
  };
}
