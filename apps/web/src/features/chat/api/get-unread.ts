import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChatUnreadResponseSchema } from '@minda/contracts/chat';
import { apiPaths } from '@minda/contracts/paths';
import { apiGet } from '../../../lib/api-client.ts';
import { chatQueryRoot } from './chat-query-root.ts';

/** The viewer's unread total over all channels (header badge, mobile tab dot): GET chat/unread. */
export function getUnread(signal?: AbortSignal) {
  return apiGet<typeof ChatUnreadResponseSchema>(apiPaths.chat.unread.href(), { ignoreLoginError: false, ...(signal ? { signal } : {}) });
}

export function unreadQueryOptions() {
  return queryOptions({
    queryKey: [...chatQueryRoot, 'unread'] as const,
    queryFn: ({ signal }) => getUnread(signal),
    // Live `init` and `channel` events keep it current; the request is only the first value.
    staleTime: Infinity,
  });
}

export function useUnread(enabled: boolean) {
  return useQuery({ ...unreadQueryOptions(), enabled });
}
