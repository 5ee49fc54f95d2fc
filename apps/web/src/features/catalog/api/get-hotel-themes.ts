import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HotelThemesResponseSchema } from '@minda/contracts/hotels';
import { apiPaths } from '@minda/contracts/paths';
import { apiGet } from '../../../lib/api-client.ts';
import { productQueryRoots } from '../../../lib/query-keys.ts';

/** Hotel themes, each with hotels grouped by city (the chips): GET main/hotels/themeProperties. */
export function getHotelThemes(signal?: AbortSignal) {
  return apiGet<typeof HotelThemesResponseSchema>(apiPaths.hotels.themeProperties.href(), signal ? { signal } : {});
}

export function hotelThemesQueryOptions() {
  return queryOptions({
    queryKey: [...productQueryRoots.hotel, 'themeProperties'] as const,
    queryFn: ({ signal }) => getHotelThemes(signal),
  });
}

export function useHotelThemes() {
  return useQuery(hotelThemesQueryOptions());
}
