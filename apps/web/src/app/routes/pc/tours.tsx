import type { TourItem } from '@minda/contracts/tours';
import { PC_BANNER, PC_SELECT_COLLECTION_BANNER } from '@minda/contracts/rules/limits';
import { BannerSection } from '../../../features/banners/components/banner-section.tsx';
import { PcToursHome } from '../../../features/catalog/components/pc-tours-home.tsx';
import { TourPopularCities } from '../../../features/popular-cities/components/tour-popular-cities.tsx';
import { RecentlyViewedTours } from '../../../features/recently-viewed/components/recently-viewed-section.tsx';
import { useHasRecentlyViewed } from '../../../features/recently-viewed/use-recently-viewed.ts';
import { SearchBar } from '../../../features/search/components/search-bar.tsx';
import { useWishToggle } from '../../../features/wishes/use-wish-toggle.ts';
import { BANNERS, SELECT_COLLECTION } from './tours.data.ts';

/** /tg/index.php: tour themes from the catalog feature, with banners, cities, history and wishes plugged in. */
export function Component() {
  const toggleWish = useWishToggle();
  const hasHistory = useHasRecentlyViewed('tour');
  // useWishToggle refetches the tour lists after a successful toggle (spec 1 §4.1).
  const onToggleWish = (tour: TourItem) => toggleWish({ kind: 'tour', itemNo: tour.itemNo, category: tour.category, isWish: tour.isWish });
  return (
    <PcToursHome
      banners={<BannerSection {...BANNERS} label="투어·티켓 배너" {...PC_BANNER} />}
      recentlyViewed={hasHistory ? <RecentlyViewedTours onToggleWish={onToggleWish} /> : null}
      popularCities={<TourPopularCities />}
      selectCollection={<BannerSection {...SELECT_COLLECTION} title="셀렉트 컬렉션" {...PC_SELECT_COLLECTION_BANNER} />}
      onToggleWish={onToggleWish}
      search={<SearchBar searchType="tour" platform="pc" />}
    />
  );
}
