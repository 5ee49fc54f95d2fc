import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { HotelListResponseSchema } from '@minda/contracts/hotels';
import { apiPaths } from '@minda/contracts/paths';
import { apiGet } from '../../../lib/api-client.ts';
import { productQueryRoots } from '../../../lib/query-keys.ts';

/** Details of recently viewed hotels in the order asked: GET main/hotels/recentlyViewed?propertyIds=1,2. */
export function getRecentlyViewedHotels(propertyIds: readonly number[], signal?: AbortSignal) {
  return apiGet<typeof HotelListResponseSchema>(apiPaths.hotels.recentlyViewed.href(), { query: { propertyIds: propertyIds.join(',') }, ...(signal ? { signal } : {}) });
}

/** Keyed under the hotel root so a wish toggle updates this list too; no call while the history is empty. */
export function recentlyViewedHotelsQueryOptions(propertyIds: readonly number[]) {
  return queryOptions({
    queryKey: [...productQueryRoots.hotel, 'recentlyViewed', { propertyIds: [...propertyIds] }] as const,
    queryFn: propertyIds.length > 0 ? ({ signal }) => getRecentlyViewedHotels(propertyIds, signal) : skipToken,
  });
}

export function useRecentlyViewedHotels(propertyIds: readonly number[]) {
  return useQuery(recentlyViewedHotelsQueryOptions(propertyIds));
}
