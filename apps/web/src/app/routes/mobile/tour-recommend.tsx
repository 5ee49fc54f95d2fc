import { useSearchParams } from 'react-router';
import type { TourRecommendItem } from '@minda/contracts/tours';
import { TourRecommendList } from '../../../features/tour-recommend/components/tour-recommend-list.tsx';
import { useWishToggle } from '../../../features/wishes/use-wish-toggle.ts';
import { SubHeader } from '../../../ui/sub-header/sub-header.tsx';
import { MobileTabLayout } from '../../layouts/mobile-tab-layout.tsx';
import { cityOf } from './tour-recommend.data.ts';

/** /m/1.0/grp_main/tour_recommend.html?category={cityCode}: sub-header, the city's tour list, bottom bar. */
export function Component() {
  const [params] = useSearchParams();
  const toggleWish = useWishToggle();
  const onToggleWish = (item: TourRecommendItem) => toggleWish({ kind: 'tour', itemNo: item.itemNo, category: item.category, isWish: item.isWish });
  return (
    <MobileTabLayout active="home">
      <SubHeader title="추천 투어·티켓" />
      <main>
        <TourRecommendList category={cityOf(params)} platform="mobile" onToggleWish={onToggleWish} />
      </main>
    </MobileTabLayout>
  );
}
