import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiPaths } from '@minda/contracts/paths';
import { StayPlusQuerySchema, StayPlusResponseSchema } from '@minda/contracts/stays';
import { access, callerOf } from '../../platform/access.ts';
import { stayPlusItems } from './stay-plus.service.ts';

export default async function stayPlusRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    `/${apiPaths.stays.plus.pattern}`,
    { config: { access: access.public, publicCache: { callerFlags: 'isWish' } }, schema: { tags: ['stays'], summary: '스테이플러스 숙소 (페이지)', querystring: StayPlusQuerySchema, response: { 200: StayPlusResponseSchema } } },
    async (request) => ({ data: await stayPlusItems(app.db, callerOf(request), request.query) }),
  );
}
