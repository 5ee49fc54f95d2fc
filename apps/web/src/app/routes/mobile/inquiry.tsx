import { MobileTabLayout } from '../../layouts/mobile-tab-layout.tsx';
import { InquiryRoomScreen } from '../inquiry-screens.tsx';

/** /m/1.0/grp_mypage/inquiry_detail.html?id=: the member's chat, with 문의 active in the bottom menu (spec 2 §2.3). */
export function Component() {
  return (
    <MobileTabLayout active="inquiries">
      <main>
        <InquiryRoomScreen area="member" />
      </main>
    </MobileTabLayout>
  );
}
