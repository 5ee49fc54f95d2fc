import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { API_PREFIX } from '@minda/contracts/paths';
import { errorBody } from './errors.ts';

type Options = { webDistDir: string; uploadsDir: string };

/**
 * Serves uploaded/generated images and the built web app. Any other GET that asks for HTML gets the SPA's
 * index.html (the router decides, and shows its own 404 page); API paths and everything else get a JSON 404.
 */
async function webStaticPlugin(app: FastifyInstance, opts: Options) {
  fs.mkdirSync(opts.uploadsDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: opts.uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    maxAge: '7d',
    // Uploaded files are typed by their signature and named by us; never let a browser guess otherwise.
    setHeaders: (reply) => reply.header('x-content-type-options', 'nosniff'),
  });

  const indexHtml = path.join(opts.webDistDir, 'index.html');
  const hasWeb = fs.existsSync(indexHtml);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: opts.webDistDir,
      prefix: '/',
      wildcard: false,
      index: false,
      // The build writes .br/.gz beside each asset (scripts/compress-dist.mjs); send those when accepted.
      preCompressed: true,
      // Hashed bundles never change; index.html must always be revalidated.
      setHeaders: (reply, filePath) => {
        reply.header('cache-control', filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  } else {
    app.log.warn({ webDistDir: opts.webDistDir }, 'web app is not built: run `npm run build` to serve pages');
  }

  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url.startsWith(`${API_PREFIX}/`) || request.url === API_PREFIX;
    const wantsHtml = request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
    if (!isApi && wantsHtml && hasWeb) {
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(fs.createReadStream(indexHtml));
    }
    return reply.status(404).send(errorBody('NOT_FOUND', '요청한 주소를 찾을 수 없습니다.'));
  });
}

export default fp(webStaticPlugin, { name: 'web-static' });
