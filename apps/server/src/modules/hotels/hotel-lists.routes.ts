import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  HotelListResponseSchema,
  HotelPopularCitiesResponseSchema,
  HotelRecentlyViewedQuerySchema,
  HotelRecommendQuerySchema,
  HotelThemesResponseSchema,
} from '@minda/contracts/catalog';
import { apiPaths } from '@minda/contracts/paths';
import * as hotels from './hotel-lists.service.ts';

const tags = ['hotels'];

export default async function hotelsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    `/${apiPaths.hotels.popularCities}`,
    { schema: { tags, summary: '호텔 인기 도시', response: { 200: HotelPopularCitiesResponseSchema } } },
    async () => ({ data: await hotels.hotelPopularCities(app.db) }),
  );

  app.get(
    `/${apiPaths.hotels.themeProperties}`,
    { schema: { tags, summary: '호텔 테마(도시별 묶음)', response: { 200: HotelThemesResponseSchema } } },
    async (request) => ({ data: await hotels.hotelThemeProperties(app.db, request.user?.id ?? null) }),
  );

  app.get(
    `/${apiPaths.hotels.recommendProperties}`,
    { schema: { tags, summary: '호텔 추천', querystring: HotelRecommendQuerySchema, response: { 200: HotelListResponseSchema } } },
    async (request) =>
      ({ data: await hotels.hotelRecommendProperties(app.db, request.user?.id ?? null, { code: request.query.cityCode, id: request.query.cityId }) }),
  );

  app.get(
    `/${apiPaths.hotels.recentlyViewed}`,
    { schema: { tags, summary: '최근 본 호텔', querystring: HotelRecentlyViewedQuerySchema, response: { 200: HotelListResponseSchema } } },
    async (request) => ({ data: await hotels.hotelRecentlyViewed(app.db, request.user?.id ?? null, request.query.propertyIds) }),
  );
}
