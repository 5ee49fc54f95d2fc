import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiPaths } from '@minda/contracts/paths';
import {
  StayGoodsNoParamsSchema,
  StayPropertyResponseSchema,
  StayRoomsQuerySchema,
  StayRoomsResponseSchema,
  StaySearchQuerySchema,
  StaySearchResponseSchema,
} from '@minda/contracts/stays';
import { searchStays, stayProperty, stayRooms } from './stay-search.service.ts';
import { PreviewQuerySchema } from '@minda/contracts/product-preview';
import { access, callerOf } from '../../platform/access.ts';
import { previewerOf } from '../../platform/product-preview.ts';
import { datedResults, datedRooms } from '../../platform/public-cache.ts';

const tags = ['stays'];

/** Stay results for dates and a party, and one stay's page with its rooms priced (issue 4). */
export default async function staysSearchRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    `/${apiPaths.stays.search.pattern}`,
    { config: { access: access.public, publicCache: datedResults('stay') }, schema: { tags, summary: '숙소 검색 (날짜·인원별 가격과 예약 가능 여부)', querystring: StaySearchQuerySchema, response: { 200: StaySearchResponseSchema } } },
    async (request) => ({ data: await searchStays(app.db, callerOf(request), request.query) }),
  );

  app.get(
    `/${apiPaths.stays.property.pattern}`,
    {
      config: { access: access.public, publicCache: { callerFlags: 'isWish' } },
      schema: { tags, summary: '숙소 상세 (preview=1: 운영자·파트너의 미리보기)', params: StayGoodsNoParamsSchema, querystring: PreviewQuerySchema, response: { 200: StayPropertyResponseSchema } },
    },
    async (request, reply) => ({ data: await stayProperty(app.db, callerOf(request), request.params.goodsNo, previewerOf(request, reply)) }),
  );

  app.get(
    `/${apiPaths.stays.rooms.pattern}`,
    {
      config: { access: access.public, publicCache: datedRooms('stay') },
      schema: {
        tags,
        summary: '숙소 객실별 요금과 잔여 (날짜·인원)',
        params: StayGoodsNoParamsSchema,
        querystring: StayRoomsQuerySchema,
        response: { 200: StayRoomsResponseSchema },
      },
    },
    async (request, reply) => ({ data: await stayRooms(app.db, request.params.goodsNo, request.query, previewerOf(request, reply)) }),
  );
}
