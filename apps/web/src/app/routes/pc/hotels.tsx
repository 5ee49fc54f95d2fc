import type { HotelProperty } from '@minda/contracts/hotels';
import { PC_BANNER } from '@minda/contracts/rules/limits';
import { BannerSection } from '../../../features/banners/components/banner-section.tsx';
import { PcHotelsHome } from '../../../features/catalog/components/pc-hotels-home.tsx';
import { HotelPopularCities } from '../../../features/popular-cities/components/hotel-popular-cities.tsx';
import { RecentlyViewedHotels } from '../../../features/recently-viewed/components/recently-viewed-section.tsx';
import { useHasRecentlyViewed } from '../../../features/recently-viewed/use-recently-viewed.ts';
import { SearchBar } from '../../../features/search/components/search-bar.tsx';
import { useWishToggle } from '../../../features/wishes/use-wish-toggle.ts';
import { BANNERS } from './hotels.data.ts';

/** /stay/hotel.php: hotel themes by city, history, popular cities; wishes wired here. */
export function Component() {
  const toggleWish = useWishToggle();
  const hasHistory = useHasRecentlyViewed('hotel');
  const onToggleWish = (hotel: HotelProperty) => toggleWish({ kind: 'hotel', propertyUuid: hotel.propertyUuid, isWish: hotel.isWish });
  return (
    <PcHotelsHome
      banners={<BannerSection {...BANNERS} label="해외호텔 배너" {...PC_BANNER} />}
      recentlyViewed={hasHistory ? <RecentlyViewedHotels onToggleWish={onToggleWish} /> : null}
      popularCities={<HotelPopularCities />}
      onToggleWish={onToggleWish}
      search={<SearchBar searchType="hotel" platform="pc" />}
    />
  );
}
