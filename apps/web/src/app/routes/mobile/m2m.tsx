import { InquiryDesk } from '../../../features/mypage/components/inquiry-desk.tsx';
import { SubHeader } from '../../../ui/sub-header/sub-header.tsx';
import { MobileTabLayout } from '../../layouts/mobile-tab-layout.tsx';

/** /m/1.0/mypage/my_m2m.html?mode=write|list: 1:1 inquiry from the mobile my-page. */
export function Component() {
  return (
    <MobileTabLayout active="mypage">
      <SubHeader title="1:1 문의" />
      <InquiryDesk />
    </MobileTabLayout>
  );
}
