import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@minda/contracts/paths';
import type { CityThemeSlug } from '@minda/contracts/web-pages';
import type { CityThemeResponseSchema } from '@minda/contracts/stays';
import { apiGet } from '../../../lib/api-client.ts';
import { productQueryRoots } from '../../../lib/query-keys.ts';

/** GET main/stays/cityThemes/{slug}: the guide, the cities, their best stays and tours. */
export function getCityTheme(slug: CityThemeSlug, signal?: AbortSignal) {
  return apiGet<typeof CityThemeResponseSchema>(apiPaths.stays.cityTheme.href(slug), signal ? { signal } : {});
}

/** The page (guide, cities, stays) under the stays root, so a heart on a stay card flips here and everywhere. */
export function cityThemeQueryOptions(slug: CityThemeSlug) {
  return queryOptions({
    queryKey: [...productQueryRoots.stay, 'cityTheme', slug] as const,
    queryFn: ({ signal }) => getCityTheme(slug, signal),
  });
}

/**
 * The same call's tours under the tours root: tour hearts flip there, and the refetch after a tour wish reads
 * fresh flags without touching the stays part.
 */
export function cityThemeToursQueryOptions(slug: CityThemeSlug) {
  return queryOptions({
    queryKey: [...productQueryRoots.tour, 'cityTheme', slug] as const,
    queryFn: async ({ signal }) => (await getCityTheme(slug, signal)).tours,
  });
}

export function useCityTheme(slug: CityThemeSlug) {
  return useQuery(cityThemeQueryOptions(slug));
}

export function useCityThemeTours(slug: CityThemeSlug) {
  return useQuery(cityThemeToursQueryOptions(slug));
}
