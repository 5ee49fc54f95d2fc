import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiPaths } from '@minda/contracts/paths';
import type { SalePageResponseSchema, SalePage } from '@minda/contracts/stays';
import { apiGet } from '../../../lib/api-client.ts';
import { productQueryRoots } from '../../../lib/query-keys.ts';

/** Which sale list: 특가 (every stay on sale) or 비수기 특가 (rules/promotions). */
export type SaleKind = 'sale' | 'offSeason';

const PATHS: Record<SaleKind, string> = { sale: apiPaths.stays.sale.href(), offSeason: apiPaths.stays.offSeasonSale.href() };

export function getSaleStays(kind: SaleKind, page: number, signal?: AbortSignal) {
  return apiGet<typeof SalePageResponseSchema>(PATHS[kind], { query: { page }, ...(signal ? { signal } : {}) });
}

/** Under the stays root, so a heart tap on a sale card flips it in every stay list. */
export function saleStaysQueryOptions(kind: SaleKind) {
  return infiniteQueryOptions({
    queryKey: [...productQueryRoots.stay, 'saleList', kind] as const,
    queryFn: ({ pageParam, signal }) => getSaleStays(kind, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (lastPage: SalePage) => (lastPage.last ? undefined : lastPage.number + 1),
  });
}

export function useSaleStays(kind: SaleKind) {
  return useInfiniteQuery(saleStaysQueryOptions(kind));
}
