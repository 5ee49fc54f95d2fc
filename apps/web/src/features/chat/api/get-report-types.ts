import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChatReportTypesResponseSchema } from '@minda/contracts/chat';
import { apiPaths } from '@minda/contracts/paths';
import { apiGet } from '../../../lib/api-client.ts';
import { chatQueryRoot } from './chat-query-root.ts';

/** The reasons a room can be reported for: GET chat/report/types. */
export function getReportTypes(signal?: AbortSignal) {
  return apiGet<typeof ChatReportTypesResponseSchema>(apiPaths.chat.reportTypes.href(), { ignoreLoginError: false, ...(signal ? { signal } : {}) });
}

export function reportTypesQueryOptions() {
  return queryOptions({ queryKey: [...chatQueryRoot, 'report-types'] as const, queryFn: ({ signal }) => getReportTypes(signal), staleTime: 60 * 60_000 });
}

export function useReportTypes() {
  return useQuery(reportTypesQueryOptions());
}
