import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { RecommendQuerySchema } from '@minda/contracts/geography';
import {
  StayListResponseSchema,
  StayPopularCitiesResponseSchema,
  StayRecentlyViewedQuerySchema,
  StayRecommendResponseSchema,
  StayThemesResponseSchema,
} from '@minda/contracts/stays';
import { apiPaths } from '@minda/contracts/paths';
import * as stays from './stay-lists.service.ts';
import { access, callerOf } from '../../platform/access.ts';

const tags = ['stays'];

export default async function staysRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    `/${apiPaths.stays.popularCities.pattern}`,
    { config: { access: access.public, publicCache: { tags: ['popular-cities'] } }, schema: { tags, summary: '숙소 인기 도시', response: { 200: StayPopularCitiesResponseSchema } } },
    async () => ({ data: await stays.stayPopularCities(app.db) }),
  );

  app.get(
    `/${apiPaths.stays.themeItems.pattern}`,
    { config: { access: access.public, publicCache: { callerFlags: 'isWish' } }, schema: { tags, summary: '숙소 테마 목록(도시별 묶음)', response: { 200: StayThemesResponseSchema } } },
    async (request) => ({ data: await stays.stayThemeItems(app.db, callerOf(request)) }),
  );

  app.get(
    `/${apiPaths.stays.recommendItems.pattern}`,
    { config: { access: access.public, publicCache: { callerFlags: 'isWish' } }, schema: { tags, summary: '숙소 추천(카테고리별)', querystring: RecommendQuerySchema, response: { 200: StayRecommendResponseSchema } } },
    async (request) => ({ data: await stays.stayRecommendItems(app.db, callerOf(request), request.query.cityCode) }),
  );

  app.get(
    `/${apiPaths.stays.recentlyViewed.pattern}`,
    { config: { access: access.public }, schema: { tags, summary: '최근 본 숙소', querystring: StayRecentlyViewedQuerySchema, response: { 200: StayListResponseSchema } } },
    async (request) => ({ data: await stays.stayRecentlyViewed(app.db, callerOf(request), request.query.goodsNos) }),
  );
}
