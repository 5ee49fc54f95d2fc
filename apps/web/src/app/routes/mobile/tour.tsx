import type { TourItem } from '@minda/contracts/tours';
import { MOBILE_HOME_BANNER } from '@minda/contracts/rules/limits';
import { BannerSection } from '../../../features/banners/components/banner-section.tsx';
import { MobileToursHome } from '../../../features/catalog/components/mobile-tours-home.tsx';
import { RecentlyViewedTours } from '../../../features/recently-viewed/components/recently-viewed-section.tsx';
import { useHasRecentlyViewed } from '../../../features/recently-viewed/use-recently-viewed.ts';
import { useWishToggle } from '../../../features/wishes/use-wish-toggle.ts';
import { MobileTabLayout } from '../../layouts/mobile-tab-layout.tsx';
import { BANNERS } from './tour.data.ts';

/** /m/1.0/grp_main/tour.html: tour themes from the catalog feature, with banners, history and wishes plugged in. */
export function Component() {
  const toggleWish = useWishToggle();
  const hasHistory = useHasRecentlyViewed('tour');
  // useWishToggle refetches the tour lists after a successful toggle (spec 1 §4.1).
  const onToggleWish = (tour: TourItem) => toggleWish({ kind: 'tour', itemNo: tour.itemNo, category: tour.category, isWish: tour.isWish });
  return (
    <MobileTabLayout active="home">
      <MobileToursHome
        banners={<BannerSection {...BANNERS} label="투어·티켓 배너" {...MOBILE_HOME_BANNER} />}
        recentlyViewed={hasHistory ? <RecentlyViewedTours onToggleWish={onToggleWish} /> : null}
        onToggleWish={onToggleWish}
      />
    </MobileTabLayout>
  );
}
