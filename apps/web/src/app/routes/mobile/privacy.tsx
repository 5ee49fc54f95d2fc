import { sitePageQueryOptions } from '../../../features/editorial/api/get-site-page.ts';
import { MobileEditorialBody } from '../../../features/editorial/components/mobile-body.tsx';
import { SitePageView } from '../../../features/editorial/components/site-page-view.tsx';
import { SubHeader } from '../../../ui/sub-header/sub-header.tsx';
import { MobileTabLayout } from '../../layouts/mobile-tab-layout.tsx';
import { ensureQueries, type ScreenLoader } from '../../route-data.ts';
import type { SitePage } from '../site-pages.ts';

const PAGE = { slug: 'privacy', title: '개인정보처리방침', description: '민다 개인정보처리방침입니다.' } as const satisfies SitePage;

export const loader: ScreenLoader = ({ client }) => ensureQueries(client, sitePageQueryOptions(PAGE.slug));

/** /m/1.0/cs/privacy.html: the privacy policy (PC footers link here too). */
export function Component() {
  return (
    <MobileTabLayout active="mypage">
      <SubHeader title={PAGE.title} />
      <MobileEditorialBody>
        <SitePageView {...PAGE} showTitle={false} />
      </MobileEditorialBody>
    </MobileTabLayout>
  );
}
