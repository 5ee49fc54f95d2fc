import { apiPaths } from '@minda/contracts/paths';
import type { StayWishResponseSchema } from '@minda/contracts/wishes';
import { apiRequest } from '../../../lib/api-client.ts';

export function removeStayWish(goodsNo: number) {
  return apiRequest<typeof StayWishResponseSchema>('DELETE', apiPaths.wishes.stay.href(goodsNo), { ignoreLoginError: false });
}
