import type { Platform } from '@minda/contracts/paths';
import { readStayDetailQuery } from '@minda/contracts/stay-links';
import { firstReviewsQueryOptions } from '../../features/reviews/api/get-reviews.ts';
import { stayPropertyQueryOptions } from '../../features/stay-detail/api/get-stay-property.ts';
import { stayRoomsQueryOptions, stayRoomsRequestOf } from '../../features/stay-detail/api/get-stay-rooms.ts';
import { parseItemNo, tourDetailQueryOptions } from '../../features/tour-detail/api/get-tour-detail.ts';
import { asksPreview } from '../../lib/product-preview.ts';
import { ensureFirstPage, ensureQueries, ensureQuery, type ScreenLoader } from '../route-data.ts';

// The loaders of the product pages, the same on PC and mobile.

/** A stay's page: the stay, then its rooms for the address's dates (or the default ones), beside the first page of its reviews. */
export const stayPageLoader =
  (platform: Platform): ScreenLoader =>
  async ({ client, url }) => {
    const { goodsNo, ...visit } = readStayDetailQuery(platform, url.searchParams);
    if (goodsNo === null) return;
    await Promise.all([
      ensureQuery(client, stayPropertyQueryOptions(goodsNo, visit.preview)).then((stay) => ensureQueries(client, stay && stayRoomsQueryOptions(stayRoomsRequestOf(stay.goodsNo, visit)))),
      ensureFirstPage(client, firstReviewsQueryOptions({ productType: 'minbak', productId: goodsNo })),
    ]);
  };

/** A tour's page: the tour and the first page of its reviews. */
export const tourPageLoader: ScreenLoader = async ({ client, url }) => {
  const itemNo = parseItemNo(url.searchParams.get('itemno'));
  if (itemNo === undefined) return;
  await Promise.all([
    ensureQueries(client, tourDetailQueryOptions(itemNo, asksPreview(url.searchParams))),
    ensureFirstPage(client, firstReviewsQueryOptions({ productType: 'tour', productId: itemNo })),
  ]);
};
