import type { StayCard } from '@minda/contracts/stays';
import { MOBILE_HOME_BANNER } from '@minda/contracts/rules/limits';
import { BannerSection } from '../../../features/banners/components/banner-section.tsx';
import { MobileStaysHome } from '../../../features/catalog/components/mobile-stays-home.tsx';
import { RecentlyViewedStays } from '../../../features/recently-viewed/components/recently-viewed-section.tsx';
import { useHasRecentlyViewed } from '../../../features/recently-viewed/use-recently-viewed.ts';
import { useWishToggle } from '../../../features/wishes/use-wish-toggle.ts';
import { MobileTabLayout } from '../../layouts/mobile-tab-layout.tsx';
import { BANNERS } from './accom.data.ts';

/** /m/1.0/grp_main/accom.html: the catalog feature lays out the stays home; banners, history and wishes plug in. */
export function Component() {
  const toggleWish = useWishToggle();
  const hasHistory = useHasRecentlyViewed('stay');
  const onToggleWish = (stay: StayCard) => toggleWish({ kind: 'stay', goodsNo: stay.goodsNo, isWish: stay.isWish });
  return (
    <MobileTabLayout active="home">
      <MobileStaysHome
        banners={<BannerSection {...BANNERS} label="한인민박 배너" {...MOBILE_HOME_BANNER} />}
        recentlyViewed={hasHistory ? <RecentlyViewedStays onToggleWish={onToggleWish} /> : null}
        onToggleWish={onToggleWish}
      />
    </MobileTabLayout>
  );
}
