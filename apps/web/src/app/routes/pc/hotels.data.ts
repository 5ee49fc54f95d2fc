import { bannersQueryOptions } from '../../../features/banners/api/get-banners.ts';
import { hotelThemesQueryOptions } from '../../../features/catalog/api/get-hotel-themes.ts';
import { hotelPopularCitiesQueryOptions } from '../../../features/popular-cities/api/get-hotel-popular-cities.ts';
import { ensureQueries, type ScreenLoader } from '../../route-data.ts';

export const BANNERS = { platform: 'pc', type: 'hotel' } as const;

export const loader: ScreenLoader = ({ client }) =>
  ensureQueries(client, bannersQueryOptions(BANNERS), hotelThemesQueryOptions(), hotelPopularCitiesQueryOptions());
