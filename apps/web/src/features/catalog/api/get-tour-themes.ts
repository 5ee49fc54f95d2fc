import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TourThemesResponseSchema } from '@minda/contracts/tours';
import { apiPaths } from '@minda/contracts/paths';
import { apiGet } from '../../../lib/api-client.ts';
import { productQueryRoots } from '../../../lib/query-keys.ts';

/** Tour theme groups, each with its themes and their items: GET main/tour_tickets/themeItems. */
export function getTourThemes(signal?: AbortSignal) {
  return apiGet<typeof TourThemesResponseSchema>(apiPaths.tours.themeItems.href(), signal ? { signal } : {});
}

export function tourThemesQueryOptions() {
  return queryOptions({
    queryKey: [...productQueryRoots.tour, 'themeItems'] as const,
    queryFn: ({ signal }) => getTourThemes(signal),
  });
}

export function useTourThemes() {
  return useQuery(tourThemesQueryOptions());
}
