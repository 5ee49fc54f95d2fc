import { MOBILE_HOME_BANNER } from '@minda/contracts/rules/limits';
import { BannerSection } from '../../../features/banners/components/banner-section.tsx';
import { StayRecommendSection } from '../../../features/catalog/components/stay-recommend-section.tsx';
import { TourRecommendSection } from '../../../features/catalog/components/tour-recommend-section.tsx';
import { MobileHome } from '../../../features/home/components/mobile-home.tsx';
import { PopularCitiesCarousel } from '../../../features/popular-cities/components/popular-cities-carousel.tsx';
import { HomePopups } from '../../../features/popups/components/home-popups.tsx';
import { useWishToggle } from '../../../features/wishes/use-wish-toggle.ts';
import { HydrationSlice } from '../../hydration-slice.tsx';
import { MobileTabLayout } from '../../layouts/mobile-tab-layout.tsx';

/**
 * /m/1.0/grp_main/main.html: the home feature lays out the page; this module only plugs the features in, each section
 * a hydration slice of its own (the home is the longest page to hydrate).
 */
export function Component() {
  const toggleWish = useWishToggle();
  return (
    <MobileTabLayout active="home">
      <MobileHome
        banners={
          <HydrationSlice id="home-banners">
            <BannerSection platform="mobile" type="main" label="이벤트 배너" {...MOBILE_HOME_BANNER} />
          </HydrationSlice>
        }
        stayRecommendations={
          <HydrationSlice id="home-stays">
            <StayRecommendSection onToggleWish={(stay) => toggleWish({ kind: 'stay', goodsNo: stay.goodsNo, isWish: stay.isWish })} />
          </HydrationSlice>
        }
        tourRecommendations={
          <HydrationSlice id="home-tours">
            <TourRecommendSection
              onToggleWish={(tour) => toggleWish({ kind: 'tour', itemNo: tour.itemNo, category: tour.category, isWish: tour.isWish })}
            />
          </HydrationSlice>
        }
        popularCities={
          <HydrationSlice id="home-cities">
            <PopularCitiesCarousel />
          </HydrationSlice>
        }
      />
      <HomePopups />
    </MobileTabLayout>
  );
}
