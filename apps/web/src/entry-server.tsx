import { QueryClient, QueryClientProvider, type Query } from '@tanstack/react-query';
import { StrictMode, type ReactNode } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { ViewportClass } from '@minda/contracts/web-pages';
import type { RequestData } from './app/route-data.ts';
import { createAppRoutes, isRedirectAddress } from './app/router.tsx';
import { setApiFetch, type ApiFetch } from './lib/api-client.ts';
import { ApiError } from './lib/api-error.ts';
import { headHtml, jsonForScript } from './lib/head-html.ts';
import { PageMetaSink, pageLinkTags, pageMetaTags, type PageMeta } from './lib/page-meta.ts';
import { dehydratePage, QUERY_STATE_ELEMENT_ID } from './lib/ssr-state.ts';
import { ViewportHintProvider } from './lib/viewport-hint.tsx';
import { isMissingProduct, structuredDataOf } from './lib/structured-data.ts';

/**
 * The server's rendering of a page (decisions 030, 041). The server loads this module once at start
 * (apps/server/src/platform/page-render.ts) and calls render() per page request.
 *
 * React Router's static handler runs the loaders of the routes the address matches (each fills the request's
 * query cache through the server's own routes), then React renders the page once, with its streaming renderer.
 */
const handler = createStaticHandler(createAppRoutes());

/** How the server runs a piece of work with the API transport of one request (an AsyncLocalStorage). */
export type RequestScope = {
  run: <T>(fetchApi: ApiFetch, work: () => Promise<T>) => Promise<T>;
  current: () => ApiFetch | undefined;
};

export type RenderRequest = {
  /** Path and query of the page. */
  url: string;
  /** The public origin (canonical and image URLs are absolute on it). */
  origin: string;
  /** GET of an API address (`/api/v2/...`) through the server's own routes, as the caller the page is for. */
  fetchApi: ApiFetch;
  /** The screen class to render for (a phone's User-Agent): screens that fold on a narrow screen fold in the HTML. */
  viewport: ViewportClass;
  /** Aborted when the server's time budget is spent. */
  signal: AbortSignal;
};

/** A rendered page, or `null` for an address with nothing to render on the server (the root's redirect). */
export type RenderedPage = {
  status: 200 | 404;
  /** Whether a screen read the screen class: the page then differs between a phone and a wide screen. */
  viewportDependent: boolean;
  /** Title, description, links, Open Graph and structured data, for the template's head. */
  head: string;
  /** The content of #root. */
  html: string;
  /** The query cache as a JSON data block (`<script type="application/json">`, `<` escaped), for after #root. */
  dataBlock: string;
  /** Queries a screen read that its route's loader did not fill (the page shows them loading): a loader to fix. */
  unloadedQueries: string[];
} | null;

/** Installs the API transport once: each request's calls go to the transport of the scope they run in. */
export function createRenderer(scope: RequestScope): (request: RenderRequest) => Promise<RenderedPage> {
  setApiFetch((url, init) => {
    const fetchApi = scope.current();
    if (!fetchApi) return Promise.reject(new Error('API call outside a page render'));
    return fetchApi(url, init);
  });
  return (request) => renderPage(request, scope);
}

/** The default head of a page whose screen names no metadata of its own (index.html's). */
const DEFAULT_META: PageMeta = {
  title: '민다 - 해외 한인민박, 호텔, 투어·티켓',
  description: '파리, 런던, 로마의 한인민박부터 전 세계 호텔과 투어·티켓까지. 민다에서 가족 같은 숙소를 찾아보세요.',
};

function isEnabled(query: Query): boolean {
  const enabled: unknown = (query.options as { enabled?: unknown }).enabled;
  return typeof enabled === 'function' ? (enabled as (q: Query) => boolean)(query) !== false : enabled !== false;
}

/** Queries the render read that no loader filled: they render as loading here and are fetched by the browser. */
const unloadedQueries = (client: QueryClient) =>
  client
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'pending' && query.state.fetchStatus === 'idle' && isEnabled(query) && typeof query.options.queryFn === 'function')
    .map((query) => query.queryHash);

/** One render pass, streamed to its end; a section still waiting when the budget is spent fails the render. */
async function renderToHtml(node: ReactNode, signal: AbortSignal): Promise<string> {
  const errors: unknown[] = [];
  const stream = await renderToReadableStream(node, { signal, onError: (error) => void errors.push(error) });
  await stream.allReady;
  const html = await new Response(stream).text();
  // An error inside a Suspense boundary leaves the boundary for the browser to render: not a page to send.
  if (errors.length > 0) throw errors[0] instanceof Error ? errors[0] : new Error(String(errors[0]));
  return html;
}

async function renderPage(request: RenderRequest, scope: RequestScope): Promise<RenderedPage> {
  const location = new URL(request.url, request.origin);
  if (isRedirectAddress(location.pathname)) return null;

  // refetchOnMount and retryOnMount false: a screen then draws its answered (or refused) queries as settled,
  // as the browser does when it hydrates them (lib/ssr-state.ts), instead of as "fetching again".
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, retryOnMount: false, gcTime: Infinity, refetchOnWindowFocus: false, refetchOnMount: false } } });
  const requestData: RequestData = { queryClient: client };
  const context = await scope.run(request.fetchApi, () => handler.query(new Request(location, { signal: request.signal }), { requestContext: requestData }));
  // A loader's redirect: nothing to render, the browser's router follows it.
  if (context instanceof Response) return null;
  // A route module that failed to load: the browser renders the page (and its error screen if it fails there too).
  if (context.errors) throw new Error(`page ${location.pathname} did not load: ${JSON.stringify(Object.keys(context.errors))}`);

  let meta: PageMeta | undefined;
  let viewportDependent = false;
  const viewportHint = {
    viewport: request.viewport,
    onRead: () => {
      viewportDependent = true;
    },
  };
  const html = await renderToHtml(
    <StrictMode>
      <ViewportHintProvider value={viewportHint}>
        <QueryClientProvider client={client}>
          <PageMetaSink
            value={(value) => {
              meta = value;
            }}
          >
            <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />
          </PageMetaSink>
        </QueryClientProvider>
      </ViewportHintProvider>
    </StrictMode>,
    request.signal,
  );

  const queries = client.getQueryCache().getAll();
  const missing = queries.some((query) => isMissingProduct(query.queryKey, query.state.error instanceof ApiError ? query.state.error.status : undefined));
  const unknownAddress = context.matches.at(-1)?.route.path === '*';
  const place = { pathname: location.pathname, search: location.search, origin: request.origin };
  const pageMeta = meta ?? DEFAULT_META;
  const links = pageLinkTags(place);
  const structuredData = missing ? [] : structuredDataOf(queries.map((query) => ({ queryKey: query.queryKey, data: query.state.data })), links.canonical, request.origin);
  const router = { matched: context.matches.map((match) => match.route.id), loaderData: context.loaderData };
  return {
    status: missing || unknownAddress ? 404 : 200,
    viewportDependent,
    head: headHtml(pageMeta.title, meta ? pageMetaTags(pageMeta, place) : [{ kind: 'meta', attribute: 'name', key: 'description', content: pageMeta.description }, ...links.tags], structuredData),
    html,
    dataBlock: `<script type="application/json" id="${QUERY_STATE_ELEMENT_ID}">${jsonForScript(dehydratePage(client, { viewport: viewportDependent ? request.viewport : 'wide', router }))}</script>`,
    unloadedQueries: unloadedQueries(client),
  };
}
