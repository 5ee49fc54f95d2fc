import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ChatChannelsResponseSchema } from '@minda/contracts/chat';
import { apiPaths } from '@minda/contracts/paths';
import { CHAT_CHANNELS_PAGE_SIZE } from '@minda/contracts/rules/chat';
import { apiGet } from '../../../lib/api-client.ts';
import { chatQueryRoot } from './chat-query-root.ts';

/** One page of the viewer's channels, latest activity first: GET chat/channels?page&size. */
export function getChannels(page: number, signal?: AbortSignal) {
  return apiGet<typeof ChatChannelsResponseSchema>(apiPaths.chat.channels.href(), {
    query: { page, size: CHAT_CHANNELS_PAGE_SIZE },
    ignoreLoginError: false,
    ...(signal ? { signal } : {}),
  });
}

export function channelsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: [...chatQueryRoot, 'channels'] as const,
    queryFn: ({ pageParam, signal }) => getChannels(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.last ? undefined : last.page + 1),
  });
}

export function useChannels() {
  return useInfiniteQuery(channelsQueryOptions());
}
