import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiPaths } from '@minda/contracts/paths';
import type { ReviewPageResponseSchema, ReviewPage, ReviewProductType, ReviewSort } from '@minda/contracts/reviews';
import { REVIEW_PAGE_SIZE } from '@minda/contracts/rules/reviews';
import { apiGet } from '../../../lib/api-client.ts';

export type ReviewTarget = { productType: ReviewProductType; productId: number | string };

function reviewsPath({ productType, productId }: ReviewTarget): string {
  if (productType === 'hotel') return apiPaths.reviews.hotel.href(String(productId));
  return productType === 'minbak' ? apiPaths.reviews.stay.href(Number(productId)) : apiPaths.reviews.tour.href(Number(productId));
}

export function reviewPagesQueryOptions(target: ReviewTarget, sort: ReviewSort) {
  return infiniteQueryOptions({
    queryKey: ['reviews', target.productType, String(target.productId), { sort }] as const,
    queryFn: ({ pageParam, signal }) =>
      apiGet<typeof ReviewPageResponseSchema>(reviewsPath(target), { query: { page: pageParam, size: REVIEW_PAGE_SIZE, sort }, signal }),
    initialPageParam: 0,
    getNextPageParam: (last: ReviewPage) => (last.last ? undefined : last.number + 1),
  });
}

/** The sort a product page's review list opens with. */
export const FIRST_REVIEW_SORT: ReviewSort = 'recent';

/** What a product page shows of its reviews before any choice: the first page in the opening sort (its loader's). */
export function firstReviewsQueryOptions(target: ReviewTarget) {
  return reviewPagesQueryOptions(target, FIRST_REVIEW_SORT);
}

/** A new sort keeps the current reviews on screen until its first page arrives. */
export function useReviewPages(target: ReviewTarget, sort: ReviewSort) {
  return useInfiniteQuery({ ...reviewPagesQueryOptions(target, sort), placeholderData: keepPreviousData });
}
