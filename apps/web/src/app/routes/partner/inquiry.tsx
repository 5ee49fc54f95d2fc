import { useLocation } from 'react-router';
import { InquiryRoomScreen, partnerAreaOf } from '../inquiry-screens.tsx';
import { inquiryRoomLoader } from '../member-data.ts';

export const loader = inquiryRoomLoader;

/** /manager/inquiry/detail.php, /manager/tg/inquiry/detail.php and /manager_app/inquiry/detail.html?id=: the partner's chat. */
export function Component() {
  return <InquiryRoomScreen area={partnerAreaOf(useLocation().pathname)} />;
}
