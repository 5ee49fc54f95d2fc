import { useSearchParams } from 'react-router';
import type { TourDetail } from '@minda/contracts/tours';
import { InquireButton } from '../../../features/chat/components/inquire-button.tsx';
import { recordView } from '../../../features/recently-viewed/recently-viewed-store.ts';
import { firstReviewsQueryOptions } from '../../../features/reviews/api/get-reviews.ts';
import { ReviewList } from '../../../features/reviews/components/review-list.tsx';
import { parseItemNo, tourDetailQueryOptions } from '../../../features/tour-detail/api/get-tour-detail.ts';
import { TourDetailView } from '../../../features/tour-detail/components/tour-detail-view.tsx';
import { useWishToggle } from '../../../features/wishes/use-wish-toggle.ts';
import { ensureFirstPage, ensureQueries, type ScreenLoader } from '../../route-data.ts';

/** The tour and the first page of its reviews. */
export const loader: ScreenLoader = async ({ client, url }) => {
  const itemNo = parseItemNo(url.searchParams.get('itemno'));
  if (itemNo === undefined) return;
  await Promise.all([
    ensureQueries(client, tourDetailQueryOptions(itemNo)),
    ensureFirstPage(client, firstReviewsQueryOptions({ productType: 'tour', productId: itemNo })),
  ]);
};

/** /tg/view.php?itemno={id}: the tour's page with its reviews and heart, recorded into recently viewed. */
export function Component() {
  const [params] = useSearchParams();
  const itemNo = parseItemNo(params.get('itemno'));
  const toggleWish = useWishToggle();
  const onToggleWish = (tour: TourDetail) => toggleWish({ kind: 'tour', itemNo: tour.itemNo, category: tour.category, isWish: tour.isWish });
  return (
    <TourDetailView
      itemNo={itemNo}
      platform="pc"
      onToggleWish={onToggleWish}
      onViewed={(tour) => recordView({ kind: 'tour', itemNo: tour.itemNo, category: tour.category, name: tour.itemName })}
      reviews={itemNo === undefined ? null : <ReviewList productType="tour" productId={itemNo} platform="pc" />}
      inquiry={itemNo === undefined ? null : <InquireButton request={{ productCategory: 'TRIP', productId: itemNo }} platform="pc" />}
    />
  );
}
