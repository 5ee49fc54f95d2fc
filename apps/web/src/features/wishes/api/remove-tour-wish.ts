import { apiPaths } from '@minda/contracts/paths';
import type { TourWishResponseSchema } from '@minda/contracts/wishes';
import { apiRequest } from '../../../lib/api-client.ts';

export function removeTourWish(itemNo: number) {
  return apiRequest<typeof TourWishResponseSchema>('DELETE', apiPaths.wishes.tour.href(itemNo), { ignoreLoginError: false });
}
