import { useSearchParams } from 'react-router';
import type { TourDetail } from '@minda/contracts/tours';
import { InquireButton } from '../../../features/chat/components/inquire-button.tsx';
import { recordView } from '../../../features/recently-viewed/recently-viewed-store.ts';
import { ReviewList } from '../../../features/reviews/components/review-list.tsx';
import { parseItemNo } from '../../../features/tour-detail/api/get-tour-detail.ts';
import { asksPreview } from '../../../lib/product-preview.ts';
import { TourDetailView } from '../../../features/tour-detail/components/tour-detail-view.tsx';
import { useWishToggle } from '../../../features/wishes/use-wish-toggle.ts';
import { SubHeader } from '../../../ui/sub-header/sub-header.tsx';
import { MobileTabLayout } from '../../layouts/mobile-tab-layout.tsx';

/** /m/1.0/tg/view.html?itemno={id}: sub-header, the tour's page with reviews and heart, recorded into recently viewed. */
export function Component() {
  const [params] = useSearchParams();
  const itemNo = parseItemNo(params.get('itemno'));
  const preview = asksPreview(params);
  const toggleWish = useWishToggle();
  const onToggleWish = (tour: TourDetail) => toggleWish({ kind: 'tour', itemNo: tour.itemNo, category: tour.category, isWish: tour.isWish });
  return (
    <MobileTabLayout active="home">
      <SubHeader title="투어·티켓" />
      <main>
        <TourDetailView
          itemNo={itemNo}
          preview={preview}
          platform="mobile"
          onToggleWish={onToggleWish}
          onViewed={(tour) => recordView({ kind: 'tour', itemNo: tour.itemNo, category: tour.category, name: tour.itemName })}
          reviews={itemNo === undefined ? null : <ReviewList productType="tour" productId={itemNo} platform="mobile" />}
          inquiry={itemNo === undefined ? null : <InquireButton request={{ productCategory: 'TRIP', productId: itemNo }} platform="mobile" />}
        />
      </main>
    </MobileTabLayout>
  );
}
