import { MobileEditorialBody } from '../../../features/editorial/components/mobile-body.tsx';
import { SitePageView } from '../../../features/editorial/components/site-page-view.tsx';
import { SubHeader } from '../../../ui/sub-header/sub-header.tsx';
import { MobileTabLayout } from '../../layouts/mobile-tab-layout.tsx';
import { PAGE } from './clause.data.ts';

/** /m/1.0/cs/clause.html: the terms of use (PC footers link here too). */
export function Component() {
  return (
    <MobileTabLayout active="mypage">
      <SubHeader title={PAGE.title} />
      <MobileEditorialBody>
        <SitePageView {...PAGE} showTitle={false} />
      </MobileEditorialBody>
    </MobileTabLayout>
  );
}
