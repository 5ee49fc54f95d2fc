import { sitePageQueryOptions } from '../../../features/editorial/api/get-site-page.ts';
import { ensureQueries, type ScreenLoader } from '../../route-data.ts';
import { SITE_PAGES } from '../site-pages.ts';
import { MobileSitePage } from './site-page.tsx';

export const loader: ScreenLoader = ({ client }) => ensureQueries(client, sitePageQueryOptions(SITE_PAGES.travelInfo.slug));

/** /m/1.0/cs/info.html: currency, plugs and entry rules by country (PC /main/info.php). */
export function Component() {
  return <MobileSitePage page={SITE_PAGES.travelInfo} />;
}
