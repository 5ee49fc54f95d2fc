import { SITE_PAGES } from '../site-pages.ts';
import { MobileSitePage } from './site-page.tsx';

/** /m/1.0/cs/about.html: the company page (PC /about/about.php). */
export function Component() {
  return <MobileSitePage page={SITE_PAGES.about} />;
}
