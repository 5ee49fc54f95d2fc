import { useLocation } from 'react-router';
import { InquiryRoomScreen, partnerAreaOf } from '../inquiry-screens.tsx';

/** /manager/inquiry/detail.php, /manager/tg/inquiry/detail.php and /manager_app/inquiry/detail.html?id=: the partner's chat. */
export function Component() {
  return <InquiryRoomScreen area={partnerAreaOf(useLocation().pathname)} />;
}
