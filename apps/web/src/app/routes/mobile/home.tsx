import { MOBILE_HOME_BANNER } from '@minda/contracts/rules/limits';
import { BannerSection } from '../../../features/banners/components/banner-section.tsx';
import { StayRecommendSection } from '../../../features/catalog/components/stay-recommend-section.tsx';
import { TourRecommendSection } from '../../../features/catalog/components/tour-recommend-section.tsx';
import { MobileHome } from '../../../features/home/components/mobile-home.tsx';
import { PopularCitiesCarousel } from '../../../features/popular-cities/components/popular-cities-carousel.tsx';
import { HomePopups } from '../../../features/popups/components/home-popups.tsx';
import { useWishToggle } from '../../../features/wishes/use-wish-toggle.ts';
import { MobileTabLayout } from '../../layouts/mobile-tab-layout.tsx';

/** /m/1.0/grp_main/main.html: the home feature lays out the page; this module only plugs the features in. */
export function Component() {
  const toggleWish = useWishToggle();
  return (
    <MobileTabLayout active="home">
      <MobileHome
        banners={<BannerSection platform="mobile" type="main" label="이벤트 배너" {...MOBILE_HOME_BANNER} />}
        stayRecommendations={
          <StayRecommendSection onToggleWish={(stay) => toggleWish({ kind: 'stay', goodsNo: stay.goodsNo, isWish: stay.isWish })} />
        }
        tourRecommendations={
          <TourRecommendSection
            onToggleWish={(tour) => toggleWish({ kind: 'tour', itemNo: tour.itemNo, category: tour.category, isWish: tour.isWish })}
          />
        }
        popularCities={<PopularCitiesCarousel />}
      />
      <HomePopups />
    </MobileTabLayout>
  );
}
