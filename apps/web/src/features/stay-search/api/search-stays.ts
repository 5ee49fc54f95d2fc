import { infiniteQueryOptions, keepPreviousData, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@minda/contracts/paths';
import type { StaySearchResponseSchema, StaySearchResult } from '@minda/contracts/stays';
import { apiGet } from '../../../lib/api-client.ts';
import { productQueryRoots } from '../../../lib/query-keys.ts';
import type { StaySearchApiQuery } from '../stay-list-state.ts';

export function searchStays(query: StaySearchApiQuery, signal?: AbortSignal) {
  return apiGet<typeof StaySearchResponseSchema>(apiPaths.stays.search.href(), { query, ...(signal ? { signal } : {}) });
}

/** Under the stays root key, so a heart tap on a result flips it here and in every other stay list. */
export function staySearchQueryOptions(query: StaySearchApiQuery) {
  return queryOptions({
    queryKey: [...productQueryRoots.stay, 'search', query] as const,
    queryFn: ({ signal }) => searchStays(query, signal),
  });
}

/** One page (PC): the previous page stays on screen while the next one loads. */
export function useStaySearchPage(query: StaySearchApiQuery, enabled = true) {
  return useQuery({ ...staySearchQueryOptions(query), placeholderData: keepPreviousData, enabled });
}

/** Every page of a query from the first on; the query's own page is ignored. */
export function staySearchPagesQueryOptions(query: StaySearchApiQuery) {
  return infiniteQueryOptions({
    queryKey: [...productQueryRoots.stay, 'searchPages', { ...query, page: 0 }] as const,
    queryFn: ({ pageParam, signal }) => searchStays({ ...query, page: pageParam }, signal),
    initialPageParam: 0,
    getNextPageParam: (last: StaySearchResult) => (last.last ? undefined : last.number + 1),
  });
}

/** Page after page (mobile infinite scroll). */
export function useStaySearchPages(query: StaySearchApiQuery, enabled = true) {
  return useInfiniteQuery({ ...staySearchPagesQueryOptions(query), enabled });
}
