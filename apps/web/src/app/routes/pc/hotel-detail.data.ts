import { hotelDetailQueryOptions } from '../../../features/hotel-search/api/get-hotel-detail.ts';
import { hotelRoomsQueryOptions, sellsRooms } from '../../../features/hotel-search/api/get-hotel-rooms.ts';
import { readHotelDetailStay } from '../../../features/hotel-search/list-params.ts';
import { asksPreview } from '../../../lib/product-preview.ts';
import { firstReviewsQueryOptions } from '../../../features/reviews/api/get-reviews.ts';
import { ensureFirstPage, ensureQueries, ensureQuery, type ScreenLoader } from '../../route-data.ts';

/** The hotel, then its rooms for the address's stay (or the default one) when it sells any, beside the first page of its reviews. */
export const loader: ScreenLoader = async ({ client, url, params }) => {
  const { propertyUuid = '' } = params;
  const { stay } = readHotelDetailStay(url.searchParams);
  const preview = asksPreview(url.searchParams);
  await Promise.all([
    ensureQuery(client, hotelDetailQueryOptions(propertyUuid, preview)).then((hotel) =>
      ensureQueries(client, hotel && sellsRooms(hotel) && hotelRoomsQueryOptions(propertyUuid, stay, preview)),
    ),
    ensureFirstPage(client, firstReviewsQueryOptions({ productType: 'hotel', productId: propertyUuid })),
  ]);
};
