import { z } from 'zod';
import { ChannelIdSchema, ChatChannelSchema, ChatMessageSchema, ChatTextSchema, ClientMessageIdSchema } from './chat.ts';
import type { ChatChannel, ChatMessage } from './chat.ts';
import type { ErrorCode } from './error-codes.ts';
import { int4 } from './numbers.ts';

/**
 * The realtime channel (Socket.IO on the site's own origin): what the server may push and in what shape.
 * The server checks every payload against these schemas before it emits, as it does for HTTP responses.
 * Chat (spec 2 §4.1) sends `init`, `channel` and `message`, plus `read` and `typing`.
 */
export const REALTIME_PATH = '/socket.io/';

export const serverEvents = {
  /** A short message for the signed-in member, shown as a toast (e.g. "예약이 확정되었습니다"). */
  notice: z.object({
    text: z.string().min(1).max(500),
    /** ISO 8601, UTC. */
    createdAt: z.string().datetime(),
  }),
  /** This session was ended (logout, revoked): the client drops its socket and returns to the visitor state. */
  'session:ended': z.object({ reason: z.enum(['logout', 'revoked']) }),
  /** Chat, once per connection: the viewer's unread total (header badge, mobile tab dot). */
  init: z.object({ unreadTotal: z.number().int().min(0) }),
  /** Chat, to each member's own sockets: the channel as that member now sees it, and their new unread total. */
  channel: z.object({ channel: ChatChannelSchema, unreadTotal: z.number().int().min(0) }),
  /** Chat, to the sockets that joined the channel: a new (already stored) message. */
  message: z.object({ message: ChatMessageSchema }),
  /** Chat, to the joined sockets: `userId` has read up to `seq` (read receipts flip to 읽음). */
  read: z.object({ channelId: ChannelIdSchema, userId: z.number().int(), seq: z.number().int().min(0) }),
  /** Chat, to the joined sockets except the typist's: someone is typing (shown for CHAT_TYPING_TIMEOUT_MS). */
  typing: z.object({ channelId: ChannelIdSchema, userId: z.number().int(), username: z.string() }),
} as const;

export type ServerEventName = keyof typeof serverEvents;
export type ServerEventPayload<E extends ServerEventName> = z.infer<(typeof serverEvents)[E]>;
/** Event map for Socket.IO's typed Server and client socket. */
export type ServerToClientEvents = { [E in ServerEventName]: (payload: ServerEventPayload<E>) => void };
/**
 * What a chat client asks over its socket. Every request but `chat:typing` takes an acknowledgement that
 * answers `{ ok: true, ... }` or `{ ok: false, error }` with the HTTP error body's code and Korean message.
 * The server checks membership on every one.
 */
export const chatRequests = {
  /** Enter a room: the channel, then the latest page, or with `afterSeq` everything after it (reconnect replay). */
  'chat:join': z.object({ channelId: ChannelIdSchema, afterSeq: int4('메시지 순번(afterSeq)').optional() }),
  /** The page of messages before `beforeSeq`. */
  'chat:previous': z.object({ channelId: ChannelIdSchema, beforeSeq: int4('메시지 순번(beforeSeq)', { min: 1 }) }),
  /** Send a text; a resend with the same clientMessageId returns the stored message. */
  'chat:send': z.object({ channelId: ChannelIdSchema, clientMessageId: ClientMessageIdSchema, text: ChatTextSchema }),
  /** The viewer has seen everything up to `seq`. */
  'chat:read': z.object({ channelId: ChannelIdSchema, seq: int4('메시지 순번(seq)') }),
  'chat:typing': z.object({ channelId: ChannelIdSchema }),
  /** Leaving the screen: stop receiving the room's messages (membership unchanged). */
  'chat:unjoin': z.object({ channelId: ChannelIdSchema }),
  /** Leave the conversation: a member leaves alone; a partner leaves for all (leave-all). */
  'chat:leave': z.object({ channelId: ChannelIdSchema }),
  /** Messages of the channel whose text contains `query`, newest first. */
  'chat:search': z.object({ channelId: ChannelIdSchema, query: z.string().trim().min(1).max(100) }),
} as const;
export type ChatRequestName = keyof typeof chatRequests;
export type ChatRequest<E extends ChatRequestName> = z.infer<(typeof chatRequests)[E]>;

export type ChatAckError = { ok: false; error: { code: ErrorCode; message: string } };
export type ChatAcks = {
  'chat:join': { ok: true; channel: ChatChannel; messages: ChatMessage[]; hasNextMessages: boolean };
  'chat:previous': { ok: true; messages: ChatMessage[]; hasNextMessages: boolean };
  /** `warning` is the direct-deal guard's text when contact details were masked. */
  'chat:send': { ok: true; message: ChatMessage; warning?: string };
  'chat:read': { ok: true };
  'chat:unjoin': { ok: true };
  'chat:leave': { ok: true };
  'chat:search': { ok: true; messages: ChatMessage[] };
};
export type ChatAck<E extends keyof ChatAcks> = ChatAcks[E] | ChatAckError;

export type ClientToServerEvents = {
  [E in keyof ChatAcks]: (request: ChatRequest<E>, ack: (answer: ChatAck<E>) => void) => void;
} & { 'chat:typing': (request: ChatRequest<'chat:typing'>) => void };

/**
 * The `data` of a refused connection's connect_error, beside its Korean `message`: the same codes as the
 * HTTP error body (REQUIRE_LOGIN: no session; UNAUTHORIZED: a stale or forged token, refresh it first).
 */
export const RealtimeRefusalSchema = z.object({ code: z.enum(['REQUIRE_LOGIN', 'UNAUTHORIZED', 'FORBIDDEN']) });
export type RealtimeRefusal = z.infer<typeof RealtimeRefusalSchema>;
