import { MindaOnlyMobilePage } from '../../../features/minda-only/components/minda-only-mobile-page.tsx';
import { MobileFooterLinks } from '../../../features/minda-only/components/mobile-footer-links.tsx';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { MobileFooter } from '../../../ui/footer/mobile-footer.tsx';

const META = { title: 'MINDA Only - 민다에서만 만나는 한인민박', description: '민다에서만 만날 수 있는 한인민박, 리뷰 작성 시 포인트 2배.' };

/** /m/1.0/grp_main/minda_only.html: the page, then the full mobile footer. */
export function Component() {
  usePageMeta(META);
  return (
    <div style={{ maxWidth: 640, margin: '0 auto' }}>
      <MindaOnlyMobilePage />
      <MobileFooterLinks />
      <MobileFooter />
    </div>
  );
}
