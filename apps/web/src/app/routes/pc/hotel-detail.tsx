import { useEffect } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import type { HotelDetail } from '@minda/contracts/hotels';
import { webPaths } from '@minda/contracts/paths';
import { hotelOccupancyParam } from '@minda/contracts/rules/search-widget';
import { useHotelDetail } from '../../../features/hotel-search/api/get-hotel-detail.ts';
import { HotelDetailPage } from '../../../features/hotel-search/components/hotel-detail-page.tsx';
import type { HotelStayChoice } from '../../../features/hotel-search/components/stay-editor.tsx';
import { readHotelDetailStay } from '../../../features/hotel-search/list-params.ts';
import { useNarrowScreen } from '../../../features/hotel-search/use-narrow-screen.ts';
import { recordView } from '../../../features/recently-viewed/recently-viewed-store.ts';
import { asksPreview } from '../../../lib/product-preview.ts';
import { ReviewList } from '../../../features/reviews/components/review-list.tsx';
import { useWishToggle } from '../../../features/wishes/use-wish-toggle.ts';

/**
 * /hotel/detail/{propertyUuid}?checkInAt&checkOutAt&occupancy (one address for PC and mobile): the hotel
 * page with the stay from the address (spec 1 §9 defaults otherwise), reviews, the like heart, and a record
 * in the recently viewed hotels.
 */
export function Component() {
  const { propertyUuid = '' } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const narrow = useNarrowScreen();
  const toggleWish = useWishToggle();
  const preview = asksPreview(search);
  const detail = useHotelDetail(propertyUuid, preview);
  const propertyId = detail.data?.propertyId;

  useEffect(() => {
    if (propertyId !== undefined) recordView({ kind: 'hotel', propertyId });
  }, [propertyId]);

  const { stay, datesGiven } = readHotelDetailStay(search);
  const onStayChange = (next: HotelStayChoice) =>
    void navigate(webPaths.pc.hotelDetail.href(propertyUuid, { checkInAt: next.checkInAt, checkOutAt: next.checkOutAt, occupancy: next.occupancy.map(hotelOccupancyParam), ...(preview ? { preview: '1' } : {}) }), {
      replace: true,
    });
  const onToggleWish = (hotel: HotelDetail) => toggleWish({ kind: 'hotel', propertyUuid: hotel.propertyUuid, isWish: hotel.isWish });

  return (
    <HotelDetailPage
      uuid={propertyUuid}
      stay={stay}
      datesGiven={datesGiven}
      onStayChange={onStayChange}
      onToggleWish={onToggleWish}
      reviews={<ReviewList productType="hotel" productId={propertyUuid} platform={narrow ? 'mobile' : 'pc'} />}
      platform={narrow ? 'mobile' : 'pc'}
      preview={preview}
    />
  );
}
