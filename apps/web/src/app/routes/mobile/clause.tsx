import { MobileEditorialBody } from '../../../features/editorial/components/mobile-body.tsx';
import { SitePageView } from '../../../features/editorial/components/site-page-view.tsx';
import { SubHeader } from '../../../ui/sub-header/sub-header.tsx';
import { MobileTabLayout } from '../../layouts/mobile-tab-layout.tsx';

/** /m/1.0/cs/clause.html: the terms of use (PC footers link here too). */
export function Component() {
  return (
    <MobileTabLayout active="mypage">
      <SubHeader title="이용약관" />
      <MobileEditorialBody>
        <SitePageView slug="clause" title="이용약관" description="민다 서비스 이용약관입니다." showTitle={false} />
      </MobileEditorialBody>
    </MobileTabLayout>
  );
}
