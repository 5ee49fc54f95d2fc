import { ADMIN_HOTEL_SORTS, type AdminHotelListQuery } from '@minda/contracts/admin-hotels';
import { productListQueryFrom } from '../../ui/catalogue/catalogue-params.ts';
import { idOf, oneOf } from '../../ui/list-kit/list-params.ts';

/** The hotels list of an address (/admin/hotels?status=&cityCode=&partnerId=&categoryId=&q=&sort=&page=): only values the API accepts. */
export const adminHotelsQueryFrom = (params: URLSearchParams): AdminHotelListQuery => ({
  ...productListQueryFrom(params),
  categoryId: idOf(params.get('categoryId') ?? undefined) ?? undefined,
  sort: oneOf(ADMIN_HOTEL_SORTS, params.get('sort')) ?? 'recent',
});

/** The property number of /admin/hotels/:propertyId, or null for what is none. */
export const propertyIdOf = idOf;
