import { apiPaths } from '@minda/contracts/paths';
import type { TourWishResponseSchema, TourWishAdd } from '@minda/contracts/wishes';
import { apiRequest } from '../../../lib/api-client.ts';

/** A tour wish goes into the guidebook with its city (spec 1 §5: category and itemNo). */
export function addTourWish(body: TourWishAdd) {
  return apiRequest<typeof TourWishResponseSchema>('POST', apiPaths.wishes.tours.href(), { body, ignoreLoginError: false });
}
