import type { HotelProperty } from '@minda/contracts/hotels';
import { MOBILE_HOME_BANNER } from '@minda/contracts/rules/limits';
import { BannerSection } from '../../../features/banners/components/banner-section.tsx';
import { MobileHotelsHome } from '../../../features/catalog/components/mobile-hotels-home.tsx';
import { HotelPopularCities } from '../../../features/popular-cities/components/hotel-popular-cities.tsx';
import { RecentlyViewedHotels } from '../../../features/recently-viewed/components/recently-viewed-section.tsx';
import { useHasRecentlyViewed } from '../../../features/recently-viewed/use-recently-viewed.ts';
import { useWishToggle } from '../../../features/wishes/use-wish-toggle.ts';
import { MobileTabLayout } from '../../layouts/mobile-tab-layout.tsx';
import { BANNERS } from './hotel.data.ts';

/** /m/1.0/grp_main/hotel.html: hotel themes by city, history, popular cities; wishes wired here. */
export function Component() {
  const toggleWish = useWishToggle();
  const hasHistory = useHasRecentlyViewed('hotel');
  const onToggleWish = (hotel: HotelProperty) => toggleWish({ kind: 'hotel', propertyUuid: hotel.propertyUuid, isWish: hotel.isWish });
  return (
    <MobileTabLayout active="home">
      <MobileHotelsHome
        banners={<BannerSection {...BANNERS} label="해외호텔 배너" {...MOBILE_HOME_BANNER} />}
        recentlyViewed={hasHistory ? <RecentlyViewedHotels onToggleWish={onToggleWish} /> : null}
        popularCities={<HotelPopularCities />}
        onToggleWish={onToggleWish}
      />
    </MobileTabLayout>
  );
}
