import { InvitePage } from '../../../features/invite/components/invite-page.tsx';
import { SubHeader } from '../../../ui/sub-header/sub-header.tsx';
import { MobileTabLayout } from '../../layouts/mobile-tab-layout.tsx';

/** /m/1.0/mypage/invite.html: the member's invite code and link from the mobile my-page (decision 028). */
export function Component() {
  return (
    <MobileTabLayout active="mypage">
      <SubHeader title="친구 초대" />
      <InvitePage titled={false} />
    </MobileTabLayout>
  );
}
