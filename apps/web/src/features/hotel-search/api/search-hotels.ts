import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { HotelSearchResponseSchema } from '@minda/contracts/hotels';
import { apiPaths } from '@minda/contracts/paths';
import { apiGet } from '../../../lib/api-client.ts';
import { productQueryRoots } from '../../../lib/query-keys.ts';
import { hotelSearchQuery, type HotelListParams } from '../list-params.ts';

/** One page of hotel results for the list's params: GET hotel/search. */
export function searchHotels(params: HotelListParams, signal?: AbortSignal) {
  return apiGet<typeof HotelSearchResponseSchema>(apiPaths.hotels.search.href(), { query: hotelSearchQuery(params), ...(signal ? { signal } : {}) });
}

/** Under the hotel root, so a heart on a result updates every list that shows the hotel. */
export function hotelSearchQueryOptions(params: HotelListParams) {
  return queryOptions({
    queryKey: [...productQueryRoots.hotel, 'search', hotelSearchQuery(params)] as const,
    queryFn: ({ signal }) => searchHotels(params, signal),
    // The previous page stays on screen (dimmed) while a filter change loads.
    placeholderData: keepPreviousData,
    enabled: params.cityId !== null,
  });
}

export function useHotelSearch(params: HotelListParams) {
  return useQuery(hotelSearchQueryOptions(params));
}
