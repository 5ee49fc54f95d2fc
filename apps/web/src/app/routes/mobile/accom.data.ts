import { bannersQueryOptions } from '../../../features/banners/api/get-banners.ts';
import { stayThemesQueryOptions } from '../../../features/catalog/api/get-stay-themes.ts';
import { ensureQueries, type ScreenLoader } from '../../route-data.ts';

export const BANNERS = { platform: 'mobile', type: 'stay' } as const;

export const loader: ScreenLoader = ({ client }) => ensureQueries(client, bannersQueryOptions(BANNERS), stayThemesQueryOptions());
