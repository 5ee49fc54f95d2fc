import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

/** Readiness: answers once the app is listening and the database responds. */
export async function healthRoutes(app: FastifyInstance) {
  app.get('/healthz', { schema: { hide: true, response: { 200: z.object({ status: z.literal('ok') }) } } }, async () => {
    await app.db.execute(sql`select 1`);
    return { status: 'ok' as const };
  });
}

export async function openapiRoutes(app: FastifyInstance) {
  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
