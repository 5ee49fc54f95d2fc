import { bannersQueryOptions } from '../../../features/banners/api/get-banners.ts';
import { stayThemesQueryOptions } from '../../../features/catalog/api/get-stay-themes.ts';
import { stayPopularCitiesQueryOptions } from '../../../features/popular-cities/api/get-stay-popular-cities.ts';
import { ensureQueries, type ScreenLoader } from '../../route-data.ts';

export const BANNERS = { platform: 'pc', type: 'stay' } as const;

export const loader: ScreenLoader = ({ client }) =>
  ensureQueries(client, stayPopularCitiesQueryOptions(), bannersQueryOptions(BANNERS), stayThemesQueryOptions());
