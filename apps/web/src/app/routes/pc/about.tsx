import { SitePageView } from '../../../features/editorial/components/site-page-view.tsx';
import { SITE_PAGES } from '../site-pages.ts';

/** /about/about.php: the company page. */
export function Component() {
  return <SitePageView {...SITE_PAGES.about} />;
}
