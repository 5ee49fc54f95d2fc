import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiPaths } from '@minda/contracts/paths';
import {
  TourDetailResponseSchema,
  TourItemParamsSchema,
  TourListQuerySchema,
  TourListResponseSchema,
  TourThemeParamsSchema,
  TourThemeQuerySchema,
  TourThemeResponseSchema,
} from '@minda/contracts/tours';
import { cityTourPage, themeTourPage, tourDetail } from './tour-search.service.ts';
import { PreviewQuerySchema } from '@minda/contracts/product-preview';
import { access, callerOf } from '../../platform/access.ts';
import { previewerOf } from '../../platform/product-preview.ts';
import { rankedResults } from '../../platform/public-cache.ts';

/** Tour lists by city and theme, and one tour's page (issue 4). */
export default async function tourListRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    `/${apiPaths.tours.list.pattern}`,
    {
      config: { access: access.public, publicCache: rankedResults('tour') },
      schema: {
        tags: ['tours'],
        summary: '도시별 투어·티켓 목록 (유형 필터, 정렬, 페이지)',
        querystring: TourListQuerySchema,
        response: { 200: TourListResponseSchema },
      },
    },
    async (request) => ({ data: await cityTourPage(app.db, callerOf(request), request.query) }),
  );

  app.get(
    `/${apiPaths.tours.theme.pattern}`,
    {
      config: { access: access.public, publicCache: rankedResults('tour') },
      schema: {
        tags: ['tours'],
        summary: '테마별 투어·티켓 목록 (유형 필터, 페이지)',
        params: TourThemeParamsSchema,
        querystring: TourThemeQuerySchema,
        response: { 200: TourThemeResponseSchema },
      },
    },
    async (request) => ({ data: await themeTourPage(app.db, callerOf(request), request.params.themeNo, request.query) }),
  );

  app.get(
    `/${apiPaths.tours.item.pattern}`,
    {
      config: { access: access.public, publicCache: { callerFlags: 'isWish' } },
      schema: {
        tags: ['tours'],
        summary: '투어·티켓 상품 상세 (옵션, 가격, 찜)',
        params: TourItemParamsSchema,
        querystring: PreviewQuerySchema,
        response: { 200: TourDetailResponseSchema },
      },
    },
    async (request, reply) => ({ data: await tourDetail(app.db, callerOf(request), request.params.itemNo, previewerOf(request, reply)) }),
  );
}
