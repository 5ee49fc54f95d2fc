import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HotelListResponseSchema } from '@minda/contracts/hotels';
import { apiPaths } from '@minda/contracts/paths';
import { apiGet } from '../../../lib/api-client.ts';
import { productQueryRoots } from '../../../lib/query-keys.ts';

/** Recommended hotels, best first: GET main/hotels/recommendProperties. */
export function getHotelRecommendations(signal?: AbortSignal) {
  return apiGet<typeof HotelListResponseSchema>(apiPaths.hotels.recommendProperties.href(), signal ? { signal } : {});
}

/** Keyed under the hotel root so a heart on a recommended hotel updates every list that shows it. */
export function hotelRecommendationsQueryOptions() {
  return queryOptions({
    queryKey: [...productQueryRoots.hotel, 'recommendProperties'] as const,
    queryFn: ({ signal }) => getHotelRecommendations(signal),
  });
}

export function useHotelRecommendations() {
  return useQuery(hotelRecommendationsQueryOptions());
}
