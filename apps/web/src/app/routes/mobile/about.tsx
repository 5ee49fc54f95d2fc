import { sitePageQueryOptions } from '../../../features/editorial/api/get-site-page.ts';
import { ensureQueries, type ScreenLoader } from '../../route-data.ts';
import { SITE_PAGES } from '../site-pages.ts';
import { MobileSitePage } from './site-page.tsx';

export const loader: ScreenLoader = ({ client }) => ensureQueries(client, sitePageQueryOptions(SITE_PAGES.about.slug));

/** /m/1.0/cs/about.html: the company page (PC /about/about.php). */
export function Component() {
  return <MobileSitePage page={SITE_PAGES.about} />;
}
