import { InquiryRoomScreen } from '../inquiry-screens.tsx';
import { inquiryRoomLoader } from '../member-data.ts';

export const loader = inquiryRoomLoader;

/** /mypage/inquiry/detail.php?id=: the member's chat with a host or tour partner. */
export function Component() {
  return <InquiryRoomScreen area="member" />;
}
