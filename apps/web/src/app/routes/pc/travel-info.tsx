import { SitePageView } from '../../../features/editorial/components/site-page-view.tsx';
import { SITE_PAGES } from '../site-pages.ts';

/** /main/info.php: currency, plugs and entry rules by country. */
export function Component() {
  return <SitePageView {...SITE_PAGES.travelInfo} />;
}
