import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { ChatChannel } from '@minda/contracts/chat';
import { CHAT_TEXTS, CHAT_TOAST_MS, formatUnreadCount } from '@minda/contracts/rules/chat';
import { defaultImageUrl, imageUrl } from '../../../lib/image-url.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { useLoadMoreSentinel } from '../../../ui/hooks/use-load-more-sentinel.ts';
import { useToast } from '../../../ui/toast/toast-provider.tsx';
import { useChannels } from '../api/get-channels.ts';
import { listTimeOf, memberNamesOf, previewOf } from '../channel-view.ts';
import type { ChatScreenPaths } from '../chat-paths.ts';
import { useUnreadTotal } from '../use-unread-total.ts';
import styles from './chat.module.css';

type Props = {
  paths: ChatScreenPaths;
  /** 문의 for members, 고객 문의 for partners (spec 2 §2.4). */
  audience: 'member' | 'partner';
  viewerId: number;
  /** Draw the h1 (PC); a mobile screen has it in its sub-header. */
  showTitle?: boolean;
};

/**
 * The inquiry list (spec 2 §2.4): the viewer's rooms, latest activity first, kept live by the socket's
 * `channel` events; the next page loads when the list's end comes into view.
 */
export function InquiryList({ paths, audience, viewerId, showTitle = true }: Props) {
  const title = audience === 'member' ? CHAT_TEXTS.memberListTitle : CHAT_TEXTS.partnerListTitle;
  usePageMeta({ title: `${title} - 민다`, description: '호스트·파트너와 나눈 문의 대화 목록입니다.' });
  const channels = useChannels();
  useUnreadTotal(true);
  const toast = useToast();
  const [params, setParams] = useSearchParams();
  const message = params.get('message');

  useEffect(() => {
    // Only the one line this app puts there: a link cannot make the page show text of its choosing.
    if (message === CHAT_TEXTS.leftMessage) toast.show(CHAT_TEXTS.leftMessage, CHAT_TOAST_MS);
    if (message !== null) setParams((p) => (p.delete('message'), p), { replace: true });
  }, [message, toast, setParams]);

  const entries = channels.data?.pages.flatMap((page) => page.content) ?? [];
  const sentinel = useLoadMoreSentinel<HTMLLIElement>({
    enabled: channels.hasNextPage && !channels.isFetchingNextPage,
    loadedCount: entries.length,
    loadMore: () => void channels.fetchNextPage(),
    marginPx: 200,
  });

  return (
    <section className={styles.list} aria-labelledby="inquiry-list-title">
      <h1 id="inquiry-list-title" className={showTitle ? styles.listTitle : 'visually-hidden'}>
        {title}
      </h1>
      {channels.isPending ? (
        <p aria-busy="true" className={styles.listState}>
          불러오는 중…
        </p>
      ) : channels.isError ? (
        <p role="alert" className={styles.listState}>
          {channels.error.message}
        </p>
      ) : entries.length === 0 ? (
        <p className={styles.listState}>{CHAT_TEXTS.emptyList}</p>
      ) : (
        <ul className={styles.entries}>
          {entries.map((channel) => (
            <ChannelEntry key={channel.channelId} channel={channel} href={paths.room(channel.channelId)} viewerId={viewerId} />
          ))}
          {channels.hasNextPage && <li ref={sentinel} className={styles.sentinel} aria-hidden="true" />}
        </ul>
      )}
    </section>
  );
}

function ChannelEntry({ channel, href, viewerId }: { channel: ChatChannel; href: string; viewerId: number }) {
  const unread = channel.unreadCount > 0 ? formatUnreadCount(channel.unreadCount) : null;
  return (
    <li>
      <Link to={href} className={styles.entry} data-testid="inquiry-entry">
        <img className={styles.entryImage} src={imageUrl(channel.productImageUrl) ?? defaultImageUrl('stay')} alt="" width={52} height={52} />
        <span className={styles.entryBody}>
          <span className={styles.entryName}>{channel.name}</span>
          <span className={styles.entryMembers}>{memberNamesOf(channel, viewerId)}</span>
          <span className={styles.entryPreview}>{previewOf(channel.lastMessage)}</span>
        </span>
        <span className={styles.entryMeta}>
          {channel.lastMessage && <time dateTime={new Date(channel.lastMessage.createdAt).toISOString()}>{listTimeOf(channel.lastMessage.createdAt)}</time>}
          {unread && (
            <span className={styles.unreadBadge} aria-label={`안 읽은 메시지 ${unread}개`}>
              {unread}
            </span>
          )}
        </span>
      </Link>
    </li>
  );
}
