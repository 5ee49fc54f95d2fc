import { SitePageView } from '../../../features/editorial/components/site-page-view.tsx';

/** /helpcenter/rule.php: cancellation and refund rules per product line. */
export function Component() {
  return <SitePageView slug="refund-rule" title="취소·환불 규정" description="한인민박 예약금, 해외호텔, 투어·티켓의 취소와 환불 규정을 안내합니다." />;
}
