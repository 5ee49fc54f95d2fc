import { apiPaths } from '@minda/contracts/paths';
import { HotelLikeResponseSchema } from '@minda/contracts/wishes';
import { apiRequest } from '../../../lib/api-client.ts';

export function likeHotel(propertyUuid: string) {
  return apiRequest('POST', apiPaths.hotels.like(propertyUuid), HotelLikeResponseSchema, { ignoreLoginError: false });
}
