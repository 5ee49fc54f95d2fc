import { bannersQueryOptions } from '../../../features/banners/api/get-banners.ts';
import { stayRecommendationsQueryOptions } from '../../../features/catalog/api/get-stay-recommendations.ts';
import { tourRecommendationsQueryOptions } from '../../../features/catalog/api/get-tour-recommendations.ts';
import { stayPopularCitiesQueryOptions } from '../../../features/popular-cities/api/get-stay-popular-cities.ts';
import { popupNoticeQueryOptions } from '../../../features/popups/api/get-popup-notice.ts';
import { reviewSummaryQueryOptions } from '../../../features/popups/api/get-review-summary.ts';
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
