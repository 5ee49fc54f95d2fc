import { useSearchParams } from 'react-router';
import type { TourDetail } from '@minda/contracts/tours';
import { InquireButton } from '../../../features/chat/components/inquire-button.tsx';
import { recordView } from '../../../features/recently-viewed/recently-viewed-store.ts';
import { ReviewList } from '../../../features/reviews/components/review-list.tsx';
import { parseItemNo } from '../../../features/tour-detail/api/get-tour-detail.ts';
import { asksPreview } from '../../../lib/product-preview.ts';
import { TourDetailView } from '../../../features/tour-detail/components/tour-detail-view.tsx';
import { useWishToggle } from '../../../features/wishes/use-wish-toggle.ts';

/** /tg/view.php?itemno={id}: the tour's page with its reviews and heart, recorded into recently viewed. */
export function Component() {
  const [params] = useSearchParams();
  const itemNo = parseItemNo(params.get('itemno'));
  const preview = asksPreview(params);
  const toggleWish = useWishToggle();
  const onToggleWish = (tour: TourDetail) => toggleWish({ kind: 'tour', itemNo: tour.itemNo, category: tour.category, isWish: tour.isWish });
  return (
    <TourDetailView
      itemNo={itemNo}
      preview={preview}
      platform="pc"
      onToggleWish={onToggleWish}
      onViewed={(tour) => recordView({ kind: 'tour', itemNo: tour.itemNo, category: tour.category, name: tour.itemName })}
      reviews={itemNo === undefined ? null : <ReviewList productType="tour" productId={itemNo} platform="pc" />}
      inquiry={itemNo === undefined ? null : <InquireButton request={{ productCategory: 'TRIP', productId: itemNo }} platform="pc" />}
    />
  );
}
