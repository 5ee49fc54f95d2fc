import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HotelPopularCitiesResponseSchema } from '@minda/contracts/hotels';
import type { StayPopularCitiesResponseSchema } from '@minda/contracts/stays';
import type { TourPopularCitiesResponseSchema } from '@minda/contracts/tours';
import { apiPaths } from '@minda/contracts/paths';
import { POPULAR_CITIES_SHOWN } from '@minda/contracts/rules/limits';
import type { SearchType } from '@minda/contracts/search';
import { apiGet } from '../../../lib/api-client.ts';
import type { SuggestionItem } from '../keyword-state.ts';

/**
 * The popular cities the keyword pane lists when nothing is typed (or nothing matched), as suggestion rows.
 * The same calls as the homes' popular-city sections (main/{stays,hotels,tour_tickets}/popularCities).
 */
export async function getPopularCityChoices(searchType: SearchType, signal?: AbortSignal): Promise<SuggestionItem[]> {
  const options = signal ? { signal } : {};
  switch (searchType) {
    case 'stays':
      return (await apiGet<typeof StayPopularCitiesResponseSchema>(apiPaths.stays.popularCities.href(), options)).map((c) => ({
        type: 'city' as const,
        id: c.category,
        name: c.categoryName,
        label: c.countryName ? `${c.categoryName}, ${c.countryName}` : c.categoryName,
      }));
    case 'tour':
      return (await apiGet<typeof TourPopularCitiesResponseSchema>(apiPaths.tours.popularCities.href(), options)).map((c) => ({
        type: 'city' as const,
        id: c.category,
        name: c.categoryName,
        label: c.countryName ? `${c.categoryName}, ${c.countryName}` : c.categoryName,
      }));
    case 'hotel':
      return (await apiGet<typeof HotelPopularCitiesResponseSchema>(apiPaths.hotels.popularCities.href(), options)).map((c) => ({
        type: 'city' as const,
        id: String(c.cityId),
        name: c.cityName,
        label: c.cityName,
      }));
  }
}

export function popularCityChoicesQueryOptions(searchType: SearchType) {
  return queryOptions({
    queryKey: ['search', 'popular-cities', searchType] as const,
    queryFn: ({ signal }) => getPopularCityChoices(searchType, signal),
    staleTime: 10 * 60_000,
    select: (cities: SuggestionItem[]) => cities.slice(0, POPULAR_CITIES_SHOWN),
  });
}

export function usePopularCityChoices(searchType: SearchType, enabled: boolean) {
  return useQuery({ ...popularCityChoicesQueryOptions(searchType), enabled });
}
