import { CHAT_TEXTS } from '@minda/contracts/rules/chat';
import { SubHeader } from '../../../ui/sub-header/sub-header.tsx';
import { MobileTabLayout } from '../../layouts/mobile-tab-layout.tsx';
import { InquiryListScreen } from '../inquiry-screens.tsx';

/** /m/1.0/grp_mypage/inquiry_list.html: the member's inquiries, with 문의 active in the bottom menu. */
export function Component() {
  return (
    <MobileTabLayout active="inquiries">
      <SubHeader title={CHAT_TEXTS.memberListTitle} />
      <main>
        <InquiryListScreen area="member" showTitle={false} />
      </main>
    </MobileTabLayout>
  );
}
