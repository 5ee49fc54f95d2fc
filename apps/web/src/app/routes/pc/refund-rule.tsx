import { sitePageQueryOptions } from '../../../features/editorial/api/get-site-page.ts';
import { SitePageView } from '../../../features/editorial/components/site-page-view.tsx';
import { ensureQueries, type ScreenLoader } from '../../route-data.ts';
import { SITE_PAGES } from '../site-pages.ts';

export const loader: ScreenLoader = ({ client }) => ensureQueries(client, sitePageQueryOptions(SITE_PAGES.refundRule.slug));

/** /helpcenter/rule.php: cancellation and refund rules per product line. */
export function Component() {
  return <SitePageView {...SITE_PAGES.refundRule} />;
}
