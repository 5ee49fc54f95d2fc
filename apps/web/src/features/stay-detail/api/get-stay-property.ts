import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@minda/contracts/paths';
import type { StayPropertyResponseSchema } from '@minda/contracts/stays';
import { apiGet } from '../../../lib/api-client.ts';
import { previewQuery } from '../../../lib/product-preview.ts';
import { productQueryRoots } from '../../../lib/query-keys.ts';

export function getStayProperty(goodsNo: number, preview: boolean, signal?: AbortSignal) {
  return apiGet<typeof StayPropertyResponseSchema>(apiPaths.stays.property.href(goodsNo), { ...previewQuery(preview), ...(signal ? { signal } : {}) });
}

/** Under the stays root key: the page's heart and every list showing the stay flip together. A preview is its own answer. */
export function stayPropertyQueryOptions(goodsNo: number, preview = false) {
  return queryOptions({
    queryKey: [...productQueryRoots.stay, 'property', goodsNo, ...(preview ? ['preview'] : [])] as const,
    queryFn: ({ signal }) => getStayProperty(goodsNo, preview, signal),
  });
}

export function useStayProperty(goodsNo: number | null, preview = false) {
  return useQuery({ ...stayPropertyQueryOptions(goodsNo ?? 0, preview), enabled: goodsNo !== null });
}
