import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TourPopularCitiesResponseSchema } from '@minda/contracts/tours';
import { apiPaths } from '@minda/contracts/paths';
import { apiGet } from '../../../lib/api-client.ts';

export function getTourPopularCities(signal?: AbortSignal) {
  return apiGet<typeof TourPopularCitiesResponseSchema>(apiPaths.tours.popularCities.href(), signal ? { signal } : {});
}

export function tourPopularCitiesQueryOptions() {
  return queryOptions({
    queryKey: ['popular-cities', 'tours'] as const,
    queryFn: ({ signal }) => getTourPopularCities(signal),
    staleTime: 10 * 60_000,
  });
}

export function useTourPopularCities() {
  return useQuery(tourPopularCitiesQueryOptions());
}
