import { apiPaths } from '@minda/contracts/paths';
import type { HotelLikeResponseSchema } from '@minda/contracts/wishes';
import { apiRequest } from '../../../lib/api-client.ts';

export function unlikeHotel(propertyUuid: string) {
  return apiRequest<typeof HotelLikeResponseSchema>('DELETE', apiPaths.wishes.hotelLike.href(propertyUuid), { ignoreLoginError: false });
}
