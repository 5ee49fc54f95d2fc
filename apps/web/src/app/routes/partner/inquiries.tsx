import { useLocation } from 'react-router';
import { InquiryListScreen, partnerAreaOf } from '../inquiry-screens.tsx';

/** /manager/inquiry/list.php, /manager/tg/inquiry/list.php and /manager_app/inquiry/list.html: 고객 문의. */
export function Component() {
  return <InquiryListScreen area={partnerAreaOf(useLocation().pathname)} />;
}
