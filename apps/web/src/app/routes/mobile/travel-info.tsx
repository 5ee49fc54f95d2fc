import { SITE_PAGES } from '../site-pages.ts';
import { MobileSitePage } from './site-page.tsx';

/** /m/1.0/cs/info.html: currency, plugs and entry rules by country (PC /main/info.php). */
export function Component() {
  return <MobileSitePage page={SITE_PAGES.travelInfo} />;
}
