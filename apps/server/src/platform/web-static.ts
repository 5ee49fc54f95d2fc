import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { API_PREFIX } from '@minda/contracts/paths';
import { LOGGED_IN_COOKIE, SESSION_COOKIE } from '@minda/contracts/rules/auth-cookies';
import { isPagePath } from '@minda/contracts/web-pages';
import { precompressFile } from './compress.ts';
import { errorBody } from './errors.ts';
import { publicOrigin } from './public-origin.ts';
import { createPageRenderer, etagOf, fillTemplate, importServerBuild, type PageRenderer } from './page-render.ts';

type Options = { webDistDir: string; webSsrDir: string; uploadsDir: string; renderBudgetMs: number; publicBaseUrl: string | undefined };

/** Folders of files: a missing file there is a plain 404, not the app's not-found screen. */
const FILE_FOLDERS = ['/assets/', '/uploads/'];

/**
 * A visitor's page is the same for everyone, so shared caches may keep it: a minute fresh, then served stale
 * for five more while one request renders it again (decision 030).
 */
export const PUBLIC_PAGE_CACHE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';
/** A member's page, or a page the server could not render: revalidated every time, never kept by a shared cache. */
export const PRIVATE_PAGE_CACHE = 'private, no-cache';
const SHELL_CACHE = 'no-cache';

/** A signed-in browser: a session cookie, or the readable marker the web app sets beside it (decision 003). */
const isMember = (request: FastifyRequest) => Boolean(request.cookies[SESSION_COOKIE] || request.cookies[LOGGED_IN_COOKIE]);

/**
 * Serves uploaded/generated images and the built web app. A GET or HEAD of any other address outside the
 * API and the file folders is a page: with 200 when it is a page of the app (contracts web-pages), with 404
 * otherwise, where the router shows its not-found screen. A visitor gets the page rendered on the server
 * (when the web app's server build is there), which may be cached publicly; a member gets the app's shell,
 * private, and the browser renders it with the member's data. API paths, the file folders and other methods
 * get a JSON 404.
 *
 * index.html and the server build are read once at start: a `vite build` emptying dist/ under a running
 * server no longer takes the pages with it (issue 8).
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
  const template = fs.existsSync(indexHtml) ? fs.readFileSync(indexHtml, 'utf8') : undefined;
  if (template !== undefined) {
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

  const serverBuild = template === undefined ? undefined : await importServerBuild(opts.webSsrDir);
  const render: PageRenderer | undefined = serverBuild ? createPageRenderer(app, serverBuild) : undefined;
  if (template !== undefined && !render) app.log.warn({ webSsrDir: opts.webSsrDir }, 'web app has no server build: pages are rendered in the browser');

  async function sendPage(request: FastifyRequest, reply: FastifyReply, page: string, pathname: string) {
    const shellStatus = isPagePath(pathname) ? 200 : 404;
    reply.type('text/html; charset=utf-8');
    if (!render || isMember(request)) {
      return reply.status(shellStatus).header('cache-control', render ? PRIVATE_PAGE_CACHE : SHELL_CACHE).send(page);
    }
    const origin = publicOrigin(request, opts.publicBaseUrl);
    let rendered;
    try {
      rendered = await render(request.url, origin, opts.renderBudgetMs);
    } catch (error) {
      // The browser can still render the page: a render failure costs the first paint, never the page.
      request.log.error({ err: error, url: request.url }, 'page render failed: sending the shell');
      return reply.status(shellStatus).header('cache-control', SHELL_CACHE).send(page);
    }
    if (!rendered) return reply.status(shellStatus).header('cache-control', PUBLIC_PAGE_CACHE).send(page);
    const etag = etagOf(rendered);
    reply.header('cache-control', PUBLIC_PAGE_CACHE).header('etag', etag).header('vary', 'accept-encoding');
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();
    return reply.status(rendered.status).send(fillTemplate(page, rendered));
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    const isApi = pathname.startsWith(`${API_PREFIX}/`) || pathname === API_PREFIX;
    const isFile = FILE_FOLDERS.some((folder) => pathname.startsWith(folder));
    const readsPage = request.method === 'GET' || request.method === 'HEAD';
    if (template !== undefined && readsPage && !isApi && !isFile) return sendPage(request, reply, template, pathname);
    return reply.status(404).send(errorBody('NOT_FOUND', '요청한 주소를 찾을 수 없습니다.'));
  });
}

export default fp(webStaticPlugin, { name: 'web-static' });
