import { MobileEditorialBody } from '../../../features/editorial/components/mobile-body.tsx';
import { SitePageView } from '../../../features/editorial/components/site-page-view.tsx';
import { SubHeader } from '../../../ui/sub-header/sub-header.tsx';
import { MobileTabLayout } from '../../layouts/mobile-tab-layout.tsx';
import type { SitePage } from '../site-pages.ts';

/** A site page on mobile: its title in the sub-header, the content in the mobile column, the bottom bar. */
export function MobileSitePage({ page }: { page: SitePage }) {
  return (
    <MobileTabLayout active="mypage">
      <SubHeader title={page.title} />
      <MobileEditorialBody>
        <SitePageView {...page} showTitle={false} />
      </MobileEditorialBody>
    </MobileTabLayout>
  );
}
