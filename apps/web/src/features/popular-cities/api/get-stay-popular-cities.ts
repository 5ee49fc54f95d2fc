import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StayPopularCitiesResponseSchema } from '@minda/contracts/stays';
import { apiPaths } from '@minda/contracts/paths';
import { apiGet } from '../../../lib/api-client.ts';

export function getStayPopularCities(signal?: AbortSignal) {
  return apiGet<typeof StayPopularCitiesResponseSchema>(apiPaths.stays.popularCities.href(), signal ? { signal } : {});
}

export function stayPopularCitiesQueryOptions() {
  return queryOptions({
    queryKey: ['popular-cities', 'stays'] as const,
    queryFn: ({ signal }) => getStayPopularCities(signal),
    staleTime: 10 * 60_000,
  });
}

export function useStayPopularCities() {
  return useQuery(stayPopularCitiesQueryOptions());
}
