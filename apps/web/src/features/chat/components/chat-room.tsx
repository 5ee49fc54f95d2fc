import { useQueryClient } from '@tanstack/react-query';
import { Fragment, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { Platform } from '@minda/contracts/paths';
import { CHAT_PREVIOUS_TRIGGER_PX, CHAT_TEXTS, CHAT_TOAST_MS } from '@minda/contracts/rules/chat';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { ChevronLeftIcon, MenuIcon, SearchIcon } from '../../../ui/icons/icons.tsx';
import { useToast } from '../../../ui/toast/toast-provider.tsx';
import { useReportTypes } from '../api/get-report-types.ts';
import { useReportChannel } from '../api/report-channel.ts';
import { removeChannel } from '../channel-list-cache.ts';
import { dayLabelOf, isOwnMessage, productDetailHref, roomTitleOf, startsNewDay, viewerRoleIn } from '../channel-view.ts';
import type { ChatScreenPaths } from '../chat-paths.ts';
import { isUnread } from '../message-merge.ts';
import type { OutgoingMessage, RoomState } from '../room-session.ts';
import { useChatRoom } from '../use-chat-room.ts';
import { ChatInput } from './chat-input.tsx';
import { ImageViewer } from './image-viewer.tsx';
import { MessageItem, MessageRow } from './message-item.tsx';
import { LeaveDialog, ReportDialog, RoomMenuItems, SettingsDialog } from './room-dialogs.tsx';
import { RoomSearch } from './room-search.tsx';
import styles from './chat.module.css';

type Props = { channelId: string; paths: ChatScreenPaths; platform: Platform; viewerId: number };
type Modal = 'none' | 'settings' | 'report' | 'leave';
/** Typing events are sent at most this often while the viewer types. */
const TYPING_THROTTLE_MS = 2000;

/** The chat room (spec 2 §2.3, §4.1) for members and partners alike; the role comes from the channel. */
export function ChatRoom({ channelId, paths, platform, viewerId }: Props) {
  const { session, state } = useChatRoom(channelId);
  const navigate = useNavigate();
  const toast = useToast();
  const queryClient = useQueryClient();
  const reportTypes = useReportTypes();
  const report = useReportChannel();
  const [modal, setModal] = useState<Modal>('none');
  const [viewing, setViewing] = useState<{ src: string; name: string } | null>(null);
  const [searching, setSearching] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const lastTyping = useRef(0);
  const notify = (message: string) => toast.show(message, CHAT_TOAST_MS);

  const { channel } = state;
  const role = channel ? viewerRoleIn(channel, viewerId) : 'member';
  const heading = channel ? roomTitleOf(channel, viewerId) : { title: '', subtitle: null };
  usePageMeta({ title: `${heading.title || CHAT_TEXTS.memberListTitle} - 민다`, description: '호스트·파트너와 나누는 문의 대화입니다.' });

  // Joining failed: back to the list (spec 2 §4.1).
  useEffect(() => {
    if (state.status !== 'failed') return;
    toast.show(state.failure ?? CHAT_TEXTS.joinFailed, CHAT_TOAST_MS);
    void navigate(paths.list(), { replace: true });
  }, [state.status, state.failure, navigate, paths, toast]);

  const scroller = useMessageScroll(state, () => void session?.loadPrevious());

  // Read receipts: what is on screen while the page is visible has been seen.
  useEffect(() => {
    if (!session || state.status !== 'joined') return;
    const read = () => document.visibilityState === 'visible' && session.markRead();
    read();
    document.addEventListener('visibilitychange', read);
    return () => document.removeEventListener('visibilitychange', read);
  }, [session, state.status, state.messages]);

  const productHref = channel ? productDetailHref(channel, role, platform) : null;
  const canReport = (reportTypes.data?.length ?? 0) > 0;
  const menu = { productHref, canReport, onReport: () => setModal('report'), onLeave: () => setModal('leave') };

  const leave = async () => {
    if (!session) return;
    setLeaving(true);
    try {
      await session.leave();
      removeChannel(queryClient, channelId);
      void navigate(paths.list(CHAT_TEXTS.leftMessage), { replace: true });
    } catch (error) {
      setLeaving(false);
      setModal('none');
      notify(error instanceof Error ? error.message : CHAT_TEXTS.joinFailed);
    }
  };

  return (
    <div className={styles.room} data-platform={platform}>
      <header className={styles.roomHeader}>
        <button type="button" className={styles.iconButton} aria-label="뒤로 가기" onClick={() => void navigate(-1)}>
          <ChevronLeftIcon />
        </button>
        <div className={styles.roomTitles}>
          <h1 className={styles.roomTitle}>{heading.title}</h1>
          {heading.subtitle && <p className={styles.roomSubtitle}>{heading.subtitle}</p>}
        </div>
        <button type="button" className={styles.iconButton} aria-label={CHAT_TEXTS.searchPlaceholder} aria-pressed={searching} onClick={() => setSearching((s) => !s)}>
          <SearchIcon size={22} />
        </button>
        {platform === 'pc' ? (
          <nav className={styles.inlineMenu} aria-label={CHAT_TEXTS.settingsTitle}>
            <RoomMenuItems {...menu} />
          </nav>
        ) : (
          <button type="button" className={styles.iconButton} aria-label={CHAT_TEXTS.settingsTitle} onClick={() => setModal('settings')}>
            <MenuIcon />
          </button>
        )}
      </header>
      <p className={styles.notice} role="note">
        {CHAT_TEXTS.notice}
      </p>
      {searching && session && <RoomSearch search={(query) => session.search(query)} />}

      <div ref={scroller} className={styles.messages} aria-busy={state.status === 'joining'} data-testid="chat-messages">
        {state.loadingPrevious && <p className={styles.loadingPrevious}>이전 메시지를 불러오는 중…</p>}
        <ol className={styles.messageList} aria-label="대화 내용">
          {state.messages.map((message, i) => (
            <Fragment key={message.seq}>
              {startsNewDay(message, state.messages[i - 1]) && <DaySeparator at={message.createdAt} />}
              <MessageItem
                message={message}
                own={isOwnMessage(message, viewerId, role)}
                unread={channel ? isUnread(message, channel.members) : message.unreadCount > 0}
                onOpenImage={(src, name) => setViewing({ src, name })}
              />
            </Fragment>
          ))}
          {state.outbox.map((item) => (
            <PendingItem key={item.clientMessageId} item={item} onResend={() => void session?.resend(item.clientMessageId).then((w) => w && notify(w))} />
          ))}
        </ol>
        {state.typing && (
          <p className={styles.typing} aria-live="polite">
            {CHAT_TEXTS.typing(state.typing.username)}
          </p>
        )}
      </div>

      <ChatInput
        platform={platform}
        disabled={!session || state.status !== 'joined' || channel?.useInquireChat === false}
        onSendText={(text) => void session?.sendText(text).then((warning) => warning && notify(warning))}
        onSendImage={(file) => void session?.sendImage(file)}
        onNotice={notify}
        onTyping={() => {
          const now = Date.now();
          if (now - lastTyping.current < TYPING_THROTTLE_MS) return;
          lastTyping.current = now;
          session?.typing();
        }}
      />

      {modal === 'settings' && <SettingsDialog {...menu} onReport={() => setModal('report')} onLeave={() => setModal('leave')} onClose={() => setModal('none')} />}
      {modal === 'report' && (
        <ReportDialog
          types={reportTypes.data ?? []}
          onClose={() => setModal('none')}
          onSubmit={(reportTypeId) => {
            setModal('none');
            report.mutate({ channelId, reportTypeId }, { onSuccess: () => notify(CHAT_TEXTS.reportSent), onError: (error) => notify(error.message) });
          }}
        />
      )}
      {modal === 'leave' && <LeaveDialog leaving={leaving} onClose={() => setModal('none')} onLeave={() => void leave()} />}
      {viewing && <ImageViewer src={viewing.src} name={viewing.name} onClose={() => setViewing(null)} />}
    </div>
  );
}

function DaySeparator({ at }: { at: number }) {
  return (
    <li className={styles.daySeparator} role="separator" aria-label={dayLabelOf(at)}>
      <span>{dayLabelOf(at)}</span>
    </li>
  );
}

/** The viewer's message before its acknowledgement: 전송 중, or 전송 실패 with 다시 보내기. */
function PendingItem({ item, onResend }: { item: OutgoingMessage; onResend: () => void }) {
  const failed = item.status === 'failed';
  return (
    <MessageRow
      own
      footer={
        failed ? (
          <>
            <span className={styles.failed}>{CHAT_TEXTS.sendFailed}</span>
            <button type="button" className={styles.resend} onClick={onResend}>
              {CHAT_TEXTS.resend}
            </button>
          </>
        ) : (
          <span className={styles.sending}>{CHAT_TEXTS.sending}</span>
        )
      }
    >
      {item.type === 'text' ? <p className={styles.text}>{item.text}</p> : <img src={item.previewUrl} alt={item.file.name} className={styles.image} />}
    </MessageRow>
  );
}

/**
 * The message list's scrolling (spec 2 §4.1): at the bottom on the first render and after the viewer sends
 * (or when already near the bottom as a message arrives); older messages load within 40 px of the top, and
 * the view stays on the message it showed when they are put above.
 */
function useMessageScroll(state: RoomState, loadPrevious: () => void) {
  const ref = useRef<HTMLDivElement | null>(null);
  const shown = useRef({ firstSeq: 0, lastKey: '', height: 0, initialised: false });
  const loadRef = useRef(loadPrevious);
  useEffect(() => {
    loadRef.current = loadPrevious;
  });

  const firstSeq = state.messages[0]?.seq ?? 0;
  const lastKey = `${state.messages.at(-1)?.seq ?? 0}:${state.outbox.length}:${state.outbox.at(-1)?.clientMessageId ?? ''}`;
  const ownNewest = state.outbox.length > 0 && state.outbox.at(-1)?.status === 'sending';

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || state.status !== 'joined') return;
    const before = shown.current;
    if (!before.initialised) {
      element.scrollTop = element.scrollHeight;
    } else if (firstSeq < before.firstSeq && lastKey === before.lastKey) {
      // Older messages went in above: keep the same message under the viewer's eyes.
      element.scrollTop += element.scrollHeight - before.height;
    } else if (lastKey !== before.lastKey) {
      const nearBottom = before.height - element.scrollTop - element.clientHeight < 120;
      if (ownNewest || nearBottom) element.scrollTop = element.scrollHeight;
    }
    shown.current = { firstSeq, lastKey, height: element.scrollHeight, initialised: true };
  }, [state.status, firstSeq, lastKey, ownNewest]);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const onScroll = () => {
      if (element.scrollTop <= CHAT_PREVIOUS_TRIGGER_PX) loadRef.current();
    };
    element.addEventListener('scroll', onScroll, { passive: true });
    return () => element.removeEventListener('scroll', onScroll);
  }, []);

  return ref;
}

