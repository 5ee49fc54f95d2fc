import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { StayListResponseSchema } from '@minda/contracts/stays';
import { apiPaths } from '@minda/contracts/paths';
import { apiGet } from '../../../lib/api-client.ts';
import { productQueryRoots } from '../../../lib/query-keys.ts';

/** Details of recently viewed stays in the order asked: GET main/stays/recentlyViewed?goodsNos=1001,1002. */
export function getRecentlyViewedStays(goodsNos: readonly number[], signal?: AbortSignal) {
  return apiGet<typeof StayListResponseSchema>(apiPaths.stays.recentlyViewed.href(), { query: { goodsNos: goodsNos.join(',') }, ...(signal ? { signal } : {}) });
}

/** Keyed under the stay root so a wish toggle updates this list too; no call while the history is empty. */
export function recentlyViewedStaysQueryOptions(goodsNos: readonly number[]) {
  return queryOptions({
    queryKey: [...productQueryRoots.stay, 'recentlyViewed', { goodsNos: [...goodsNos] }] as const,
    queryFn: goodsNos.length > 0 ? ({ signal }) => getRecentlyViewedStays(goodsNos, signal) : skipToken,
  });
}

export function useRecentlyViewedStays(goodsNos: readonly number[]) {
  return useQuery(recentlyViewedStaysQueryOptions(goodsNos));
}
