import { apiPaths } from '@minda/contracts/paths';
import { APP_SERVICE_MEDIA_COOKIE, isServiceMedia } from '@minda/contracts/rules/service-media';
import type { StayWishResponseSchema, StayWishAdd } from '@minda/contracts/wishes';
import { apiRequest } from '../../../lib/api-client.ts';
import { readCookie } from '../../../lib/cookies.ts';

/** The app code of the app_service_media cookie rides along with stay wish adds (spec 1 §9). */
export function stayWishAddBody(goodsNo: number, serviceMedia = readCookie(APP_SERVICE_MEDIA_COOKIE)): StayWishAdd {
  return isServiceMedia(serviceMedia) ? { goodsNo, serviceMedia } : { goodsNo };
}

export function addStayWish(goodsNo: number) {
  return apiRequest<typeof StayWishResponseSchema>('POST', apiPaths.wishes.stays.href(), { body: stayWishAddBody(goodsNo), ignoreLoginError: false });
}
