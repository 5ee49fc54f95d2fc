import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { apiPaths, rootPaths } from '@minda/contracts/paths';
import { access } from '../../platform/access.ts';

/** Readiness: answers once the app is listening and the database responds. */
export async function healthRoutes(app: FastifyInstance) {
  app.get(rootPaths.health.pattern, { config: { access: access.public }, schema: { hide: true, response: { 200: z.object({ status: z.literal('ok') }) } } }, async () => {
    await app.db.execute(sql`select 1`);
    return { status: 'ok' as const };
  });
}

export async function openapiRoutes(app: FastifyInstance) {
  app.get(`/${apiPaths.system.openapi.pattern}`, { config: { access: access.public }, schema: { hide: true } }, async () => app.swagger());
}
