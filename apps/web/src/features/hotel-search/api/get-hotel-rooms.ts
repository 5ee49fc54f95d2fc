import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { HotelDetail, HotelRoomsResponseSchema } from '@minda/contracts/hotels';
import { apiPaths } from '@minda/contracts/paths';
import type { RoomOccupancy } from '@minda/contracts/search';
import { hotelOccupancyParam } from '@minda/contracts/rules/search-widget';
import { apiGet } from '../../../lib/api-client.ts';
import { previewQuery } from '../../../lib/product-preview.ts';

export type HotelStay = { checkInAt: string; checkOutAt: string; occupancy: RoomOccupancy[] };

const queryOf = (stay: HotelStay) => ({ checkInAt: stay.checkInAt, checkOutAt: stay.checkOutAt, occupancy: stay.occupancy.map(hotelOccupancyParam) });

/** Room types with their price for the stay and party: GET hotel/properties/{uuid}/rooms. */
export function getHotelRooms(uuid: string, stay: HotelStay, preview: boolean, signal?: AbortSignal) {
  return apiGet<typeof HotelRoomsResponseSchema>(apiPaths.hotels.rooms.href(uuid), { query: { ...queryOf(stay), ...previewQuery(preview).query }, ...(signal ? { signal } : {}) });
}

/** A hotel with a rate on Minda: one without shows a notice instead of its rooms, so they are never asked for. */
export function sellsRooms(hotel: Pick<HotelDetail, 'minBasePriceBeforeDiscount'>): boolean {
  return hotel.minBasePriceBeforeDiscount !== 0;
}

export function hotelRoomsQueryOptions(uuid: string, stay: HotelStay, preview = false) {
  return queryOptions({
    queryKey: ['hotel-rooms', uuid, queryOf(stay), ...(preview ? ['preview'] : [])] as const,
    queryFn: ({ signal }) => getHotelRooms(uuid, stay, preview, signal),
    placeholderData: keepPreviousData,
  });
}

export function useHotelRooms(uuid: string, stay: HotelStay, preview = false) {
  return useQuery(hotelRoomsQueryOptions(uuid, stay, preview));
}
