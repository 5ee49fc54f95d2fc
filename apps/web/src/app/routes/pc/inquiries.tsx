import { InquiryListScreen } from '../inquiry-screens.tsx';
import { inquiryListLoader } from '../member-data.ts';

export const loader = inquiryListLoader;

/** /mypage/inquiry/list.php: the member's inquiries (문의). */
export function Component() {
  return <InquiryListScreen area="member" />;
}
