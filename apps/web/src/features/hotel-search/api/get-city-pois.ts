import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HotelCityPoisResponseSchema } from '@minda/contracts/hotels';
import { apiPaths } from '@minda/contracts/paths';
import { apiGet } from '../../../lib/api-client.ts';

/** A city's points of interest, for the list's filter: GET hotel/cities/{cityId}/pois. */
export function getCityPois(cityId: number, signal?: AbortSignal) {
  return apiGet<typeof HotelCityPoisResponseSchema>(apiPaths.hotels.pois.href(cityId), signal ? { signal } : {});
}

export function cityPoisQueryOptions(cityId: number) {
  return queryOptions({
    queryKey: ['hotel-city', cityId, 'pois'] as const,
    queryFn: ({ signal }) => getCityPois(cityId, signal),
    staleTime: Infinity,
    enabled: cityId > 0,
  });
}

export const useCityPois = (cityId: number) => useQuery(cityPoisQueryOptions(cityId));
