import { InquiryDesk } from '../../../features/mypage/components/inquiry-desk.tsx';

/** /mypage/my_m2m.php?mode=write|list: 1:1 inquiry to the operator (the footer's 1:1 문의). */
export function Component() {
  return <InquiryDesk heading="1:1 문의" />;
}
