import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EventResponseSchema } from '@minda/contracts/content';
import { apiPaths } from '@minda/contracts/paths';
import { apiGet } from '../../../lib/api-client.ts';
import { editorialQueryRoot } from './editorial-query-root.ts';

/** One event page: GET content/events/{no}. */
export function getEvent(no: number, signal?: AbortSignal) {
  return apiGet<typeof EventResponseSchema>(apiPaths.content.event.href(no), signal ? { signal } : {});
}

export function eventQueryOptions(no: number) {
  return queryOptions({
    queryKey: [...editorialQueryRoot, 'event', no] as const,
    queryFn: ({ signal }) => getEvent(no, signal),
  });
}

export function useEvent(no: number) {
  return useQuery(eventQueryOptions(no));
}
