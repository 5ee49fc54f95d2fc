import { infiniteQueryOptions, keepPreviousData, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { GuidebookCitiesResponseSchema, GuidebookDetailResponseSchema, GuidebookSummaryResponseSchema } from '@minda/contracts/mypage';
import { apiPaths } from '@minda/contracts/paths';
import type { GuidebookType } from '@minda/contracts/rules/mypage';
import { apiGet } from '../../../lib/api-client.ts';
import { productQueryRoots } from '../../../lib/query-keys.ts';
import { mypageQueryRoot } from './mypage-query-root.ts';

const memberOnly = { ignoreLoginError: false } as const;

export function guidebookSummaryQueryOptions() {
  return queryOptions({
    queryKey: [...mypageQueryRoot, 'guidebook-summary'] as const,
    queryFn: ({ signal }) => apiGet<typeof GuidebookSummaryResponseSchema>(apiPaths.mypage.guidebookSummary.href(), { ...memberOnly, signal }),
  });
}

export function useGuidebookSummary(enabled = true) {
  return useQuery({ ...guidebookSummaryQueryOptions(), enabled });
}

export function guidebookCitiesQueryOptions() {
  return queryOptions({
    queryKey: [...mypageQueryRoot, 'guidebook-cities'] as const,
    queryFn: ({ signal }) => apiGet<typeof GuidebookCitiesResponseSchema>(apiPaths.mypage.guidebookCities.href(), { ...memberOnly, signal }),
  });
}

export function useGuidebookCities(enabled = true) {
  return useQuery({ ...guidebookCitiesQueryOptions(), enabled });
}

/** The product line's root comes first, so a heart tap on a card (useWishToggle) updates these pages at once. */
const ROOTS: Record<GuidebookType, readonly string[]> = { stay: productQueryRoots.stay, tour: productQueryRoots.tour, hotel: productQueryRoots.hotel };

/** One line of the wish list, page after page (the "더 보기" button and the scroll load the next). */
export function guidebookPagesQueryOptions(type: GuidebookType) {
  return infiniteQueryOptions({
    queryKey: [...ROOTS[type], 'guidebook', type] as const,
    queryFn: ({ pageParam, signal }) =>
      apiGet<typeof GuidebookDetailResponseSchema>(apiPaths.mypage.guidebookDetail.href(), { ...memberOnly, query: { type, page: pageParam }, signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.last ? undefined : last.number + 2),
    placeholderData: keepPreviousData,
  });
}

export function useGuidebookPages(type: GuidebookType) {
  return useInfiniteQuery(guidebookPagesQueryOptions(type));
}
