import type { ChatChannel, ChatMessage } from '@minda/contracts/chat';
import type { ChatAcks, ChatRequest } from '@minda/contracts/realtime';
import { CHAT_MESSAGES_PAGE_SIZE } from '@minda/contracts/rules/chat';
import type { ChatSocketLike } from '../lib/chat-socket.ts';
import { aChatMessage } from './builders.ts';

type Handler = (...args: never[]) => void;
type Answer = { ok: boolean } & Record<string, unknown>;

/**
 * A Socket.IO client socket in memory with a small chat server behind it: messages stored per seq, sends
 * idempotent by clientMessageId, joins that replay after `afterSeq`. Tests drop and restore the connection,
 * hold back acknowledgements and push server events, then look at what the screen or the session did.
 */
export class FakeChatSocket implements ChatSocketLike {
  connected = false;
  /** Every request the client sent, in order. */
  readonly sent: { event: string; payload: Record<string, unknown> }[] = [];
  /** Requests of these events are handled but get no acknowledgement (lost on the way back). */
  silent = new Set<string>();
  /** A refusal for the next requests of an event. */
  refuse = new Map<string, { code: string; message: string }>();
  /** The direct-deal guard's warning the next sends are acknowledged with. */
  sendWarning: string | undefined;
  private readonly handlers = new Map<string, Set<Handler>>();

  constructor(
    public channel: ChatChannel,
    public messages: ChatMessage[] = [],
    private readonly viewer = { userId: 1, username: '여행자' },
  ) {}

  on(event: string, handler: Handler) {
    if (!this.handlers.has(event)) this.handlers.set(event, new Set());
    this.handlers.get(event)!.add(handler);
    return this;
  }

  off(event: string, handler: Handler) {
    this.handlers.get(event)?.delete(handler);
    return this;
  }

  emit(event: string, ...args: unknown[]) {
    const [payload, ack] = args as [Record<string, unknown>, ((answer: Answer) => void) | undefined];
    this.sent.push({ event, payload });
    const refusal = this.refuse.get(event);
    const answer = refusal ? { ok: false, error: refusal } : this.answer(event, payload);
    // A silent event is still handled (a send is stored), only its acknowledgement never comes back.
    if (ack && !this.silent.has(event)) queueMicrotask(() => ack(answer));
    return this;
  }

  connect() {
    this.connected = true;
    this.fire('connect');
    return this;
  }

  disconnect() {
    this.connected = false;
    this.fire('disconnect');
    return this;
  }

  /** A server event to the client (`message`, `read`, `typing`, `channel`, `init`). */
  push(event: string, payload: unknown) {
    this.fire(event, payload);
  }

  /** Stores a message from the other side (not yet pushed). */
  store(overrides: Partial<ChatMessage> = {}): ChatMessage {
    const message = aChatMessage({ seq: this.lastSeq() + 1, channelId: this.channel.channelId, ...overrides });
    this.messages.push(message);
    return message;
  }

  /** Whether the client listens to a server event yet (the badge hook subscribes after an import). */
  listens(event: string): boolean {
    return (this.handlers.get(event)?.size ?? 0) > 0;
  }

  sentOf(event: string) {
    return this.sent.filter((s) => s.event === event).map((s) => s.payload);
  }

  private lastSeq() {
    return this.messages.at(-1)?.seq ?? 0;
  }

  private fire(event: string, ...args: unknown[]) {
    for (const handler of [...(this.handlers.get(event) ?? [])]) (handler as (...a: unknown[]) => void)(...args);
  }

  private answer(event: string, payload: Record<string, unknown>): Answer {
    switch (event) {
      case 'chat:join': {
        const { afterSeq } = payload as ChatRequest<'chat:join'>;
        const page = afterSeq === undefined ? this.messages.slice(-CHAT_MESSAGES_PAGE_SIZE) : this.messages.filter((m) => m.seq > afterSeq);
        return { ok: true, channel: this.channel, messages: page, hasNextMessages: afterSeq === undefined && this.messages.length > page.length } satisfies ChatAcks['chat:join'];
      }
      case 'chat:previous': {
        const { beforeSeq } = payload as ChatRequest<'chat:previous'>;
        const older = this.messages.filter((m) => m.seq < beforeSeq);
        const page = older.slice(-CHAT_MESSAGES_PAGE_SIZE);
        return { ok: true, messages: page, hasNextMessages: older.length > page.length } satisfies ChatAcks['chat:previous'];
      }
      case 'chat:send': {
        const { clientMessageId, text } = payload as ChatRequest<'chat:send'>;
        const stored = this.messages.find((m) => m.clientMessageId === clientMessageId);
        const message = stored ?? this.store({ ...this.viewer, clientMessageId, text, unreadCount: 1 });
        return { ok: true, message, ...(this.sendWarning ? { warning: this.sendWarning } : {}) } satisfies ChatAcks['chat:send'];
      }
      case 'chat:search': {
        const { query } = payload as ChatRequest<'chat:search'>;
        return { ok: true, messages: this.messages.filter((m) => m.text.includes(query)).reverse() } satisfies ChatAcks['chat:search'];
      }
      default:
        return { ok: true };
    }
  }
}

/** Lets queued acknowledgements and the promises behind them settle. */
export const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
