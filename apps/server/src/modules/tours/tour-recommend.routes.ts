import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiPaths } from '@minda/contracts/paths';
import { TourRecommendQuerySchema, TourRecommendResponseSchema } from '@minda/contracts/tours';
import { access, callerOf } from '../../platform/access.ts';
import { tourRecommendPage } from './tour-recommend.service.ts';

export default async function tourRecommendRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    `/${apiPaths.tours.recommend.pattern}`,
    {
      config: { access: access.public, publicCache: { callerFlags: 'isWish' } },
      schema: {
        tags: ['tours'],
        summary: '도시별 투어·티켓 추천 목록 (페이지)',
        querystring: TourRecommendQuerySchema,
        response: { 200: TourRecommendResponseSchema },
      },
    },
    async (request) => ({ data: await tourRecommendPage(app.db, callerOf(request), request.query) }),
  );
}
