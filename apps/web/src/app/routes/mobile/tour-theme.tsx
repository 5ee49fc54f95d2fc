import { useSearchParams } from 'react-router';
import type { TourItem } from '@minda/contracts/tours';
import { ThemeTourList } from '../../../features/tour-list/components/theme-tour-list.tsx';
import { useWishToggle } from '../../../features/wishes/use-wish-toggle.ts';
import { SubHeader } from '../../../ui/sub-header/sub-header.tsx';
import { MobileTabLayout } from '../../layouts/mobile-tab-layout.tsx';
import { themeOf } from './tour-theme.data.ts';

/** /m/1.0/tg/list_theme.html?themeno={no}: sub-header, the theme's items (infinite scroll), bottom bar. */
export function Component() {
  const [params] = useSearchParams();
  const toggleWish = useWishToggle();
  const onToggleWish = (tour: TourItem) => toggleWish({ kind: 'tour', itemNo: tour.itemNo, category: tour.category, isWish: tour.isWish });
  return (
    <MobileTabLayout active="home">
      <SubHeader title="투어·티켓 테마" />
      <main>
        <ThemeTourList themeNo={themeOf(params)} platform="mobile" onToggleWish={onToggleWish} />
      </main>
    </MobileTabLayout>
  );
}
