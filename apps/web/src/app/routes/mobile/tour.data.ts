import { bannersQueryOptions } from '../../../features/banners/api/get-banners.ts';
import { tourThemesQueryOptions } from '../../../features/catalog/api/get-tour-themes.ts';
import { ensureQueries, type ScreenLoader } from '../../route-data.ts';

export const BANNERS = { platform: 'mobile', type: 'tour' } as const;

export const loader: ScreenLoader = ({ client }) => ensureQueries(client, bannersQueryOptions(BANNERS), tourThemesQueryOptions());
