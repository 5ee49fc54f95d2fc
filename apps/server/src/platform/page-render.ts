import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { API_PREFIX } from '@minda/contracts/paths';

/**
 * The server side of page rendering (decision 030): the web app's server build (apps/web/dist-ssr,
 * built from apps/web/src/entry-server.tsx) renders a page; its data comes from this server's own routes
 * through app.inject, as a visitor, so the page shows what the API answers anyone.
 */

type ApiFetch = (url: string, init: RequestInit) => Promise<Response>;

/** What entry-server.tsx exports, as far as the server relies on it. */
export type RenderedPage = { status: number; head: string; html: string; dataBlock: string } | null;
type RequestScope = { run: <T>(fetchApi: ApiFetch, work: () => Promise<T>) => Promise<T>; current: () => ApiFetch | undefined };
type RenderRequest = { url: string; origin: string; fetchApi: ApiFetch; signal: AbortSignal };
export type RendererModule = { createRenderer: (scope: RequestScope) => (request: RenderRequest) => Promise<RenderedPage> };

export type PageRenderer = (url: string, origin: string, budgetMs: number) => Promise<RenderedPage>;

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
 * A page renderer over the app: API GETs go through app.inject with no cookies (a visitor), anything else
 * is refused (a page render changes nothing).
 */
export function createPageRenderer(app: FastifyInstance, module: RendererModule): PageRenderer {
  const storage = new AsyncLocalStorage<ApiFetch>();
  const render = module.createRenderer({ run: (fetchApi, work) => storage.run(fetchApi, work), current: () => storage.getStore() });
  const fetchApi: ApiFetch = async (url, init) => {
    const method = (init.method ?? 'GET').toUpperCase();
    if (method !== 'GET' || !url.startsWith(`${API_PREFIX}/`)) throw new Error(`a page render may only read the API: ${method} ${url}`);
    const res = await app.inject({ method: 'GET', url, headers: { accept: 'application/json' } });
    const empty = res.statusCode === 204 || res.statusCode === 304;
    return new Response(empty ? null : new Uint8Array(res.rawPayload), { status: res.statusCode, headers: fetchHeaders(res.headers) });
  };
  return async (url, origin, budgetMs) => {
    const controller = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    const overBudget = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        controller.abort();
        reject(new Error(`page render took over ${budgetMs} ms`));
      }, budgetMs);
    });
    try {
      return await Promise.race([render({ url, origin, fetchApi, signal: controller.signal }), overBudget]);
    } finally {
      clearTimeout(timer);
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
 * A weak validator of a rendered page: its head and HTML, not its data block, whose timestamps (when each
 * answer was fetched) differ on every render of the same content.
 */
export const etagOf = (page: NonNullable<RenderedPage>) => `W/"${createHash('sha1').update(page.head).update(page.html).digest('base64url')}"`;
