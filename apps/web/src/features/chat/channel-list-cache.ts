import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { ChatChannel } from '@minda/contracts/chat';
import type { getChannels } from './api/get-channels.ts';
import { channelsQueryOptions } from './api/get-channels.ts';

type ChannelsPage = Awaited<ReturnType<typeof getChannels>>;

/**
 * A `channel` event in the cached list: the channel moves to the top with its new preview and unread count
 * (lists are latest activity first); a channel the viewer left disappears.
 */
export function withChannelEvent(data: InfiniteData<ChannelsPage, unknown>, channel: ChatChannel, viewerLeft: boolean): InfiniteData<ChannelsPage, unknown> {
  const pages = data.pages.map((page) => ({ ...page, content: page.content.filter((c) => c.channelId !== channel.channelId) }));
  if (!viewerLeft && pages[0]) pages[0] = { ...pages[0], content: [channel, ...pages[0].content] };
  return { ...data, pages };
}

export function applyChannelEvent(queryClient: QueryClient, channel: ChatChannel, viewerLeft = !channel.isJoined): void {
  queryClient.setQueryData(channelsQueryOptions().queryKey, (data) => (data ? withChannelEvent(data, channel, viewerLeft) : data));
}

/** After the viewer left a room: it is gone from their list at once. */
export function removeChannel(queryClient: QueryClient, channelId: string): void {
  queryClient.setQueryData(channelsQueryOptions().queryKey, (data) =>
    data ? { ...data, pages: data.pages.map((page) => ({ ...page, content: page.content.filter((c) => c.channelId !== channelId) })) } : data,
  );
}
