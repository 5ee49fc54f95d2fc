import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { API_PREFIX, apiPaths, apiUrl } from '@minda/contracts/paths';
import type { ViewportClass } from '@minda/contracts/web-pages';
import { cachedAnswerTags } from './public-cache.ts';

/**
 * The server side of page rendering (decision 030): the web app's server build (apps/web/dist-ssr,
 * built from apps/web/src/entry-server.tsx) renders a page; its data comes from this server's own routes
 * through app.inject, as a visitor (or as the member the page is for), so the page shows what the API answers
 * that caller.
 */

type ApiFetch = (url: string, init: RequestInit) => Promise<Response>;

/** What entry-server.tsx exports, as far as the server relies on it. */
export type RenderedPage = { status: number; viewportDependent: boolean; head: string; html: string; dataBlock: string; unloadedQueries: string[] } | null;
/** The screen class a page is rendered for (apps/web lib/viewport-hint.tsx). */
type RequestScope = { run: <T>(fetchApi: ApiFetch, work: () => Promise<T>) => Promise<T>; current: () => ApiFetch | undefined };
type RenderRequest = { url: string; origin: string; fetchApi: ApiFetch; viewport: ViewportClass; signal: AbortSignal };
export type RendererModule = { createRenderer: (scope: RequestScope) => (request: RenderRequest) => Promise<RenderedPage> };

/** Who a page is rendered for: a visitor, or a member through a bearer token of the member's session. */
export type PageCaller = { viewport: ViewportClass; accessToken?: string };
/**
 * What a render's API reads showed: the public-cache tags of their answers (a write to one of them makes the
 * page stale), and whether any answer came from outside that cache (nothing would tell the page it changed).
 */
export type PageReads = { tags: Set<string>; untagged: boolean };
export type PageRenderer = (url: string, origin: string, budgetMs: number, caller: PageCaller) => Promise<{ page: RenderedPage; reads: PageReads }>;

/** Answers that are the same for every visitor although the public cache does not hold them: who is signed in (nobody). */
const SAME_FOR_VISITORS = new Set([apiUrl(apiPaths.auth.user.href())]);

/** The server build's entry, imported once at start; undefined when the web app has no server build. */
export async function importServerBuild(ssrDir: string): Promise<RendererModule | undefined> {
  const entry = path.join(ssrDir, 'entry-server.js');
  if (!fs.existsSync(entry)) return undefined;
  return (await import(pathToFileURL(entry).href)) as RendererModule;
}

/** Headers of an inject answer as a Fetch Headers object (set-cookie is left out: nothing of it reaches a page). */
function fetchHeaders(headers: Record<string, string | string[] | number | undefined>): Headers {
  const result = new Headers();
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || name === 'set-cookie') continue;
    result.set(name, Array.isArray(value) ? value.join(', ') : String(value));
  }
  return result;
}

/**
 * The render a call to the API belongs to. One per process, as the server build is: the build's API client is a
 * module-level hook (setApiFetch), so every app in the process (tests start several) must answer it from here.
 */
const storage = new AsyncLocalStorage<ApiFetch>();

/**
 * A page renderer over the app: API GETs go through app.inject with no cookies, as a visitor or with the
 * member's bearer token; anything else is refused (a page render changes nothing).
 */
export function createPageRenderer(app: FastifyInstance, module: RendererModule): PageRenderer {
  const render = module.createRenderer({ run: (fetchApi, work) => storage.run(fetchApi, work), current: () => storage.getStore() });
  const fetchApiFor = (caller: PageCaller, reads: PageReads): ApiFetch => async (url, init) => {
    const method = (init.method ?? 'GET').toUpperCase();
    if (method !== 'GET' || !url.startsWith(`${API_PREFIX}/`)) throw new Error(`a page render may only read the API: ${method} ${url}`);
    const headers: Record<string, string> = { accept: 'application/json' };
    if (caller.accessToken) headers.authorization = `Bearer ${caller.accessToken}`;
    const res = await app.inject({ method: 'GET', url, headers });
    const tags = cachedAnswerTags(res.raw.req);
    if (tags) for (const tag of tags) reads.tags.add(tag);
    else if (!SAME_FOR_VISITORS.has(url)) reads.untagged = true;
    const empty = res.statusCode === 204 || res.statusCode === 304;
    return new Response(empty ? null : new Uint8Array(res.rawPayload), { status: res.statusCode, headers: fetchHeaders(res.headers) });
  };
  return async (url, origin, budgetMs, caller) => {
    const reads: PageReads = { tags: new Set(), untagged: false };
    // The budget aborts the render itself: the loaders' requests and React's render stop, and render() rejects.
    const signal = AbortSignal.timeout(budgetMs);
    try {
      const page = await render({ url, origin, fetchApi: fetchApiFor(caller, reads), viewport: caller.viewport, signal });
      return { page, reads };
    } catch (error) {
      throw signal.aborted ? new Error(`page render took over ${budgetMs} ms`) : error;
    }
  };
}

const HEAD_BLOCK = /<!--page-head[\s\S]*?<!--\/page-head-->/;
const ROOT = '<div id="root"></div>';
/** index.html with a rendered page put in: its head block, its HTML in #root and, after it, its cache's data block. */
export function fillTemplate(template: string, page: NonNullable<RenderedPage>): string {
  return template
    .replace(HEAD_BLOCK, () => page.head)
    .replace(ROOT, () => `<div id="root">${page.html}</div>${page.dataBlock}`);
}

/**
 * A weak validator of a rendered page: the template (it names the build's scripts, so a deploy changes every
 * page's validator and no browser keeps HTML naming files that are gone), the head and the HTML; not the data
 * block, whose timestamps (when each answer was fetched) differ on every render of the same content.
 */
export const etagOf = (page: NonNullable<RenderedPage>, template: string) =>
  `W/"${createHash('sha1').update(template).update(page.head).update(page.html).digest('base64url')}"`;
