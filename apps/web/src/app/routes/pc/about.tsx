import { SitePageView } from '../../../features/editorial/components/site-page-view.tsx';

/** /about/about.php: the company page. */
export function Component() {
  return <SitePageView slug="about" title="회사소개" description="해외 한인민박·호텔·투어를 한국어로 예약하는 여행 플랫폼, 민다를 소개합니다." />;
}
