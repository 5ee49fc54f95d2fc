import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@minda/contracts/paths';
import type { StayDetailQuery } from '@minda/contracts/stay-links';
import type { StayRoomsResponseSchema } from '@minda/contracts/stays';
import { apiGet } from '../../../lib/api-client.ts';
import { previewQuery } from '../../../lib/product-preview.ts';

export type StayRoomsRequest = { goodsNo: number; checkInAt: string; checkOutAt: string; adults: number; preview?: boolean };

/** The rooms a stay's page prices: for the dates and party of its address (readStayDetailQuery). */
export function stayRoomsRequestOf(goodsNo: number, query: Pick<StayDetailQuery, 'checkInAt' | 'checkOutAt' | 'adults' | 'preview'>): StayRoomsRequest {
  return { goodsNo, checkInAt: query.checkInAt, checkOutAt: query.checkOutAt, adults: query.adults, ...(query.preview ? { preview: true } : {}) };
}

export function getStayRooms({ goodsNo, checkInAt, checkOutAt, adults, preview = false }: StayRoomsRequest, signal?: AbortSignal) {
  return apiGet<typeof StayRoomsResponseSchema>(apiPaths.stays.rooms.href(goodsNo), {
    query: { checkInAt, checkOutAt, occupancy: adults, ...previewQuery(preview).query },
    ...(signal ? { signal } : {}),
  });
}

export function stayRoomsQueryOptions(request: StayRoomsRequest) {
  return queryOptions({
    queryKey: ['stayRooms', request] as const,
    queryFn: ({ signal }) => getStayRooms(request, signal),
  });
}

/** The rooms for new dates or party load while the earlier answer stays on screen. */
export function useStayRooms(request: StayRoomsRequest, enabled = true) {
  return useQuery({ ...stayRoomsQueryOptions(request), placeholderData: keepPreviousData, enabled });
}
