import { PC_BANNER } from '@minda/contracts/rules/limits';
import { BannerSection } from '../../../features/banners/components/banner-section.tsx';
import { HotelRecommendSection } from '../../../features/catalog/components/hotel-recommend-section.tsx';
import { StayRecommendSection } from '../../../features/catalog/components/stay-recommend-section.tsx';
import { TourRecommendSection } from '../../../features/catalog/components/tour-recommend-section.tsx';
import { PcHome } from '../../../features/home/components/pc-home.tsx';
import { PopularCitiesCarousel } from '../../../features/popular-cities/components/popular-cities-carousel.tsx';
import { SearchBar } from '../../../features/search/components/search-bar.tsx';
import { useWishToggle } from '../../../features/wishes/use-wish-toggle.ts';
import { BANNERS } from './home.data.ts';

/** /main/index.php: the home feature lays out the page; this module only plugs the features in. */
export function Component() {
  const toggleWish = useWishToggle();
  return (
    <PcHome
      banners={<BannerSection {...BANNERS} label="이벤트 배너" {...PC_BANNER} />}
      stayRecommendations={<StayRecommendSection onToggleWish={(stay) => toggleWish({ kind: 'stay', goodsNo: stay.goodsNo, isWish: stay.isWish })} />}
      tourRecommendations={
        <TourRecommendSection onToggleWish={(tour) => toggleWish({ kind: 'tour', itemNo: tour.itemNo, category: tour.category, isWish: tour.isWish })} />
      }
      hotelRecommendations={
        <HotelRecommendSection onToggleWish={(hotel) => toggleWish({ kind: 'hotel', propertyUuid: hotel.propertyUuid, isWish: hotel.isWish })} />
      }
      popularCities={<PopularCitiesCarousel />}
      search={<SearchBar searchType="stays" platform="pc" tabs />}
    />
  );
}
