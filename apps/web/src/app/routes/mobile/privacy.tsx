import { MobileEditorialBody } from '../../../features/editorial/components/mobile-body.tsx';
import { SitePageView } from '../../../features/editorial/components/site-page-view.tsx';
import { SubHeader } from '../../../ui/sub-header/sub-header.tsx';
import { MobileTabLayout } from '../../layouts/mobile-tab-layout.tsx';

/** /m/1.0/cs/privacy.html: the privacy policy (PC footers link here too). */
export function Component() {
  return (
    <MobileTabLayout active="mypage">
      <SubHeader title="개인정보처리방침" />
      <MobileEditorialBody>
        <SitePageView slug="privacy" title="개인정보처리방침" description="민다 개인정보처리방침입니다." showTitle={false} />
      </MobileEditorialBody>
    </MobileTabLayout>
  );
}
