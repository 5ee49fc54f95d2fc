import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiPaths } from '@minda/contracts/paths';
import { PointsCashQuerySchema, PointsCashResponseSchema } from '@minda/contracts/points';
import { access, signedInCaller } from '../../platform/access.ts';
import { pointsCash } from './points-cash.ts';

/** `GET member/points-cash` (spec 2 §7.5): the caller's own points. */
export default async function pointsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    `/${apiPaths.members.pointsCash.pattern}`,
    {
      config: { access: access.ownData },
      schema: { tags: ['members'], summary: '포인트 잔액, 소멸 예정 포인트와 내역', security: [{ bearer: [] }], querystring: PointsCashQuerySchema, response: { 200: PointsCashResponseSchema } },
    },
    async (request) => ({ data: await pointsCash(app.db, signedInCaller(request).id, request.query.page, new Date()) }),
  );
}
