import { SITE_PAGES } from '../site-pages.ts';
import { MobileSitePage } from './site-page.tsx';

/** /m/1.0/cs/rule.html: cancellation and refund rules (PC /helpcenter/rule.php). */
export function Component() {
  return <MobileSitePage page={SITE_PAGES.refundRule} />;
}
