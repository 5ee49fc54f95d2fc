import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HotelPopularCitiesResponseSchema } from '@minda/contracts/hotels';
import { apiPaths } from '@minda/contracts/paths';
import { apiGet } from '../../../lib/api-client.ts';

export function getHotelPopularCities(signal?: AbortSignal) {
  return apiGet<typeof HotelPopularCitiesResponseSchema>(apiPaths.hotels.popularCities.href(), signal ? { signal } : {});
}

export function hotelPopularCitiesQueryOptions() {
  return queryOptions({
    queryKey: ['popular-cities', 'hotels'] as const,
    queryFn: ({ signal }) => getHotelPopularCities(signal),
    staleTime: 10 * 60_000,
  });
}

export function useHotelPopularCities() {
  return useQuery(hotelPopularCitiesQueryOptions());
}
