import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { TourItemsResponseSchema } from '@minda/contracts/tours';
import { apiPaths } from '@minda/contracts/paths';
import { apiGet } from '../../../lib/api-client.ts';
import { productQueryRoots } from '../../../lib/query-keys.ts';

/** Details of recently viewed tours in the order asked: GET main/tour_tickets/recentlyViewed?itemNos=2001,2002. */
export function getRecentlyViewedTours(itemNos: readonly number[], signal?: AbortSignal) {
  return apiGet<typeof TourItemsResponseSchema>(apiPaths.tours.recentlyViewed.href(), { query: { itemNos: itemNos.join(',') }, ...(signal ? { signal } : {}) });
}

/** Keyed under the tour root so a wish toggle updates this list too; no call while the history is empty. */
export function recentlyViewedToursQueryOptions(itemNos: readonly number[]) {
  return queryOptions({
    queryKey: [...productQueryRoots.tour, 'recentlyViewed', { itemNos: [...itemNos] }] as const,
    queryFn: itemNos.length > 0 ? ({ signal }) => getRecentlyViewedTours(itemNos, signal) : skipToken,
  });
}

export function useRecentlyViewedTours(itemNos: readonly number[]) {
  return useQuery(recentlyViewedToursQueryOptions(itemNos));
}
