import { sitePageQueryOptions } from '../../../features/editorial/api/get-site-page.ts';
import { ensureQueries, type ScreenLoader } from '../../route-data.ts';
import type { SitePage } from '../site-pages.ts';

export const PAGE = { slug: 'clause', title: '이용약관', description: '민다 서비스 이용약관입니다.' } as const satisfies SitePage;

export const loader: ScreenLoader = ({ client }) => ensureQueries(client, sitePageQueryOptions(PAGE.slug));
