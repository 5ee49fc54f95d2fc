import { apiPaths } from '@minda/contracts/paths';
import { HotelLikeResponseSchema } from '@minda/contracts/wishes';
import { apiRequest } from '../../../lib/api-client.ts';

export function unlikeHotel(propertyUuid: string) {
  return apiRequest('DELETE', apiPaths.hotels.like(propertyUuid), HotelLikeResponseSchema, { ignoreLoginError: false });
}
