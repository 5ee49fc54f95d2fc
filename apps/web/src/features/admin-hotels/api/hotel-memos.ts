import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminHotelMemoCreate, AdminHotelMemoCreatedResponseSchema, AdminHotelMemosResponseSchema } from '@minda/contracts/admin-hotels';
import { apiPaths } from '@minda/contracts/paths';
import { apiGet, apiRequest } from '../../../lib/api-client.ts';
import { operator, useLineMutation } from '../../../ui/catalogue/catalogue-api.ts';
import { hotelsKey } from './admin-hotels.ts';

/** The operators' notes on a property (GET …/memos), newest first; cached with the line, so a new one reads them again. */
export const hotelMemosQueryOptions = (propertyId: number) =>
  queryOptions({
    queryKey: [...hotelsKey, 'memos', propertyId] as const,
    queryFn: ({ signal }) => apiGet<typeof AdminHotelMemosResponseSchema>(apiPaths.admin.hotelMemos.href(propertyId), { ...operator, signal }),
  });

export const useHotelMemos = (propertyId: number) => useQuery(hotelMemosQueryOptions(propertyId));

/** A new note (POST …/memos {body}); the list and the property's log are read again. */
export const useAddHotelMemo = (propertyId: number) =>
  useLineMutation(hotelsKey, (body: AdminHotelMemoCreate) => apiRequest<typeof AdminHotelMemoCreatedResponseSchema>('POST', apiPaths.admin.hotelMemos.href(propertyId), { body, ...operator }));
