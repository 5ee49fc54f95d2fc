import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PopupNoticeResponseSchema } from '@minda/contracts/content';
import { apiPaths } from '@minda/contracts/paths';
import { apiGet } from '../../../lib/api-client.ts';

/** The admin notice of the mobile home popup queue: GET main/popup_notices; null when none is published. */
export function getPopupNotice(signal?: AbortSignal) {
  return apiGet<typeof PopupNoticeResponseSchema>(apiPaths.content.popupNotice.href(), signal ? { signal } : {});
}

export function popupNoticeQueryOptions() {
  return queryOptions({
    queryKey: ['popups', 'notice'] as const,
    queryFn: ({ signal }) => getPopupNotice(signal),
    staleTime: 5 * 60_000,
  });
}

export function usePopupNotice() {
  return useQuery(popupNoticeQueryOptions());
}
