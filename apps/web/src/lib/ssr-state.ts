import { dehydrate, hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error.ts';
import type { ViewportClass } from '@minda/contracts/web-pages';

/**
 * The query cache of a server-rendered page travels in a data block, `<script type="application/json">`:
 * the CSP forbids inline scripts that run (decision 017), and a data block never runs.
 */
export const QUERY_STATE_ELEMENT_ID = 'minda-query-state';

/**
 * The data block: the query cache, the screen class the page was rendered for when it was a phone's, and the
 * router's state: the ids of the routes the address matched (the browser imports their modules before
 * hydrating) and their loaders' data, so the browser's router starts loaded, without running a loader.
 */
export type RouterState = { matched: string[]; loaderData: Record<string, unknown> };
export type PageState = DehydratedState & { viewport?: ViewportClass; router?: RouterState };

type SerializedError = { apiError: { status: number; code: ApiError['code']; message: string; details?: unknown } };

const isSerializedError = (value: unknown): value is SerializedError =>
  typeof value === 'object' && value !== null && 'apiError' in value && typeof (value as SerializedError).apiError === 'object';

/**
 * The cache as the page was rendered: answers, and the API's refusals (an unknown product's 404), so the
 * browser draws the same "not found" the server did instead of asking again. ApiError does not survive
 * JSON, so it travels as its fields.
 */
export function dehydratePage(client: QueryClient, { viewport = 'wide', router }: { viewport?: ViewportClass; router?: RouterState } = {}): PageState {
  const state = dehydrate(client, { shouldDehydrateQuery: (query) => query.state.status === 'success' || (query.state.status === 'error' && query.state.error instanceof ApiError) });
  return {
    ...state,
    ...(viewport === 'phone' ? { viewport } : {}),
    ...(router ? { router } : {}),
    queries: state.queries.map((query) => {
      const error = query.state.error;
      if (!(error instanceof ApiError)) return query;
      const apiError = { status: error.status, code: error.code, message: error.message, ...(error.details === undefined ? {} : { details: error.details }) };
      return { ...query, state: { ...query.state, error: { apiError } as unknown as Error } };
    }),
  };
}

/** The server's cache from the page's data block, or undefined on a page the server did not render. */
export function readPageState(doc: Document): PageState | undefined {
  const text = doc.getElementById(QUERY_STATE_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as PageState;
  } catch {
    return undefined;
  }
}

/**
 * Puts the server's cache into the browser's client. Its queries do not fetch again when their screens
 * mount on the address the server rendered (the answer is in the page already), unless something invalidated
 * them first; after a navigation they behave as any query. A refused query (404) is not retried on mount
 * either: the server's answer stands.
 */
export function hydratePageState(client: QueryClient, state: DehydratedState, isRenderedAddress: () => boolean): void {
  const rendered = new Set(state.queries.map((query) => query.queryHash));
  const queries = state.queries.map((query) => {
    const error: unknown = query.state.error;
    if (!isSerializedError(error)) return query;
    client.setQueryDefaults(query.queryKey, { retryOnMount: false });
    const { status, code, message, details } = error.apiError;
    return { ...query, state: { ...query.state, error: new ApiError(status, code, message, details) } };
  });
  const defaults = client.getDefaultOptions();
  client.setDefaultOptions({
    ...defaults,
    // An answer invalidated before its screen mounted (a write while the page was still hydrating, such as the
    // visitor's wish saved after login) is asked again: invalidateQueries refetches only observed queries.
    queries: { ...defaults.queries, refetchOnMount: (query) => query.state.isInvalidated || !(rendered.has(query.queryHash) && isRenderedAddress()) },
  });
  hydrate(client, { ...state, queries });
}
