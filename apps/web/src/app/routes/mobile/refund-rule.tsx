import { sitePageQueryOptions } from '../../../features/editorial/api/get-site-page.ts';
import { ensureQueries, type ScreenLoader } from '../../route-data.ts';
import { SITE_PAGES } from '../site-pages.ts';
import { MobileSitePage } from './site-page.tsx';

export const loader: ScreenLoader = ({ client }) => ensureQueries(client, sitePageQueryOptions(SITE_PAGES.refundRule.slug));

/** /m/1.0/cs/rule.html: cancellation and refund rules (PC /helpcenter/rule.php). */
export function Component() {
  return <MobileSitePage page={SITE_PAGES.refundRule} />;
}
