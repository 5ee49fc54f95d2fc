import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HotelCityNeighborhoodsResponseSchema } from '@minda/contracts/hotels';
import { apiPaths } from '@minda/contracts/paths';
import { apiGet } from '../../../lib/api-client.ts';

/** A city's neighbourhoods with hotel counts, for the list's filter: GET hotel/cities/{cityId}/neighborhoods. */
export function getCityNeighborhoods(cityId: number, signal?: AbortSignal) {
  return apiGet<typeof HotelCityNeighborhoodsResponseSchema>(apiPaths.hotels.neighborhoods.href(cityId), signal ? { signal } : {});
}

export function cityNeighborhoodsQueryOptions(cityId: number) {
  return queryOptions({
    queryKey: ['hotel-city', cityId, 'neighborhoods'] as const,
    queryFn: ({ signal }) => getCityNeighborhoods(cityId, signal),
    staleTime: Infinity,
    enabled: cityId > 0,
  });
}

export const useCityNeighborhoods = (cityId: number) => useQuery(cityNeighborhoodsQueryOptions(cityId));
