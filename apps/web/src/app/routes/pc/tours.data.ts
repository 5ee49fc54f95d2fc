import { bannersQueryOptions } from '../../../features/banners/api/get-banners.ts';
import { tourThemesQueryOptions } from '../../../features/catalog/api/get-tour-themes.ts';
import { tourPopularCitiesQueryOptions } from '../../../features/popular-cities/api/get-tour-popular-cities.ts';
import { ensureQueries, type ScreenLoader } from '../../route-data.ts';

export const BANNERS = { platform: 'pc', type: 'tour' } as const;

export const SELECT_COLLECTION = { platform: 'pc', type: 'search' } as const;

export const loader: ScreenLoader = ({ client }) =>
  ensureQueries(client, bannersQueryOptions(BANNERS), tourThemesQueryOptions(), tourPopularCitiesQueryOptions(), bannersQueryOptions(SELECT_COLLECTION));
