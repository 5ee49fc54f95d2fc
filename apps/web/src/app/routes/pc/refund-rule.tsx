import { SitePageView } from '../../../features/editorial/components/site-page-view.tsx';
import { SITE_PAGES } from '../site-pages.ts';

/** /helpcenter/rule.php: cancellation and refund rules per product line. */
export function Component() {
  return <SitePageView {...SITE_PAGES.refundRule} />;
}
