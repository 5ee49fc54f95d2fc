import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { unreadQueryOptions, useUnread } from './api/get-unread.ts';
import { applyChannelEvent } from './channel-list-cache.ts';

/**
 * The signed-in viewer's unread inquiry total (PC header badge, mobile 문의 tab dot): GET chat/unread first,
 * then the socket's `init` and `channel` events, which also refresh a cached channel list. The socket
 * module is imported on demand, so a visitor's first screen loads none of it.
 */
export function useUnreadTotal(signedIn: boolean): number {
  const queryClient = useQueryClient();
  const { data } = useUnread(signedIn);

  useEffect(() => {
    if (!signedIn) return;
    let stops: (() => void)[] = [];
    let live = true;
    const setTotal = (unreadTotal: number) => queryClient.setQueryData(unreadQueryOptions().queryKey, { unreadTotal });
    void import('../../lib/chat-socket.ts').then(({ chatClient }) => {
      if (!live) return;
      const client = chatClient();
      stops = [
        client.on('init', ({ unreadTotal }) => setTotal(unreadTotal)),
        client.on('channel', ({ channel, unreadTotal }) => {
          setTotal(unreadTotal);
          applyChannelEvent(queryClient, channel);
        }),
      ];
    }).catch(() => {
      // The socket's chunk did not load (offline, or a deploy replaced it): the total stays GET chat/unread's answer
      // until the next screen asks again. (Tests: a file that ends before the import resolves tears it down.)
    });
    return () => {
      live = false;
      for (const stop of stops) stop();
    };
  }, [signedIn, queryClient]);

  return signedIn ? (data?.unreadTotal ?? 0) : 0;
}
