import { sitePageQueryOptions } from '../../../features/editorial/api/get-site-page.ts';
import { ensureQueries, type ScreenLoader } from '../../route-data.ts';
import type { SitePage } from '../site-pages.ts';

export const PAGE = { slug: 'privacy', title: '개인정보처리방침', description: '민다 개인정보처리방침입니다.' } as const satisfies SitePage;

export const loader: ScreenLoader = ({ client }) => ensureQueries(client, sitePageQueryOptions(PAGE.slug));
