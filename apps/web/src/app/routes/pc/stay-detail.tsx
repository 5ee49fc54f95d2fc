import { useSearchParams } from 'react-router';
import { readStayDetailQuery } from '@minda/contracts/stay-links';
import type { StayProperty } from '@minda/contracts/stays';
import { InquireButton } from '../../../features/chat/components/inquire-button.tsx';
import { recordView } from '../../../features/recently-viewed/recently-viewed-store.ts';
import { ReviewList } from '../../../features/reviews/components/review-list.tsx';
import { StayDetailPage } from '../../../features/stay-detail/components/stay-detail-page.tsx';
import { useWishToggle } from '../../../features/wishes/use-wish-toggle.ts';

/** /main/view.php?goodsno&start_date&end_date&ea: the stay's page with its reviews and heart, recorded into recently viewed. */
export function Component() {
  const [params] = useSearchParams();
  const query = readStayDetailQuery('pc', params);
  const toggleWish = useWishToggle();
  return (
    <StayDetailPage
      platform="pc"
      query={query}
      onToggleWish={(stay: StayProperty) => toggleWish({ kind: 'stay', goodsNo: stay.goodsNo, isWish: stay.isWish })}
      onViewed={(stay) => recordView({ kind: 'stay', goodsNo: stay.goodsNo, category: stay.category, name: stay.goodsName })}
      reviews={query.goodsNo === null ? null : <ReviewList productType="minbak" productId={query.goodsNo} platform="pc" />}
      inquiry={query.goodsNo === null ? null : <InquireButton request={{ productCategory: 'MINBAK', productId: query.goodsNo }} platform="pc" />}
    />
  );
}
