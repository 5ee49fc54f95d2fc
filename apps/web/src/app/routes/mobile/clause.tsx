import { sitePageQueryOptions } from '../../../features/editorial/api/get-site-page.ts';
import { MobileEditorialBody } from '../../../features/editorial/components/mobile-body.tsx';
import { SitePageView } from '../../../features/editorial/components/site-page-view.tsx';
import { SubHeader } from '../../../ui/sub-header/sub-header.tsx';
import { MobileTabLayout } from '../../layouts/mobile-tab-layout.tsx';
import { ensureQueries, type ScreenLoader } from '../../route-data.ts';
import type { SitePage } from '../site-pages.ts';

const PAGE = { slug: 'clause', title: '이용약관', description: '민다 서비스 이용약관입니다.' } as const satisfies SitePage;

export const loader: ScreenLoader = ({ client }) => ensureQueries(client, sitePageQueryOptions(PAGE.slug));

/** /m/1.0/cs/clause.html: the terms of use (PC footers link here too). */
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
