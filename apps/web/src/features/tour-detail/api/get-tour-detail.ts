import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@minda/contracts/paths';
import type { TourDetailResponseSchema } from '@minda/contracts/tours';
import { apiGet } from '../../../lib/api-client.ts';
import { previewQuery } from '../../../lib/product-preview.ts';
import { productQueryRoots } from '../../../lib/query-keys.ts';

/** GET tour_tickets/items/{itemNo}: one tour's page. */
export function getTourDetail(itemNo: number, preview: boolean, signal?: AbortSignal) {
  return apiGet<typeof TourDetailResponseSchema>(apiPaths.tours.item.href(itemNo), { ...previewQuery(preview), ...(signal ? { signal } : {}) });
}

/**
 * Under the tours root key, so the heart on the page flips at once and refetches after a wish like every tour list.
 * A preview is its own answer.
 */
export function tourDetailQueryOptions(itemNo: number, preview = false) {
  return queryOptions({
    queryKey: [...productQueryRoots.tour, 'detail', itemNo, ...(preview ? ['preview'] : [])] as const,
    queryFn: ({ signal }) => getTourDetail(itemNo, preview, signal),
  });
}

/** `undefined` (a missing or malformed ?itemno=) asks nothing: the page shows "not found". */
export function useTourDetail(itemNo: number | undefined, preview = false) {
  return useQuery({ ...tourDetailQueryOptions(itemNo ?? 0, preview), enabled: itemNo !== undefined });
}

/** ?itemno= as an item number, or undefined when it is not one. */
export function parseItemNo(raw: string | null): number | undefined {
  return raw !== null && /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : undefined;
}
