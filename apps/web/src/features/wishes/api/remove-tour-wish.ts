import { apiPaths } from '@minda/contracts/paths';
import { TourWishResponseSchema } from '@minda/contracts/wishes';
import { apiRequest } from '../../../lib/api-client.ts';

export function removeTourWish(itemNo: number) {
  return apiRequest('DELETE', apiPaths.tours.guidebookItem(itemNo), TourWishResponseSchema, { ignoreLoginError: false });
}
