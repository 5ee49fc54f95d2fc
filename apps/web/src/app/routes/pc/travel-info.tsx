import { SitePageView } from '../../../features/editorial/components/site-page-view.tsx';

/** /main/info.php: currency, plugs and entry rules by country. */
export function Component() {
  return <SitePageView slug="travel-info" title="여행정보" description="나라별 통화, 전압·플러그, 비자와 입국 정보를 한눈에 확인하세요." />;
}
