import { apiPaths } from '@minda/contracts/paths';
import { StayWishResponseSchema } from '@minda/contracts/wishes';
import { apiRequest } from '../../../lib/api-client.ts';

export function removeStayWish(goodsNo: number) {
  return apiRequest('DELETE', apiPaths.stays.wish(goodsNo), StayWishResponseSchema, { ignoreLoginError: false });
}
