import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiPaths } from '@minda/contracts/paths';
import { TOUR_RECOMMEND_PAGE_SIZE } from '@minda/contracts/rules/tour-recommend';
import type { TourRecommendResponseSchema, TourRecommendPage } from '@minda/contracts/tours';
import { apiGet } from '../../../lib/api-client.ts';
import { productQueryRoots } from '../../../lib/query-keys.ts';

export type TourRecommendPageParams = { category: string; page: number };

export function getTourRecommendPage({ category, page }: TourRecommendPageParams, signal?: AbortSignal) {
  return apiGet<typeof TourRecommendResponseSchema>(apiPaths.tours.recommend.href(), {
    query: { category, page, size: TOUR_RECOMMEND_PAGE_SIZE },
    ...(signal ? { signal } : {}),
  });
}

/**
 * Under the tours root key, so a heart tap updates these pages in place and the refetch after a tour wish
 * (useWishToggle) reloads them too.
 */
export function tourRecommendPagesQueryOptions(category: string) {
  return infiniteQueryOptions({
    queryKey: [...productQueryRoots.tour, 'recommend', { category }] as const,
    queryFn: ({ pageParam, signal }) => getTourRecommendPage({ category, page: pageParam }, signal),
    initialPageParam: 0,
    getNextPageParam: (lastPage: TourRecommendPage) => (lastPage.last ? undefined : lastPage.number + 1),
  });
}

/** `enabled: false` for a missing or malformed city: the API would only refuse it. */
export function useTourRecommendPages(category: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useInfiniteQuery({ ...tourRecommendPagesQueryOptions(category), enabled });
}
