import { infiniteQueryOptions, keepPreviousData, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@minda/contracts/paths';
import { TOUR_LIST_PAGE_SIZE } from '@minda/contracts/rules/tour-list';
import type { TourThemeResponseSchema, TourThemePage, ItemCategoryType } from '@minda/contracts/tours';
import { apiGet } from '../../../lib/api-client.ts';
import { productQueryRoots } from '../../../lib/query-keys.ts';

export type TourThemeFilter = { themeNo: number; itemCategoryType: ItemCategoryType | undefined };

/** GET tour_tickets/themes/{themeNo}/items: one 0-based page of a theme's items. */
export function getTourThemePage(filter: TourThemeFilter, page: number, signal?: AbortSignal) {
  return apiGet<typeof TourThemeResponseSchema>(apiPaths.tours.theme.href(filter.themeNo), {
    query: { itemCategoryType: filter.itemCategoryType, page, size: TOUR_LIST_PAGE_SIZE },
    ...(signal ? { signal } : {}),
  });
}

const themeKey = (filter: TourThemeFilter) => [...productQueryRoots.tour, 'theme', filter] as const;

export function tourThemePageQueryOptions(filter: TourThemeFilter, page: number) {
  return queryOptions({
    queryKey: [...themeKey(filter), 'page', page] as const,
    queryFn: ({ signal }) => getTourThemePage(filter, page, signal),
    placeholderData: keepPreviousData,
  });
}

export function useTourThemePage(filter: TourThemeFilter, page: number, { enabled = true } = {}) {
  return useQuery({ ...tourThemePageQueryOptions(filter, page), enabled });
}

export function tourThemePagesQueryOptions(filter: TourThemeFilter) {
  return infiniteQueryOptions({
    queryKey: [...themeKey(filter), 'pages'] as const,
    queryFn: ({ pageParam, signal }) => getTourThemePage(filter, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (lastPage: TourThemePage) => (lastPage.last ? undefined : lastPage.number + 1),
  });
}

export function useTourThemePages(filter: TourThemeFilter, { enabled = true } = {}) {
  return useInfiniteQuery({ ...tourThemePagesQueryOptions(filter), enabled });
}
