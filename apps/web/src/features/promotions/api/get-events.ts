import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@minda/contracts/paths';
import type { EventListResponseSchema } from '@minda/contracts/content';
import { apiGet } from '../../../lib/api-client.ts';
import { promotionsQueryRoot } from './promotions-query-root.ts';

/** Every event, latest period first: GET content/events. */
export function getEvents(signal?: AbortSignal) {
  return apiGet<typeof EventListResponseSchema>(apiPaths.content.events.href(), signal ? { signal } : {});
}

export function eventsQueryOptions() {
  return queryOptions({ queryKey: [...promotionsQueryRoot, 'events'] as const, queryFn: ({ signal }) => getEvents(signal) });
}

export function useEvents() {
  return useQuery(eventsQueryOptions());
}
