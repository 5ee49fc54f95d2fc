import { infiniteQueryOptions, keepPreviousData, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@minda/contracts/paths';
import { TOUR_LIST_PAGE_SIZE, type TourListSort } from '@minda/contracts/rules/tour-list';
import type { TourListResponseSchema, TourListPage, ItemCategoryType } from '@minda/contracts/tours';
import { apiGet } from '../../../lib/api-client.ts';
import { productQueryRoots } from '../../../lib/query-keys.ts';

export type TourListFilter = { category: string; itemCategoryType: ItemCategoryType | undefined; sort: TourListSort };

/** GET tour_tickets/list: one 0-based page of a city's tours. */
export function getTourListPage(filter: TourListFilter, page: number, signal?: AbortSignal) {
  return apiGet<typeof TourListResponseSchema>(apiPaths.tours.list.href(), {
    query: { category: filter.category, itemCategoryType: filter.itemCategoryType, sort: filter.sort, page, size: TOUR_LIST_PAGE_SIZE },
    ...(signal ? { signal } : {}),
  });
}

// Under the tours root key: a heart tap updates these lists in place and the refetch after it reloads them.
const listKey = (filter: TourListFilter) => [...productQueryRoots.tour, 'list', filter] as const;

/** PC: one numbered page; the previous page stays on screen while the next loads. */
export function tourListPageQueryOptions(filter: TourListFilter, page: number) {
  return queryOptions({
    queryKey: [...listKey(filter), 'page', page] as const,
    queryFn: ({ signal }) => getTourListPage(filter, page, signal),
    placeholderData: keepPreviousData,
  });
}

export function useTourListPage(filter: TourListFilter, page: number, { enabled = true } = {}) {
  return useQuery({ ...tourListPageQueryOptions(filter, page), enabled });
}

/** Mobile: pages appended as the list scrolls. */
export function tourListPagesQueryOptions(filter: TourListFilter) {
  return infiniteQueryOptions({
    queryKey: [...listKey(filter), 'pages'] as const,
    queryFn: ({ pageParam, signal }) => getTourListPage(filter, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (lastPage: TourListPage) => (lastPage.last ? undefined : lastPage.number + 1),
  });
}

export function useTourListPages(filter: TourListFilter, { enabled = true } = {}) {
  return useInfiniteQuery({ ...tourListPagesQueryOptions(filter), enabled });
}
