import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { API_PREFIX } from '@minda/contracts/paths';
import { isPagePath } from '@minda/contracts/web-pages';
import { precompressFile } from './compress.ts';
import { errorBody } from './errors.ts';

type Options = { webDistDir: string; uploadsDir: string };

/** Folders of files: a missing file there is a plain 404, not the app's not-found screen. */
const FILE_FOLDERS = ['/assets/', '/uploads/'];

/**
 * Serves uploaded/generated images and the built web app. A GET or HEAD of any other address outside the
 * API and the file folders gets the SPA's index.html, whatever its Accept header: with 200 when it is a page
 * of the app (contracts web-pages), with 404 otherwise, where the router shows its not-found screen. API
 * paths, the file folders and other methods get a JSON 404.
 */
async function webStaticPlugin(app: FastifyInstance, opts: Options) {
  fs.mkdirSync(opts.uploadsDir, { recursive: true });
  await app.register(async (uploads) => {
    // SVGs (every generated image) go compressed when accepted: written once beside the file, then static.
    uploads.addHook('onRequest', async (request) => {
      if (request.headers['accept-encoding']) await precompressFile(opts.uploadsDir, (request.url.split('?')[0] ?? '').slice('/uploads/'.length));
    });
    await uploads.register(fastifyStatic, {
      root: opts.uploadsDir,
      prefix: '/uploads/',
      decorateReply: false,
      maxAge: '7d',
      preCompressed: true,
      // Uploaded files are typed by their signature and named by us; never let a browser guess otherwise.
      setHeaders: (reply) => {
        reply.header('x-content-type-options', 'nosniff');
      },
    });
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
    const pathname = request.url.split('?')[0] ?? '';
    const isApi = pathname.startsWith(`${API_PREFIX}/`) || pathname === API_PREFIX;
    const isFile = FILE_FOLDERS.some((folder) => pathname.startsWith(folder));
    const readsPage = request.method === 'GET' || request.method === 'HEAD';
    if (hasWeb && readsPage && !isApi && !isFile) {
      return reply
        .status(isPagePath(pathname) ? 200 : 404)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(fs.createReadStream(indexHtml));
    }
    return reply.status(404).send(errorBody('NOT_FOUND', '요청한 주소를 찾을 수 없습니다.'));
  });
}

export default fp(webStaticPlugin, { name: 'web-static' });
