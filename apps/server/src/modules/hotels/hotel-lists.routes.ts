import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  HotelListResponseSchema,
  HotelPopularCitiesResponseSchema,
  HotelRecentlyViewedQuerySchema,
  HotelRecommendQuerySchema,
  HotelThemesResponseSchema,
} from '@minda/contracts/hotels';
import { apiPaths } from '@minda/contracts/paths';
import * as hotels from './hotel-lists.service.ts';
import { access, callerOf } from '../../platform/access.ts';

const tags = ['hotels'];

export default async function hotelsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    `/${apiPaths.hotels.popularCities.pattern}`,
    { config: { access: access.public, publicCache: { tags: ['popular-cities'] } }, schema: { tags, summary: '호텔 인기 도시', response: { 200: HotelPopularCitiesResponseSchema } } },
    async () => ({ data: await hotels.hotelPopularCities(app.db) }),
  );

  app.get(
    `/${apiPaths.hotels.themeProperties.pattern}`,
    { config: { access: access.public, publicCache: { callerFlags: 'isWish' } }, schema: { tags, summary: '호텔 테마(도시별 묶음)', response: { 200: HotelThemesResponseSchema } } },
    async (request) => ({ data: await hotels.hotelThemeProperties(app.db, callerOf(request)) }),
  );

  app.get(
    `/${apiPaths.hotels.recommendProperties.pattern}`,
    { config: { access: access.public, publicCache: { callerFlags: 'isWish' } }, schema: { tags, summary: '호텔 추천', querystring: HotelRecommendQuerySchema, response: { 200: HotelListResponseSchema } } },
    async (request) =>
      ({ data: await hotels.hotelRecommendProperties(app.db, callerOf(request), { code: request.query.cityCode, id: request.query.cityId }) }),
  );

  app.get(
    `/${apiPaths.hotels.recentlyViewed.pattern}`,
    { config: { access: access.public }, schema: { tags, summary: '최근 본 호텔', querystring: HotelRecentlyViewedQuerySchema, response: { 200: HotelListResponseSchema } } },
    async (request) => ({ data: await hotels.hotelRecentlyViewed(app.db, callerOf(request), request.query.propertyIds) }),
  );
}
