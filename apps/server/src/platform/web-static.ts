import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { API_PREFIX, webPaths } from '@minda/contracts/paths';
import { LOGGED_IN_COOKIE, SESSION_COOKIE } from '@minda/contracts/rules/auth-cookies';
import { isPagePath, isPrivatePagePath } from '@minda/contracts/web-pages';
import { cachedBody, precompressFile } from './compress.ts';
import { errorBody } from './errors.ts';
import { PageCache, type CachedPage } from './page-cache.ts';
import { createPageRenderer, etagOf, fillTemplate, importServerBuild, type PageCaller, type PageRenderer } from './page-render.ts';
import { inlinePageStyles, readPageStyles } from './page-styles.ts';
import { pageRenderToken } from './session.ts';
import { VIEWPORT_VARY, viewportOf } from './viewport.ts';

type Options = {
  webDistDir: string;
  webSsrDir: string;
  uploadsDir: string;
  renderBudgetMs: number;
  /** The configured origin of canonical, alternate and og links: a request's Host must not reach a cached page. */
  publicBaseUrl: string;
  /** Signs the short-lived token a member's page is rendered with. */
  secret: string;
};

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
 * otherwise, where the router shows its not-found screen. The root redirects to the home of the device.
 * A visitor gets the page rendered on the server (when the web app's server build is there), kept in the
 * process (page-cache.ts) and cacheable publicly; a member gets a public page rendered with the member's own
 * answers, private, and a private page (mypage, bookings) as the app's shell, which the browser renders. API
 * paths, the file folders and other methods get a JSON 404.
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

  const pages = new PageCache(app.publicCache);
  const styles = render ? readPageStyles(opts.webDistDir) : undefined;

  /** The page rendered for a caller; undefined when it cannot be (the shell goes instead, `no-cache`). */
  async function renderFor(request: FastifyRequest, template: string, caller: PageCaller) {
    try {
      const { page, reads } = await render!(request.url, opts.publicBaseUrl, opts.renderBudgetMs, caller);
      if (!page) return undefined;
      // A screen read data its route's loader does not load: the page went out with that part still loading.
      if (page.unloadedQueries.length > 0) request.log.warn({ url: request.url, queries: page.unloadedQueries }, 'page rendered with queries no loader filled');
      // The inlined rules follow from the template (the build) and the HTML, which the validator covers.
      const filled = fillTemplate(template, page);
      const body = styles ? inlinePageStyles(filled, styles) : filled;
      return { page: { status: page.status, body, etag: etagOf(page, template), viewportDependent: page.viewportDependent, encoded: {} }, reads };
    } catch (error) {
      // The browser can still render the page: a render failure costs the first paint, never the page.
      request.log.error({ err: error, url: request.url }, 'page render failed: sending the shell');
      return undefined;
    }
  }

  async function sendPage(request: FastifyRequest, reply: FastifyReply, template: string, pathname: string) {
    const shellStatus = isPagePath(pathname) ? 200 : 404;
    if (pathname === '/') {
      // The home depends on the device: a temporary redirect, which no cache keeps for another device.
      const home = viewportOf(request) === 'phone' ? webPaths.mobile.home.href() : webPaths.pc.home.href();
      const query = request.url.slice(pathname.length);
      return reply.header('cache-control', PRIVATE_PAGE_CACHE).header('vary', VIEWPORT_VARY).redirect(home + query, 302);
    }
    reply.type('text/html; charset=utf-8');
    if (!render) return reply.status(shellStatus).header('cache-control', SHELL_CACHE).send(template);
    const viewport = viewportOf(request);

    // A private page (my-page, bookings, partner, back office, the member area) is the browser's to render, for
    // anyone: a visitor's would only render the way to the login, which the browser takes at once.
    if (isPrivatePagePath(pathname)) return reply.status(shellStatus).header('cache-control', PRIVATE_PAGE_CACHE).send(template);
    if (isMember(request)) {
      // Rendered with the member's own answers (the public cache's visitor answers with the member's flags
      // overlaid): the HTML shows what the member sees, so hydration meets the same tree. A marker cookie
      // without a live session gets the shell: the browser finds out who it is.
      const accessToken = await pageRenderToken(app.db, opts.secret, request);
      reply.header('cache-control', PRIVATE_PAGE_CACHE);
      if (!accessToken) return reply.status(shellStatus).send(template);
      const rendered = await renderFor(request, template, { viewport, accessToken });
      return reply.status(rendered?.page.status ?? shellStatus).send(rendered?.page.body ?? template);
    }

    const key = PageCache.key(request.url, viewport);
    let page: CachedPage | undefined = pages.get(key);
    if (!page) {
      const generation = pages.generation;
      const rendered = await renderFor(request, template, { viewport });
      if (!rendered) return reply.status(shellStatus).header('cache-control', SHELL_CACHE).send(template);
      page = rendered.page;
      pages.set(key, page, rendered.reads, generation);
    }
    reply.header('cache-control', PUBLIC_PAGE_CACHE).header('etag', page.etag).header('vary', page.viewportDependent ? `accept-encoding, ${VIEWPORT_VARY}` : 'accept-encoding');
    if (request.headers['if-none-match'] === page.etag) return reply.status(304).send();
    const { encoding, bytes } = cachedBody(page.body, page.encoded, request.headers['accept-encoding']);
    if (encoding) reply.header('content-encoding', encoding);
    return reply.status(page.status).send(bytes);
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
