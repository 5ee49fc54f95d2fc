import { useQueries, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiPaths } from '@minda/contracts/paths';
import type { TotalSearchResponseSchema, TotalSearchResult } from '@minda/contracts/search';
import { apiGet } from '../../../lib/api-client.ts';
import { productQueryRoots, type ProductKind } from '../../../lib/query-keys.ts';
import type { TotalSearchState } from '../total-search-params.ts';

export function getTotalSearch(state: TotalSearchState, signal?: AbortSignal) {
  return apiGet<typeof TotalSearchResponseSchema>(apiPaths.search.total.href(), {
    query: { keyword: state.keyword, searchCls: state.searchCls, sortCls: state.sortCls, category: state.category, Page: state.page },
    ...(signal ? { signal } : {}),
  });
}

const LINES: readonly ProductKind[] = ['stay', 'tour', 'hotel'];

/** One answer holds all three lines: it is cached under each line's root so every heart tap finds its cards. */
export function totalSearchQueryOptions(kind: ProductKind, state: TotalSearchState, fetchShared: () => Promise<TotalSearchResult>) {
  return { queryKey: [...productQueryRoots[kind], 'totalSearch', state] as const, queryFn: fetchShared, enabled: state.keyword !== '' };
}

/**
 * The three line queries of a search, which share one request (an in-flight fetch of the transport key in
 * the client's cache is reused): the page's and its loader's.
 */
export function totalSearchLineQueries(client: QueryClient, state: TotalSearchState) {
  const fetchShared = () => client.fetchQuery({ queryKey: ['totalSearch', state], queryFn: ({ signal }) => getTotalSearch(state, signal), staleTime: 0 });
  return LINES.map((kind) => totalSearchQueryOptions(kind, state, fetchShared));
}

/**
 * The search answer for the page. After a wish toggle each line keeps its own optimistic hearts, and a
 * refetch of one line (tours refetch after a wish) asks the server again.
 */
export function useTotalSearch(state: TotalSearchState) {
  const queryClient = useQueryClient();
  const results = useQueries({ queries: totalSearchLineQueries(queryClient, state) });
  const [stays, tours, hotels] = results;
  const data: TotalSearchResult | undefined =
    stays?.data && tours?.data && hotels?.data ? { ...stays.data, tours: tours.data.tours, hotels: hotels.data.hotels } : undefined;
  return {
    data,
    isPending: results.some((r) => r.isPending),
    isError: results.some((r) => r.isError),
    isFetching: results.some((r) => r.isFetching),
    refetch: () => Promise.all(results.map((r) => r.refetch())),
  };
}
