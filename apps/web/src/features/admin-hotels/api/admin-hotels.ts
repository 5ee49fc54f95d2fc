import { useQuery } from '@tanstack/react-query';
import type {
  AdminHotelCreate,
  AdminHotelCreatedResponseSchema,
  AdminHotelListQuery,
  AdminHotelPageResponseSchema,
  AdminHotelPatch,
  AdminHotelResponseSchema,
  AdminHotelRoomCreate,
  AdminHotelRoomCreatedResponseSchema,
  AdminHotelRoomPatch,
  AdminHotelRoomResponseSchema,
} from '@minda/contracts/admin-hotels';
import type { AdminNeighborhoodsResponseSchema } from '@minda/contracts/admin-geography';
import { apiPaths } from '@minda/contracts/paths';
import { apiRequest } from '../../../lib/api-client.ts';
import { operator, partnersQueryOptions, productAuditQueryOptions, productEndpoints, productQueries, useBulkProductStatus, useLineMutation } from '../../../ui/catalogue/catalogue-api.ts';

/**
 * The operator's managed hotels (issue 57): the list, one property with its room types and log, the hotel partners
 * (vendors) to give it to. Everything is cached under `hotelsKey`, so any change reads the line again.
 */
export const hotelsKey = ['admin', 'hotels'] as const;

const { list, one } = productQueries<typeof AdminHotelPageResponseSchema, typeof AdminHotelResponseSchema, AdminHotelListQuery>(hotelsKey, apiPaths.admin.hotels.href(), apiPaths.admin.hotel);

export const adminHotelsQueryOptions = list;
export const useAdminHotels = (query: AdminHotelListQuery) => useQuery(list(query));

/** A city's neighbourhoods, a hotel's choice of area (`GET admin/cities/{code}/neighborhoods`). */
export const useCityNeighborhoods = (cityCode: string) =>
  useQuery({
    queryKey: ['admin', 'cities', cityCode, 'neighborhoods'] as const,
    queryFn: ({ signal }) => apiRequest<typeof AdminNeighborhoodsResponseSchema>('GET', apiPaths.admin.cityNeighborhoods.href(cityCode), { ...operator, signal }),
    enabled: cityCode !== '',
    staleTime: 60_000,
  });

export const adminHotelQueryOptions = one;
export const useAdminHotel = (propertyId: number) => useQuery(one(propertyId));

export const hotelAuditQueryOptions = (propertyId: number) => productAuditQueryOptions(hotelsKey, propertyId, apiPaths.admin.hotelAudit.href(propertyId));

/** Hotel partners only: a property is sold by its vendor. */
export const hotelPartnersQueryOptions = () => partnersQueryOptions('hotel');
export const useHotelPartners = () => useQuery(hotelPartnersQueryOptions());

/** A property's sale and photos, for the screens every product line shares. */
export const hotelEndpoints = (propertyId: number) =>
  productEndpoints(hotelsKey, propertyId, { status: apiPaths.admin.hotelStatus, photos: apiPaths.admin.hotelPhotos, photo: apiPaths.admin.hotelPhoto });

/** The list's bulk sale change. */
export const useBulkHotelStatus = () => useBulkProductStatus(hotelsKey, apiPaths.admin.hotelsStatus.href());

export const useCreateHotel = () =>
  useLineMutation(hotelsKey, (body: AdminHotelCreate) => apiRequest<typeof AdminHotelCreatedResponseSchema>('POST', apiPaths.admin.hotels.href(), { body, ...operator }));

export const usePatchHotel = (propertyId: number) =>
  useLineMutation(hotelsKey, (body: AdminHotelPatch) => apiRequest<typeof AdminHotelResponseSchema>('PATCH', apiPaths.admin.hotel.href(propertyId), { body, ...operator }));

/** A new room type (POST …/rooms): its id; the property is read again with it. */
export const useAddHotelRoom = (propertyId: number) =>
  useLineMutation(hotelsKey, (body: AdminHotelRoomCreate) => apiRequest<typeof AdminHotelRoomCreatedResponseSchema>('POST', apiPaths.admin.hotelRooms.href(propertyId), { body, ...operator }));

/** The changed fields of one room type (PATCH …/rooms/{roomId}). */
export const usePatchHotelRoom = (propertyId: number, roomId: number) =>
  useLineMutation(hotelsKey, (body: AdminHotelRoomPatch) => apiRequest<typeof AdminHotelRoomResponseSchema>('PATCH', apiPaths.admin.hotelRoom.href(propertyId, roomId), { body, ...operator }));
