import { io, type Socket } from 'socket.io-client';
import { REALTIME_PATH, type ChatAck, type ChatAcks, type ChatRequest, type ClientToServerEvents, type ServerEventName, type ServerEventPayload, type ServerToClientEvents } from '@minda/contracts/realtime';
import { discardAccessToken, getAccessToken } from './access-token.ts';

/*
 * The one Socket.IO connection of a signed-in session (spec 2 §4.1, decision 025). This module and
 * socket.io-client (about 13 KB gzipped) are loaded on demand only: vite.config.ts keeps `lib/chat-*` out
 * of the first screens' shell chunk, and the header badge imports it with import().
 */

/** How long a request waits for its acknowledgement before it counts as failed. */
export const CHAT_ACK_TIMEOUT_MS = 10_000;

/** What the chat code needs of a Socket.IO client socket; tests pass a fake. */
export type ChatSocketLike = {
  readonly connected: boolean;
  on: (event: string, handler: (...args: never[]) => void) => unknown;
  off: (event: string, handler: (...args: never[]) => void) => unknown;
  emit: (event: string, ...args: unknown[]) => unknown;
  connect: () => unknown;
  disconnect: () => unknown;
};

/** A request's answer when no acknowledgement came: the socket is down or the server did not answer in time. */
export type ChatAckLost = { ok: false; lost: true; error: { code: 'NETWORK'; message: string } };
const LOST: ChatAckLost = { ok: false, lost: true, error: { code: 'NETWORK', message: '네트워크 연결을 확인해 주세요.' } };

export type ChatClient = {
  /** Sends a request and resolves with its acknowledgement, or with `lost` when none came. Never rejects. */
  request: <E extends keyof ChatAcks>(event: E, payload: ChatRequest<E>) => Promise<ChatAck<E> | ChatAckLost>;
  typing: (channelId: string) => void;
  /** Listens to a server event; returns the unsubscribe. */
  on: <E extends ServerEventName>(event: E, handler: (payload: ServerEventPayload<E>) => void) => () => void;
  /** Called on every (re)connection, so an open room joins again and replays what it missed. */
  onConnect: (handler: () => void) => () => void;
  readonly connected: boolean;
  close: () => void;
};

/** Wraps a socket: requests with acknowledgement timeouts, typed events, reconnect callbacks. */
export function createChatClient(socket: ChatSocketLike, ackTimeoutMs = CHAT_ACK_TIMEOUT_MS): ChatClient {
  return {
    request(event, payload) {
      // Not buffered while offline: the room's outbox decides what to resend after the reconnect, with the
      // same clientMessageId, so a send is never queued twice.
      if (!socket.connected) return Promise.resolve(LOST);
      return new Promise((resolve) => {
        const timer = setTimeout(() => resolve(LOST), ackTimeoutMs);
        socket.emit(event, payload, (answer: ChatAck<typeof event>) => {
          clearTimeout(timer);
          resolve(answer as never);
        });
      });
    },
    typing(channelId) {
      if (socket.connected) socket.emit('chat:typing', { channelId });
    },
    on(event, handler) {
      socket.on(event, handler as (...args: never[]) => void);
      return () => void socket.off(event, handler as (...args: never[]) => void);
    },
    onConnect(handler) {
      socket.on('connect', handler);
      return () => void socket.off('connect', handler);
    },
    get connected() {
      return socket.connected;
    },
    close: () => void socket.disconnect(),
  };
}

type RealSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/**
 * Opens the socket on the site's own origin. The handshake carries the API's access token (asked again on
 * every reconnect, so a refreshed token is used); without one the server falls back to the session cookie.
 * A refused stale token is forgotten and the connection tried once more, as the API client does for 401.
 * The server disconnects a socket whose token expired; it connects again at once with a fresh one.
 */
function openSocket(): RealSocket {
  const socket: RealSocket = io({
    path: REALTIME_PATH,
    transports: ['websocket', 'polling'],
    auth: (callback) => {
      void getAccessToken({ ignoreLoginError: true }).then(
        (token) => callback(token ? { token } : {}),
        () => callback({}),
      );
    },
  });
  let retriedToken = false;
  socket.on('connect', () => {
    retriedToken = false;
  });
  socket.on('connect_error', (error: Error & { data?: { code?: string } }) => {
    // Middleware refusals are not retried by Socket.IO itself.
    if (error.data?.code === 'UNAUTHORIZED' && !retriedToken) {
      retriedToken = true;
      discardAccessToken();
      socket.connect();
    }
  });
  socket.on('session:ended', () => {
    socket.disconnect();
    current = undefined;
  });
  socket.on('disconnect', (reason) => {
    // The server closes a socket when its access token expires (or it must sign in again): connecting again
    // asks for a fresh token. An ended session was told so first (session:ended) and closed itself above.
    if (reason === 'io server disconnect') socket.connect();
  });
  return socket;
}

let current: ChatClient | undefined;

/** The session's chat client, opened on first use. */
export function chatClient(): ChatClient {
  current ??= createChatClient(openSocket() as unknown as ChatSocketLike);
  return current;
}

/** Closes the socket (logout); the next chatClient() opens a new one. */
export function closeChatClient(): void {
  current?.close();
  current = undefined;
}
