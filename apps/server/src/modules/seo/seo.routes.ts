import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { rootPaths } from '@minda/contracts/paths';
import type { Config } from '../../config.ts';
import { access } from '../../platform/access.ts';
import { errorBody } from '../../platform/errors.ts';
import { robotsTxt } from './robots.ts';
import { parseSitemapFile, sitemapFile, sitemapIndex } from './sitemap.ts';

/** Crawlers read these at most hourly; a shared cache may keep them as long. */
const CRAWLER_CACHE = 'public, max-age=3600';

/**
 * robots.txt and the sitemap (decision 030): an index of files of at most 50,000 addresses, the product
 * pages of each line streamed from the database in key order, and the static public pages.
 */
export default async function seoRoutes(fastify: FastifyInstance, opts: { config: Config }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // The configured origin only: crawlers' caches keep these files an hour, whatever Host asked.
  const origin = opts.config.publicBaseUrl;

  app.get(rootPaths.robots.pattern, { config: { access: access.public }, schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', CRAWLER_CACHE).send(robotsTxt(origin)),
  );

  app.get(rootPaths.sitemap.pattern, { config: { access: access.public }, schema: { hide: true } }, async (_request, reply) =>
    reply.type('application/xml; charset=utf-8').header('cache-control', CRAWLER_CACHE).send(await sitemapIndex(app.db, origin)),
  );

  app.get(
    rootPaths.sitemapFile.pattern,
    { config: { access: access.public }, schema: { hide: true, params: z.object({ file: z.string().max(40) }) } },
    async (request, reply) => {
      const file = parseSitemapFile(request.params.file);
      const chunks = file ? sitemapFile(app.db, origin, file) : undefined;
      const first = chunks ? await chunks.next() : undefined;
      if (!chunks || !first || first.done) return reply.status(404).send(errorBody('NOT_FOUND', '요청한 사이트맵 파일이 없습니다.'));
      async function* body() {
        yield first!.value as string;
        yield* chunks!;
      }
      return reply.type('application/xml; charset=utf-8').header('cache-control', CRAWLER_CACHE).send(Readable.from(body()));
    },
  );
}
