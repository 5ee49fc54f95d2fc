import { createAdapter } from '@socket.io/redis-streams-adapter';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { Server, type Socket } from 'socket.io';
import { SESSION_COOKIE } from '@minda/contracts/rules/auth-cookies';
import type { ZodError } from 'zod';
import {
  chatRequests,
  REALTIME_PATH,
  serverEvents,
  type ChatAckError,
  type ChatAcks,
  type ChatRequest,
  type ChatRequestName,
  type ClientToServerEvents,
  type RealtimeRefusal,
  type ServerEventName,
  type ServerEventPayload,
  type ServerToClientEvents,
} from '@minda/contracts/realtime';
import type { Config } from '../config.ts';
import type { AuthUser } from './auth-context.ts';
import { authUserOf, INVALID_TOKEN_MESSAGE, sessionFromAccessToken } from './auth.ts';
import { AppError, errorSummary } from './errors.ts';
import { sessionsEndOf, type SessionEndReason } from './live-sessions.ts';
import { tooManyRequests } from './rate-limit.ts';
import { findLiveSession, findLiveSessions, sessionIdFromCookie } from './session.ts';
import { refuseUncleanText } from './text-input.ts';

/**
 * Socket.IO on the same HTTP server as the API, for pushing what the API has already persisted (chat
 * messages, booking answers). A socket belongs to one signed-in session and sits in that user's room; modules
 * add rooms (a chat channel) and emit contract events through `app.realtime`:
 *
 * ```ts
 * app.realtime.joinUser(partnerId, rooms.chat(channelId));
 * app.realtime.emit(rooms.user(memberId), 'notice', { text: '예약이 확정되었습니다.', createdAt: new Date().toISOString() });
 * ```
 *
 * With REDIS_URL every call reaches the sockets of every instance (Redis streams adapter); without it,
 * the sockets of this process.
 *
 * A socket lives no longer than what let it in: it is closed when its session ends anywhere (live-sessions.ts
 * `sessionsEnded`, the one way every path ends sessions) and when its access token expires, after which the
 * web client connects again with a fresh token. Its requests pass the same text-input rule as HTTP bodies.
 */

/** Room names; every socket joins `user:<id>` and `session:<sid>` when it connects. */
export const rooms = {
  user: (userId: number) => `user:${userId}` as const,
  session: (sessionId: string) => `session:${sessionId}` as const,
  /** The sockets that have a chat channel open (chat:join puts one socket in, chat:unjoin takes it out). */
  chat: (channelId: string) => `chat:${channelId}` as const,
};
export type Room = ReturnType<(typeof rooms)[keyof typeof rooms]>;

export type Realtime = {
  /** Checks the payload against the contract, then sends it to every socket in the room. */
  emit: <E extends ServerEventName>(room: Room, event: E, payload: ServerEventPayload<E>) => void;
  /** Puts every socket the user has open into the room (they leave it when they disconnect). */
  joinUser: (userId: number, room: Room) => void;
  leaveUser: (userId: number, room: Room) => void;
  /**
   * Answers a client request (contracts `chatRequests`): the payload is validated first, and any failure
   * becomes the ack `{ ok: false, error }` (a thrown AppError keeps its code and Korean message; anything
   * else is logged and answered INTERNAL). `perMinute` limits the request per user on this instance.
   */
  handle: <E extends ChatRequestName>(event: E, handler: RequestHandler<E>, options?: { perMinute?: number }) => void;
  /** Runs for every new connection after it joined its user and session rooms (e.g. chat's `init`). */
  onConnection: (handler: (socket: RequestContext) => Promise<void>) => void;
};

/** What a request handler may do with the socket that asked. */
export type RequestContext = {
  user: AuthUser;
  join: (room: Room) => Promise<void>;
  leave: (room: Room) => Promise<void>;
  /** Emits to this socket only. */
  emitSelf: <E extends ServerEventName>(event: E, payload: ServerEventPayload<E>) => void;
  /** Emits to a room except this socket (a typing indicator is not shown to the typist). */
  emitOthers: <E extends ServerEventName>(room: Room, event: E, payload: ServerEventPayload<E>) => void;
};
type AckAnswer<E extends ChatRequestName> = E extends keyof ChatAcks ? ChatAcks[E] : void;
export type RequestHandler<E extends ChatRequestName> = (request: ChatRequest<E>, context: RequestContext) => Promise<AckAnswer<E>>;

/** Who the socket stands for, and until when: the access token's expiry, or the session's for a cookie. */
type SocketData = { user: AuthUser; expiresAt: number };
type RealtimeServer = Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
  }
}

const LOGIN_REQUIRED_MESSAGE = '로그인 후 이용할 수 있습니다.';
const INTERNAL_MESSAGE = '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.';

/** A failed request as its ack: the HTTP error body's code and Korean message. */
function ackError(error: unknown, log: FastifyInstance['log'], event: string): ChatAckError {
  if (error instanceof AppError) return { ok: false, error: { code: error.code, message: error.message } };
  if ((error as ZodError | undefined)?.name === 'ZodError') {
    const first = (error as ZodError).issues[0];
    return { ok: false, error: { code: 'VALIDATION_FAILED', message: first?.message ?? '요청 형식이 올바르지 않습니다.' } };
  }
  // The summary, never the error itself: a query error's message is its SQL with the parameters (the member's text).
  log.error({ ...errorSummary(error), event }, 'realtime: request failed');
  return { ok: false, error: { code: 'INTERNAL', message: INTERNAL_MESSAGE } };
}

/** Requests per user and minute on this instance (a fixed window, enough to stop a flooding script). */
function perUserLimiter(perMinute: number) {
  const windows = new Map<number, { startedAt: number; count: number }>();
  return (userId: number, now = Date.now()): number | null => {
    const window = windows.get(userId);
    if (!window || now - window.startedAt >= 60_000) {
      if (windows.size > 10_000) windows.clear();
      windows.set(userId, { startedAt: now, count: 1 });
      return null;
    }
    window.count += 1;
    return window.count > perMinute ? Math.max(1, Math.ceil((window.startedAt + 60_000 - now) / 1000)) : null;
  };
}

class Refusal extends Error {
  readonly data: RealtimeRefusal;
  constructor(code: RealtimeRefusal['code'], message: string) {
    super(message);
    this.data = { code };
  }
}

/**
 * The session of a handshake, by the same rules as HTTP. The access token (`auth: { token }`, what the web
 * client already holds) comes first and, like a bearer header, is refused outright when stale rather than
 * falling back. Without one, the httpOnly session cookie serves, but only from a page of this site: a
 * browser sends cookies on a WebSocket opened by any site, and WebSockets have no CORS to stop that.
 */
async function authenticate(app: FastifyInstance, secret: string, socket: Socket): Promise<SocketData> {
  const { auth, headers } = socket.handshake;
  const token: unknown = auth.token;
  if (token !== undefined) {
    const signedIn = typeof token === 'string' && token !== '' ? await sessionFromAccessToken(app, secret, token) : null;
    if (!signedIn) throw new Refusal('UNAUTHORIZED', INVALID_TOKEN_MESSAGE);
    return { user: authUserOf(signedIn.session), expiresAt: signedIn.tokenExpiresAt };
  }
  const cookie = headers.cookie ? app.parseCookie(headers.cookie)[SESSION_COOKIE] : undefined;
  if (!cookie) throw new Refusal('REQUIRE_LOGIN', LOGIN_REQUIRED_MESSAGE);
  if (headers.origin !== undefined && !sameHost(headers.origin, headers.host)) {
    throw new Refusal('FORBIDDEN', '다른 사이트에서는 연결할 수 없습니다.');
  }
  const session = await findLiveSession(app.db, sessionIdFromCookie(cookie));
  if (!session) throw new Refusal('REQUIRE_LOGIN', LOGIN_REQUIRED_MESSAGE);
  return { user: authUserOf(session), expiresAt: session.expiresAt.getTime() };
}

/** setTimeout's longest delay (about 24.8 days); a session cookie may live longer, so the timer is re-armed. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * Disconnects the socket when what let it in expires, as HTTP answers 401 from then on. The web client takes
 * a server disconnect as "connect again" and asks for a fresh token (lib/chat-socket.ts).
 */
function closeOnExpiry(socket: { disconnect: () => unknown; once: (event: 'disconnect', listener: () => void) => unknown }, expiresAt: number): void {
  let timer: NodeJS.Timeout | undefined;
  const arm = () => {
    const left = expiresAt - Date.now();
    if (left <= 0) return void socket.disconnect();
    timer = setTimeout(arm, Math.min(left, MAX_TIMER_MS));
  };
  arm();
  socket.once('disconnect', () => clearTimeout(timer));
}

function sameHost(origin: string, host: string | undefined): boolean {
  try {
    return host !== undefined && new URL(origin).host === host;
  } catch {
    return false;
  }
}

/**
 * The streams adapter duplicates our client for its blocking XREAD loop and only notices a close when that
 * read returns (up to its block time). Keeping the duplicates lets shutdown disconnect them at once, so
 * neither `npm start` nor a test run waits on an open socket.
 */
function redisFanOut(config: Config & { redisUrl: string }, log: FastifyInstance['log']) {
  const client = new Redis(config.redisUrl);
  const clients: Redis[] = [client];
  const duplicate = client.duplicate.bind(client);
  client.duplicate = ((override) => {
    const copy = duplicate(override);
    clients.push(copy);
    return copy;
  }) as typeof client.duplicate;
  client.on('error', (err: Error) => log.warn({ err: { message: err.message } }, 'realtime: Redis is unreachable'));
  const adapter = createAdapter(client, {
    streamName: `${config.redisKeyPrefix}realtime`,
    channelPrefix: `${config.redisKeyPrefix}realtime`,
    sessionKeyPrefix: `${config.redisKeyPrefix}realtime:session:`,
  });
  return { adapter, close: () => clients.forEach((c) => c.disconnect()) };
}

async function realtimePlugin(app: FastifyInstance, opts: { config: Config; secret: string }) {
  const { redisUrl } = opts.config;
  const fanOut = redisUrl ? redisFanOut({ ...opts.config, redisUrl }, app.log) : null;
  const io: RealtimeServer = new Server(app.server, {
    path: REALTIME_PATH,
    serveClient: false,
    ...(fanOut ? { adapter: fanOut.adapter } : {}),
  });

  io.use((socket, next) => {
    void authenticate(app, opts.secret, socket).then(
      (data) => {
        socket.data = data;
        next();
      },
      (error: unknown) => {
        if (error instanceof Refusal) return next(error);
        app.log.error(errorSummary(error), 'realtime: handshake failed');
        next(new Error('일시적인 오류가 발생했습니다. 잠시 후 다시 연결해 주세요.'));
      },
    );
  });
  type Registered = { run: (payload: unknown, context: RequestContext) => Promise<unknown>; limit: ((userId: number) => number | null) | null };
  const handlers = new Map<ChatRequestName, Registered>();
  const connectionHandlers: ((context: RequestContext) => Promise<void>)[] = [];

  const contextOf = (socket: Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>): RequestContext => ({
    user: socket.data.user,
    join: async (room) => socket.join(room),
    leave: async (room) => socket.leave(room),
    emitSelf: (event, payload) => (socket.emit as (event: string, payload: unknown) => boolean)(event, serverEvents[event].parse(payload)),
    emitOthers: (room, event, payload) => (socket.to(room).emit as (event: string, payload: unknown) => boolean)(event, serverEvents[event].parse(payload)),
  });

  io.on('connection', (socket) => {
    const { user } = socket.data;
    const context = contextOf(socket);
    // A partner's staff login hears its business's room, and is in its own to be rechecked when its sessions end.
    const joined = socket.join([...new Set([rooms.user(user.id), rooms.user(user.accountId)]), rooms.session(user.sessionId)]);
    closeOnExpiry(socket, socket.data.expiresAt);
    for (const [event, registered] of handlers) {
      // Untyped at this boundary on purpose: whatever a client sends is checked before a handler sees it.
      (socket.on as (event: string, listener: (...args: unknown[]) => void) => void)(event, (payload: unknown, ack?: unknown) => {
        const answer = typeof ack === 'function' ? (ack as (answer: unknown) => void) : () => {};
        const retryAfter = registered.limit?.(user.id) ?? null;
        if (retryAfter !== null) {
          const limited = tooManyRequests(retryAfter);
          answer({ ok: false, error: { code: limited.code, message: limited.message } });
          return;
        }
        registered.run(payload, context).then(
          (result) => answer(result ?? { ok: true }),
          (error: unknown) => answer(ackError(error, app.log, event)),
        );
      });
    }
    void Promise.resolve(joined)
      .then(() => Promise.all(connectionHandlers.map((handler) => handler(context))))
      .catch((error: unknown) => app.log.error(errorSummary(error), 'realtime: connection handler failed'));
  });

  /** Tells this instance's sockets in the room why their session ended, then disconnects them. */
  const endLocally = (room: Room, reason: SessionEndReason) => {
    (io.local.to(room).emit as (event: string, payload: unknown) => boolean)('session:ended', serverEvents['session:ended'].parse({ reason }));
    // Without closing the connection first, so the event above is delivered before the disconnect.
    io.local.in(room).disconnectSockets(false);
  };
  /**
   * After the sessions of a user (or of everyone: a missed invalidation) changed: this instance's sockets whose
   * session is no longer live end; one whose role changed disconnects, to come back with what it now may do.
   */
  const recheckLocally = async (room: Room | null) => {
    const sockets = await (room ? io.local.in(room) : io.local).fetchSockets();
    if (sockets.length === 0) return;
    const live = new Map((await findLiveSessions(app.db, [...new Set(sockets.map((s) => s.data.user.sessionId))])).map((s) => [s.sessionId, s]));
    for (const socket of sockets) {
      const session = live.get(socket.data.user.sessionId);
      if (!session) endLocally(rooms.session(socket.data.user.sessionId), 'revoked');
      else if (session.role !== socket.data.user.role) socket.disconnect();
    }
  };
  // Every end reaches every instance as an invalidation (with Redis through the public cache's channel):
  // each closes its own sockets, so nothing is sent twice through the adapter.
  app.publicCache.onInvalidate((tags) => {
    const rechecks: Promise<void>[] = [];
    if (tags === 'all') rechecks.push(recheckLocally(null));
    else {
      for (const tag of tags) {
        const ended = sessionsEndOf(tag);
        if (!ended) continue;
        if ('userId' in ended) rechecks.push(recheckLocally(rooms.user(ended.userId)));
        else endLocally(rooms.session(ended.sessionId), ended.reason ?? 'revoked');
      }
    }
    for (const recheck of rechecks) recheck.catch((error: unknown) => app.log.error(errorSummary(error), 'realtime: session check failed'));
  });

  const realtime: Realtime = {
    emit(room, event, payload) {
      const checked = serverEvents[event].parse(payload);
      (io.to(room).emit as (event: string, payload: unknown) => boolean)(event, checked);
    },
    joinUser: (userId, room) => io.in(rooms.user(userId)).socketsJoin(room),
    leaveUser: (userId, room) => io.in(rooms.user(userId)).socketsLeave(room),
    handle(event, handler, options = {}) {
      if (handlers.has(event)) throw new Error(`realtime: ${event} is handled twice`);
      const schema = chatRequests[event];
      handlers.set(event, {
        run: async (payload, context) => {
          // The HTTP bodies' rule first (a NUL would reach PostgreSQL and fail there), then the contract.
          refuseUncleanText(payload, 'payload');
          return handler(schema.parse(payload) as ChatRequest<typeof event>, context);
        },
        limit: options.perMinute !== undefined && opts.config.rateLimitEnabled ? perUserLimiter(options.perMinute) : null,
      });
    },
    onConnection(handler) {
      connectionHandlers.push(handler);
    },
  };
  app.decorate('realtime', realtime);

  // Before Fastify closes the HTTP server, which would otherwise wait for the open WebSockets. Only this
  // instance's sockets: io.disconnectSockets() would reach every instance through the adapter.
  app.addHook('preClose', async () => {
    io.local.disconnectSockets(true);
    await io.of('/').adapter.close();
    io.engine.close();
    fanOut?.close();
  });
}

export default fp(realtimePlugin, { name: 'realtime', dependencies: ['database', '@fastify/cookie', 'public-cache'] });
