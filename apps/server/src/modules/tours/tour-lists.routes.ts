import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { RecommendQuerySchema } from '@minda/contracts/geography';
import {
  TourItemsResponseSchema,
  TourPopularCitiesResponseSchema,
  TourRecentlyViewedQuerySchema,
  TourThemesResponseSchema,
} from '@minda/contracts/tours';
import { apiPaths } from '@minda/contracts/paths';
import * as tours from './tour-lists.service.ts';
import { access, callerOf } from '../../platform/access.ts';

const tags = ['tours'];

export default async function toursRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    `/${apiPaths.tours.popularCities.pattern}`,
    { config: { access: access.public, publicCache: { tags: ['popular-cities'] } }, schema: { tags, summary: '투어·티켓 인기 도시', response: { 200: TourPopularCitiesResponseSchema } } },
    async () => ({ data: await tours.tourPopularCities(app.db) }),
  );

  app.get(
    `/${apiPaths.tours.themeItems.pattern}`,
    { config: { access: access.public, publicCache: { callerFlags: 'isWish' } }, schema: { tags, summary: '투어·티켓 테마 그룹', response: { 200: TourThemesResponseSchema } } },
    async (request) => ({ data: await tours.tourThemeItems(app.db, callerOf(request)) }),
  );

  app.get(
    `/${apiPaths.tours.recommendItems.pattern}`,
    { config: { access: access.public, publicCache: { callerFlags: 'isWish' } }, schema: { tags, summary: '투어·티켓 추천', querystring: RecommendQuerySchema, response: { 200: TourItemsResponseSchema } } },
    async (request) => ({ data: await tours.tourRecommendItems(app.db, callerOf(request), request.query.cityCode) }),
  );

  app.get(
    `/${apiPaths.tours.recentlyViewed.pattern}`,
    { config: { access: access.public }, schema: { tags, summary: '최근 본 투어·티켓', querystring: TourRecentlyViewedQuerySchema, response: { 200: TourItemsResponseSchema } } },
    async (request) => ({ data: await tours.tourRecentlyViewed(app.db, callerOf(request), request.query.itemNos) }),
  );
}
