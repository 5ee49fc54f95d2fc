import type { FetchInfiniteQueryOptions, FetchQueryOptions, QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs, Params } from 'react-router';
import { queryClient as browserQueryClient } from '../lib/query-client.ts';

/**
 * A screen's data (decision 041): its route module exports `loader`, which fills the query cache with the same
 * query options its components read. The server runs it before its one render pass; the browser runs it on a
 * navigation, with the screen's code, while the old screen stays.
 */
export type ScreenLoaderArgs = {
  params: Params;
  /** The address, for the screen's search parameters. */
  url: URL;
  /** The request's cache on the server, the app's in the browser. */
  client: QueryClient;
};
export type ScreenLoader = (args: ScreenLoaderArgs) => Promise<unknown>;

/** What the server hands the loaders of a request (createStaticHandler's requestContext). */
export type RequestData = { queryClient: QueryClient };

const clientOf = (context: unknown): QueryClient =>
  (typeof context === 'object' && context !== null && 'queryClient' in context ? (context as RequestData).queryClient : undefined) ?? browserQueryClient;

/**
 * The router's loader for a screen's: it returns nothing (the data lives in the query cache) and never fails,
 * since a refused or failed query stays in the cache for the screen to show as it does any error.
 */
export function routeLoader(loader: ScreenLoader) {
  return async ({ request, params, context }: LoaderFunctionArgs) => {
    await loader({ params, url: new URL(request.url), client: clientOf(context) });
    return null;
  };
}

/** The options of a query whose answer is a T (its error and key types vary from screen to screen). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type OptionsOf<T> = FetchQueryOptions<T, any, T, any, never>;

/**
 * Fills the cache with queries at once; each resolves to its data, or undefined when it was refused or failed
 * (its error then stays in the cache, as the screen's useQuery would have left it). A falsy entry is skipped.
 */
export function ensureQueries<T extends unknown[]>(client: QueryClient, ...options: { [K in keyof T]: OptionsOf<T[K]> | false | null | undefined }): Promise<{ [K in keyof T]: T[K] | undefined }> {
  return Promise.all(options.map((option) => (option ? ensureQuery(client, option) : Promise.resolve(undefined)))) as Promise<{ [K in keyof T]: T[K] | undefined }>;
}

/** The same for one query, typed by its options (for a query whose answer names the next one). */
export function ensureQuery<T>(client: QueryClient, options: OptionsOf<T>): Promise<T | undefined> {
  // Not retried here: a navigation does not wait out back-offs; the screen's own query retries once it shows.
  return client.ensureQueryData({ ...options, retry: false }).catch(() => undefined);
}

/** An infinite list's first page, from the options its screen's useInfiniteQuery reads. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function ensureFirstPage(client: QueryClient, options: FetchInfiniteQueryOptions<any, any, any, any, any>): Promise<unknown> {
  return client.ensureInfiniteQueryData({ ...options, retry: false }).catch(() => undefined);
}
