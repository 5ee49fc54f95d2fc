import { useSearchParams } from 'react-router';
import { readStayDetailQuery } from '@minda/contracts/stay-links';
import type { StayProperty } from '@minda/contracts/stays';
import { InquireButton } from '../../../features/chat/components/inquire-button.tsx';
import { recordView } from '../../../features/recently-viewed/recently-viewed-store.ts';
import { ReviewList } from '../../../features/reviews/components/review-list.tsx';
import { StayDetailPage } from '../../../features/stay-detail/components/stay-detail-page.tsx';
import { useWishToggle } from '../../../features/wishes/use-wish-toggle.ts';
import { SubHeader } from '../../../ui/sub-header/sub-header.tsx';
import { MobileTabLayout } from '../../layouts/mobile-tab-layout.tsx';

/**
 * /m/1.0/grp_minbak/minbak_view.html?minbak_code&start_date&stay_period&ea: sub-header, the stay's page with
 * reviews and heart, recorded into recently viewed.
 */
export function Component() {
  const [params] = useSearchParams();
  const query = readStayDetailQuery('mobile', params);
  const toggleWish = useWishToggle();
  return (
    <MobileTabLayout active="home">
      <SubHeader title="한인민박" />
      <main>
        <StayDetailPage
          platform="mobile"
          query={query}
          onToggleWish={(stay: StayProperty) => toggleWish({ kind: 'stay', goodsNo: stay.goodsNo, isWish: stay.isWish })}
          onViewed={(stay) => recordView({ kind: 'stay', goodsNo: stay.goodsNo, category: stay.category, name: stay.goodsName })}
          reviews={query.goodsNo === null ? null : <ReviewList productType="minbak" productId={query.goodsNo} platform="mobile" />}
          inquiry={query.goodsNo === null ? null : <InquireButton request={{ productCategory: 'MINBAK', productId: query.goodsNo }} platform="mobile" />}
        />
      </main>
    </MobileTabLayout>
  );
}
