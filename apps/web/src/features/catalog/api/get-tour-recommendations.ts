import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TourItemsResponseSchema } from '@minda/contracts/tours';
import { apiPaths } from '@minda/contracts/paths';
import { knownCityFilter, TOUR_RECOMMEND_CITY_CODES } from '@minda/contracts/rules/city-codes';
import { apiGet } from '../../../lib/api-client.ts';
import { productQueryRoots } from '../../../lib/query-keys.ts';

export type TourRecommendationsParams = { cityCode?: string };

export function getTourRecommendations({ cityCode }: TourRecommendationsParams = {}, signal?: AbortSignal) {
  const city = knownCityFilter(TOUR_RECOMMEND_CITY_CODES, cityCode);
  return apiGet<typeof TourItemsResponseSchema>(apiPaths.tours.recommendItems.href(), { query: { cityCode: city }, ...(signal ? { signal } : {}) });
}

export function tourRecommendationsQueryOptions(params: TourRecommendationsParams = {}) {
  const city = knownCityFilter(TOUR_RECOMMEND_CITY_CODES, params.cityCode);
  return queryOptions({
    queryKey: [...productQueryRoots.tour, 'recommendItems', { cityCode: city ?? null }] as const,
    queryFn: ({ signal }) => getTourRecommendations({ cityCode: city }, signal),
  });
}

export function useTourRecommendations(params: TourRecommendationsParams = {}) {
  return useQuery(tourRecommendationsQueryOptions(params));
}
