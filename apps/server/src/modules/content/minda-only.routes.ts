import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MindaOnlyResponseSchema } from '@minda/contracts/content';
import { apiPaths } from '@minda/contracts/paths';
import { access } from '../../platform/access.ts';
import { listMindaOnlyCities } from './minda-only.service.ts';

/** The exclusive-stays page "MINDA Only" (spec 2 §2.5, §7.4). */
export default async function mindaOnlyRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    `/${apiPaths.stays.mindaOnly.pattern}`,
    { config: { access: access.public, publicCache: { tags: ['content'] } }, schema: { tags: ['stays'], summary: 'MINDA Only 도시 목록', response: { 200: MindaOnlyResponseSchema } } },
    async () => ({ data: await listMindaOnlyCities(app.db) }),
  );
}
