import { useSearchParams } from 'react-router';
import type { TourItem } from '@minda/contracts/tours';
import { CityTourList } from '../../../features/tour-list/components/city-tour-list.tsx';
import { useWishToggle } from '../../../features/wishes/use-wish-toggle.ts';
import { SubHeader } from '../../../ui/sub-header/sub-header.tsx';
import { MobileTabLayout } from '../../layouts/mobile-tab-layout.tsx';
import { cityOf } from './tour-list.data.ts';

/** /m/1.0/tg/list.html?page=1&category={cityCode}: sub-header, the city's tours (infinite scroll), bottom bar. */
export function Component() {
  const [params] = useSearchParams();
  const toggleWish = useWishToggle();
  const onToggleWish = (tour: TourItem) => toggleWish({ kind: 'tour', itemNo: tour.itemNo, category: tour.category, isWish: tour.isWish });
  return (
    <MobileTabLayout active="home">
      <SubHeader title="투어·티켓" search={{ searchType: 'tour', placeholder: '도시, 투어, 티켓 이름으로 찾기' }} />
      <main>
        <CityTourList category={cityOf(params)} platform="mobile" onToggleWish={onToggleWish} />
      </main>
    </MobileTabLayout>
  );
}
