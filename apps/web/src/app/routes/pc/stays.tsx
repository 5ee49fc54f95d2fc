import type { StayCard } from '@minda/contracts/stays';
import { PC_BANNER } from '@minda/contracts/rules/limits';
import { BannerSection } from '../../../features/banners/components/banner-section.tsx';
import { PcStaysHome } from '../../../features/catalog/components/pc-stays-home.tsx';
import { PopularCitiesCarousel } from '../../../features/popular-cities/components/popular-cities-carousel.tsx';
import { RecentlyViewedStays } from '../../../features/recently-viewed/components/recently-viewed-section.tsx';
import { useHasRecentlyViewed } from '../../../features/recently-viewed/use-recently-viewed.ts';
import { SearchBar } from '../../../features/search/components/search-bar.tsx';
import { useWishToggle } from '../../../features/wishes/use-wish-toggle.ts';
import { BANNERS } from './stays.data.ts';

/** /stay/index.php: the catalog feature lays out the stays landing; cities, banners, history and wishes plug in. */
export function Component() {
  const toggleWish = useWishToggle();
  const hasHistory = useHasRecentlyViewed('stay');
  const onToggleWish = (stay: StayCard) => toggleWish({ kind: 'stay', goodsNo: stay.goodsNo, isWish: stay.isWish });
  return (
    <PcStaysHome
      popularCities={<PopularCitiesCarousel />}
      banners={<BannerSection {...BANNERS} label="한인민박 프로모션 배너" {...PC_BANNER} />}
      recentlyViewed={hasHistory ? <RecentlyViewedStays onToggleWish={onToggleWish} /> : null}
      onToggleWish={onToggleWish}
      search={<SearchBar searchType="stays" platform="pc" />}
    />
  );
}
