import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HotelDetailResponseSchema } from '@minda/contracts/hotels';
import { apiPaths } from '@minda/contracts/paths';
import { apiGet } from '../../../lib/api-client.ts';
import { productQueryRoots } from '../../../lib/query-keys.ts';

/** One hotel's page data: GET hotel/properties/{uuid}. */
export function getHotelDetail(uuid: string, signal?: AbortSignal) {
  return apiGet<typeof HotelDetailResponseSchema>(apiPaths.hotels.property.href(uuid), signal ? { signal } : {});
}

/** Under the hotel root: the like button updates it like every card of the hotel. */
export function hotelDetailQueryOptions(uuid: string) {
  return queryOptions({
    queryKey: [...productQueryRoots.hotel, 'detail', uuid] as const,
    queryFn: ({ signal }) => getHotelDetail(uuid, signal),
  });
}

export function useHotelDetail(uuid: string) {
  return useQuery(hotelDetailQueryOptions(uuid));
}
