import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HotelDetailResponseSchema } from '@minda/contracts/hotels';
import { apiPaths } from '@minda/contracts/paths';
import { apiGet } from '../../../lib/api-client.ts';
import { previewQuery } from '../../../lib/product-preview.ts';
import { productQueryRoots } from '../../../lib/query-keys.ts';

/** One hotel's page data: GET hotel/properties/{uuid}. */
export function getHotelDetail(uuid: string, preview: boolean, signal?: AbortSignal) {
  return apiGet<typeof HotelDetailResponseSchema>(apiPaths.hotels.property.href(uuid), { ...previewQuery(preview), ...(signal ? { signal } : {}) });
}

/** Under the hotel root: the like button updates it like every card of the hotel. A preview is its own answer. */
export function hotelDetailQueryOptions(uuid: string, preview = false) {
  return queryOptions({
    queryKey: [...productQueryRoots.hotel, 'detail', uuid, ...(preview ? ['preview'] : [])] as const,
    queryFn: ({ signal }) => getHotelDetail(uuid, preview, signal),
  });
}

export function useHotelDetail(uuid: string, preview = false) {
  return useQuery(hotelDetailQueryOptions(uuid, preview));
}
