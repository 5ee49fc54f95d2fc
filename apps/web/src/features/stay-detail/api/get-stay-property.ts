import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@minda/contracts/paths';
import type { StayPropertyResponseSchema } from '@minda/contracts/stays';
import { apiGet } from '../../../lib/api-client.ts';
import { productQueryRoots } from '../../../lib/query-keys.ts';

export function getStayProperty(goodsNo: number, signal?: AbortSignal) {
  return apiGet<typeof StayPropertyResponseSchema>(apiPaths.stays.property.href(goodsNo), signal ? { signal } : {});
}

/** Under the stays root key: the page's heart and every list showing the stay flip together. */
export function stayPropertyQueryOptions(goodsNo: number) {
  return queryOptions({
    queryKey: [...productQueryRoots.stay, 'property', goodsNo] as const,
    queryFn: ({ signal }) => getStayProperty(goodsNo, signal),
  });
}

export function useStayProperty(goodsNo: number | null) {
  return useQuery({ ...stayPropertyQueryOptions(goodsNo ?? 0), enabled: goodsNo !== null });
}
