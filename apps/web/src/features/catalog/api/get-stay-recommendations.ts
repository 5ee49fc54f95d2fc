import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StayRecommendResponseSchema } from '@minda/contracts/stays';
import { apiPaths } from '@minda/contracts/paths';
import { knownCityFilter, STAY_RECOMMEND_CITY_CODES } from '@minda/contracts/rules/city-codes';
import { apiGet } from '../../../lib/api-client.ts';
import { productQueryRoots } from '../../../lib/query-keys.ts';

export type StayRecommendationsParams = { cityCode?: string };

/** Stay recommendations of all four categories; the city filter is sent only for known cities (spec 1 §9). */
export function getStayRecommendations({ cityCode }: StayRecommendationsParams = {}, signal?: AbortSignal) {
  const city = knownCityFilter(STAY_RECOMMEND_CITY_CODES, cityCode);
  return apiGet<typeof StayRecommendResponseSchema>(apiPaths.stays.recommendItems.href(), { query: { cityCode: city }, ...(signal ? { signal } : {}) });
}

export function stayRecommendationsQueryOptions(params: StayRecommendationsParams = {}) {
  const city = knownCityFilter(STAY_RECOMMEND_CITY_CODES, params.cityCode);
  return queryOptions({
    queryKey: [...productQueryRoots.stay, 'recommendItems', { cityCode: city ?? null }] as const,
    queryFn: ({ signal }) => getStayRecommendations({ cityCode: city }, signal),
  });
}

export function useStayRecommendations(params: StayRecommendationsParams = {}) {
  return useQuery(stayRecommendationsQueryOptions(params));
}
