import type { ChatChannel, ChatMessage } from '@minda/contracts/chat';
import type { ChatAcks } from '@minda/contracts/realtime';
import { CHAT_TYPING_TIMEOUT_MS } from '@minda/contracts/rules/chat';
import type { ChatClient } from '../../lib/chat-socket.ts';
import { lastSeqOf, mergeMessages, withMemberRead } from './message-merge.ts';

/** A message of the viewer not yet acknowledged (전송 중) or refused (전송 실패, 다시 보내기). */
export type OutgoingMessage = {
  clientMessageId: string;
  createdAt: number;
  status: 'sending' | 'failed';
  /** The server's Korean reason when it refused the message. */
  error?: string;
} & ({ type: 'text'; text: string } | { type: 'image'; file: File; previewUrl: string });

export type RoomState = {
  /** joining until the first join answers; failed sends the screen back to the list. */
  status: 'joining' | 'joined' | 'failed';
  channel: ChatChannel | null;
  messages: ChatMessage[];
  hasNextMessages: boolean;
  loadingPrevious: boolean;
  /** Held in send order; resent with the same clientMessageId after a reconnect. */
  outbox: OutgoingMessage[];
  typing: { userId: number; username: string } | null;
  failure?: string;
};

/** Uploads an image message over REST (multipart); resolves with the stored message. */
export type UploadImage = (channelId: string, file: File, clientMessageId: string) => Promise<ChatMessage>;

type Options = {
  upload: UploadImage;
  newClientMessageId?: () => string;
  now?: () => number;
  /** For object URLs of image previews (tests pass a stub). */
  previewOf?: (file: File) => string;
};

const INITIAL: RoomState = { status: 'joining', channel: null, messages: [], hasNextMessages: false, loadingPrevious: false, outbox: [], typing: null };

/**
 * One open chat room over the session's socket: joins (and on every reconnect joins again with `afterSeq`
 * = the last seq held, so the server replays what was missed), merges messages by seq, keeps the viewer's
 * unacknowledged sends in an outbox and resends them after a reconnect with the same clientMessageId (the
 * server returns the stored message for a repeat, so nothing doubles). A store for useSyncExternalStore.
 */
export class ChatRoomSession {
  private state: RoomState = INITIAL;
  private readonly listeners = new Set<() => void>();
  private readonly stops: (() => void)[] = [];
  private typingTimer: ReturnType<typeof setTimeout> | undefined;
  private readSent = 0;
  private stopped = false;
  private readonly newId: () => string;
  private readonly now: () => number;
  private readonly previewOf: (file: File) => string;

  constructor(
    private readonly client: ChatClient,
    readonly channelId: string,
    private readonly options: Options,
  ) {
    this.newId = options.newClientMessageId ?? (() => crypto.randomUUID());
    this.now = options.now ?? Date.now;
    this.previewOf = options.previewOf ?? ((file) => URL.createObjectURL(file));
  }

  getState = (): RoomState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private set(update: Partial<RoomState> | ((state: RoomState) => Partial<RoomState>)) {
    if (this.stopped) return;
    this.state = { ...this.state, ...(typeof update === 'function' ? update(this.state) : update) };
    for (const listener of this.listeners) listener();
  }

  /** Joins now if connected, and again on every reconnect. */
  start(): void {
    const { client, channelId } = this;
    this.stops.push(
      client.onConnect(() => void this.join()),
      client.on('message', ({ message }) => {
        if (message.channelId !== channelId) return;
        this.receive([message]);
        if (this.state.typing?.userId === message.userId) this.set({ typing: null });
      }),
      client.on('read', (event) => {
        if (event.channelId !== channelId) return;
        this.set((s) => (s.channel ? { channel: withMemberRead(s.channel, event.userId, event.seq) } : {}));
      }),
      client.on('channel', ({ channel }) => {
        if (channel.channelId === channelId) this.set((s) => ({ channel: keepReadProgress(channel, s.channel) }));
      }),
      client.on('typing', (event) => {
        if (event.channelId !== channelId) return;
        clearTimeout(this.typingTimer);
        this.set({ typing: { userId: event.userId, username: event.username } });
        this.typingTimer = setTimeout(() => this.set({ typing: null }), CHAT_TYPING_TIMEOUT_MS);
      }),
    );
    if (client.connected) void this.join();
  }

  /** Leaving the screen: the server stops sending this room's messages; the state is dropped. */
  stop(): void {
    if (this.stopped) return;
    void this.client.request('chat:unjoin', { channelId: this.channelId });
    for (const stop of this.stops.splice(0)) stop();
    clearTimeout(this.typingTimer);
    this.stopped = true;
    this.listeners.clear();
  }

  private async join(): Promise<void> {
    const afterSeq = this.state.status === 'joined' ? lastSeqOf(this.state.messages) : undefined;
    const answer = await this.client.request('chat:join', { channelId: this.channelId, ...(afterSeq === undefined ? {} : { afterSeq }) });
    if (!answer.ok) {
      // A lost answer waits for the next connection; a refusal (not a member, no such room) is final.
      if (!('lost' in answer)) this.set({ status: 'failed', failure: answer.error.message });
      return;
    }
    const first = afterSeq === undefined;
    this.set((s) => ({
      status: 'joined',
      channel: keepReadProgress(answer.channel, s.channel),
      ...(first ? { hasNextMessages: answer.hasNextMessages } : {}),
    }));
    this.receive(answer.messages);
    // What was waiting for the connection goes now, in the order it was written.
    for (const item of this.state.outbox) if (item.status === 'sending' && item.type === 'text') void this.deliver(item);
  }

  private receive(messages: readonly ChatMessage[]) {
    if (messages.length === 0) return;
    const acknowledged = new Set(messages.map((m) => m.clientMessageId).filter((id) => id !== null));
    this.set((s) => ({
      messages: mergeMessages(s.messages, messages),
      outbox: s.outbox.filter((item) => !acknowledged.has(item.clientMessageId)),
    }));
  }

  /** The page of older messages (scrolled near the top). */
  async loadPrevious(): Promise<void> {
    const oldest = this.state.messages[0];
    if (!this.state.hasNextMessages || this.state.loadingPrevious || !oldest) return;
    this.set({ loadingPrevious: true });
    const answer = await this.client.request('chat:previous', { channelId: this.channelId, beforeSeq: oldest.seq });
    this.set({ loadingPrevious: false });
    if (!answer.ok) return;
    this.set({ hasNextMessages: answer.hasNextMessages });
    this.receive(answer.messages);
  }

  /** Sends a text; resolves with the direct-deal warning when the server masked contact details. */
  async sendText(text: string): Promise<string | undefined> {
    const item: OutgoingMessage = { type: 'text', text, clientMessageId: this.newId(), createdAt: this.now(), status: 'sending' };
    this.set((s) => ({ outbox: [...s.outbox, item] }));
    return this.deliver(item);
  }

  async sendImage(file: File): Promise<void> {
    const item: OutgoingMessage = { type: 'image', file, previewUrl: this.previewOf(file), clientMessageId: this.newId(), createdAt: this.now(), status: 'sending' };
    this.set((s) => ({ outbox: [...s.outbox, item] }));
    await this.upload(item);
  }

  /** 다시 보내기: the same clientMessageId, so a send that did arrive is not stored twice. */
  async resend(clientMessageId: string): Promise<string | undefined> {
    const item = this.state.outbox.find((entry) => entry.clientMessageId === clientMessageId);
    if (!item) return undefined;
    this.updateOutbox(clientMessageId, { status: 'sending' });
    if (item.type === 'image') {
      await this.upload(item);
      return undefined;
    }
    return this.deliver(item);
  }

  /** Drops a failed message the viewer gave up on. */
  discard(clientMessageId: string): void {
    this.set((s) => ({ outbox: s.outbox.filter((entry) => entry.clientMessageId !== clientMessageId) }));
  }

  private async deliver(item: OutgoingMessage & { type: 'text' }): Promise<string | undefined> {
    const answer = await this.client.request('chat:send', { channelId: this.channelId, clientMessageId: item.clientMessageId, text: item.text });
    if (answer.ok) {
      this.receive([answer.message]);
      return (answer as ChatAcks['chat:send']).warning;
    }
    // Lost while offline: it stays 전송 중 and goes again after the reconnect. Lost while connected (no
    // answer in time) or refused: 전송 실패, for the viewer to resend.
    if ('lost' in answer && !this.client.connected) return undefined;
    this.updateOutbox(item.clientMessageId, { status: 'failed', error: answer.error.message });
    return undefined;
  }

  private async upload(item: OutgoingMessage & { type: 'image' }) {
    try {
      this.receive([await this.options.upload(this.channelId, item.file, item.clientMessageId)]);
    } catch (error) {
      this.updateOutbox(item.clientMessageId, { status: 'failed', ...(error instanceof Error ? { error: error.message } : {}) });
    }
  }

  private updateOutbox(clientMessageId: string, change: Pick<OutgoingMessage, 'status' | 'error'>) {
    this.set((s) => ({ outbox: s.outbox.map((entry) => (entry.clientMessageId === clientMessageId ? { ...entry, ...change } : entry)) }));
  }

  /** The viewer has seen every message held: tells the server once per new last seq. */
  markRead(): void {
    const seq = lastSeqOf(this.state.messages);
    if (this.state.status !== 'joined' || seq <= this.readSent) return;
    this.readSent = seq;
    void this.client.request('chat:read', { channelId: this.channelId, seq });
  }

  typing(): void {
    this.client.typing(this.channelId);
  }

  async search(query: string): Promise<ChatMessage[]> {
    const answer = await this.client.request('chat:search', { channelId: this.channelId, query });
    if (!answer.ok) throw new Error(answer.error.message);
    return answer.messages;
  }

  /** 대화방 나가기 (a partner leaves for everyone: the server decides by role). */
  async leave(): Promise<void> {
    const answer = await this.client.request('chat:leave', { channelId: this.channelId });
    if (!answer.ok) throw new Error(answer.error.message);
  }
}

/** A channel update must not move a member's read progress back (a `read` event may have come first). */
function keepReadProgress(next: ChatChannel, held: ChatChannel | null): ChatChannel {
  if (!held) return next;
  return {
    ...next,
    members: next.members.map((member) => {
      const before = held.members.find((m) => m.userId === member.userId);
      return before && before.lastReadSeq > member.lastReadSeq ? { ...member, lastReadSeq: before.lastReadSeq } : member;
    }),
  };
}
