import { sitePageQueryOptions } from '../../../features/editorial/api/get-site-page.ts';
import { ensureQueries, type ScreenLoader } from '../../route-data.ts';
import { SITE_PAGES } from '../site-pages.ts';

export const loader: ScreenLoader = ({ client }) => ensureQueries(client, sitePageQueryOptions(SITE_PAGES.travelInfo.slug));
