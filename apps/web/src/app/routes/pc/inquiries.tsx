import { InquiryListScreen } from '../inquiry-screens.tsx';

/** /mypage/inquiry/list.php: the member's inquiries (문의). */
export function Component() {
  return <InquiryListScreen area="member" />;
}
