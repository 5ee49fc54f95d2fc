import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiPaths } from '@minda/contracts/paths';
import type { StayPlusResponseSchema, StayPlusPage } from '@minda/contracts/stays';
import { apiGet } from '../../../lib/api-client.ts';
import { productQueryRoots } from '../../../lib/query-keys.ts';

export function getStayPlusItems({ cityCode, page }: { cityCode: string | undefined; page: number }, signal?: AbortSignal) {
  return apiGet<typeof StayPlusResponseSchema>(apiPaths.stays.plus.href(), { query: { cityCode, page }, ...(signal ? { signal } : {}) });
}

/** Under the stays root key, so a heart tap on a stay-plus card flips it here and in every other stay list. */
export function stayPlusItemsQueryOptions(cityCode: string | undefined) {
  return infiniteQueryOptions({
    queryKey: [...productQueryRoots.stay, 'stayPlus', { cityCode: cityCode ?? null }] as const,
    queryFn: ({ pageParam, signal }) => getStayPlusItems({ cityCode, page: pageParam }, signal),
    initialPageParam: 0,
    getNextPageParam: (lastPage: StayPlusPage) => (lastPage.last ? undefined : lastPage.number + 1),
  });
}

export function useStayPlusItems(cityCode: string | undefined) {
  return useInfiniteQuery(stayPlusItemsQueryOptions(cityCode));
}

/** The chip of every city (전체). */
export const ALL = 'all';
/** The city a chip asks for: none for 전체. */
export const cityOfChip = (chip: string) => (chip === ALL ? undefined : chip);

/** The list the page opens with (전체), which its route's loader fills. */
export const stayPlusOpeningQueryOptions = () => stayPlusItemsQueryOptions(cityOfChip(ALL));
