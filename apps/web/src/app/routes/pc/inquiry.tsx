import { InquiryRoomScreen } from '../inquiry-screens.tsx';

/** /mypage/inquiry/detail.php?id=: the member's chat with a host or tour partner. */
export function Component() {
  return <InquiryRoomScreen area="member" />;
}
