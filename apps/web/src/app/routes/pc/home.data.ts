import { bannersQueryOptions } from '../../../features/banners/api/get-banners.ts';
import { hotelRecommendationsQueryOptions } from '../../../features/catalog/api/get-hotel-recommendations.ts';
import { stayRecommendationsQueryOptions } from '../../../features/catalog/api/get-stay-recommendations.ts';
import { tourRecommendationsQueryOptions } from '../../../features/catalog/api/get-tour-recommendations.ts';
import { stayPopularCitiesQueryOptions } from '../../../features/popular-cities/api/get-stay-popular-cities.ts';
import { ensureQueries, type ScreenLoader } from '../../route-data.ts';

export const BANNERS = { platform: 'pc', type: 'main' } as const;

export const loader: ScreenLoader = ({ client }) =>
  ensureQueries(
    client,
    bannersQueryOptions(BANNERS),
    stayRecommendationsQueryOptions(),
    tourRecommendationsQueryOptions(),
    hotelRecommendationsQueryOptions(),
    stayPopularCitiesQueryOptions(),
  );
