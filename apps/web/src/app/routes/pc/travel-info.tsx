import { sitePageQueryOptions } from '../../../features/editorial/api/get-site-page.ts';
import { SitePageView } from '../../../features/editorial/components/site-page-view.tsx';
import { ensureQueries, type ScreenLoader } from '../../route-data.ts';
import { SITE_PAGES } from '../site-pages.ts';

export const loader: ScreenLoader = ({ client }) => ensureQueries(client, sitePageQueryOptions(SITE_PAGES.travelInfo.slug));

/** /main/info.php: currency, plugs and entry rules by country. */
export function Component() {
  return <SitePageView {...SITE_PAGES.travelInfo} />;
}
