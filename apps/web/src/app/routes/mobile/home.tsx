import { MOBILE_HOME_BANNER } from '@minda/contracts/rules/limits';
import { bannersQueryOptions } from '../../../features/banners/api/get-banners.ts';
import { BannerSection } from '../../../features/banners/components/banner-section.tsx';
import { stayRecommendationsQueryOptions } from '../../../features/catalog/api/get-stay-recommendations.ts';
import { tourRecommendationsQueryOptions } from '../../../features/catalog/api/get-tour-recommendations.ts';
import { StayRecommendSection } from '../../../features/catalog/components/stay-recommend-section.tsx';
import { TourRecommendSection } from '../../../features/catalog/components/tour-recommend-section.tsx';
import { MobileHome } from '../../../features/home/components/mobile-home.tsx';
import { stayPopularCitiesQueryOptions } from '../../../features/popular-cities/api/get-stay-popular-cities.ts';
import { PopularCitiesCarousel } from '../../../features/popular-cities/components/popular-cities-carousel.tsx';
import { popupNoticeQueryOptions } from '../../../features/popups/api/get-popup-notice.ts';
import { reviewSummaryQueryOptions } from '../../../features/popups/api/get-review-summary.ts';
import { HomePopups } from '../../../features/popups/components/home-popups.tsx';
import { useWishToggle } from '../../../features/wishes/use-wish-toggle.ts';
import { MobileTabLayout } from '../../layouts/mobile-tab-layout.tsx';
import { currentUserQueryOptions } from '../../../features/auth/get-current-user.ts';
import { ensureQueries, ensureQuery, type ScreenLoader } from '../../route-data.ts';

export const loader: ScreenLoader = async ({ client }) => {
  // A member's popup queue also holds the reviews they can write (HomePopups).
  const user = await ensureQuery(client, currentUserQueryOptions());
  return ensureQueries(
    client,
    bannersQueryOptions({ platform: 'mobile', type: 'main' }),
    stayRecommendationsQueryOptions(),
    tourRecommendationsQueryOptions(),
    stayPopularCitiesQueryOptions(),
    popupNoticeQueryOptions(),
    Boolean(user) && reviewSummaryQueryOptions(),
  );
};

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
