import { z } from 'zod';

/**
 * The realtime channel (Socket.IO on the site's own origin): what the server may push and in what shape.
 * The server checks every payload against these schemas before it emits, as it does for HTTP responses.
 * Chat (spec 2 §4.1) adds its message and channel events here.
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
} as const;

export type ServerEventName = keyof typeof serverEvents;
export type ServerEventPayload<E extends ServerEventName> = z.infer<(typeof serverEvents)[E]>;
/** Event map for Socket.IO's typed Server and client socket. */
export type ServerToClientEvents = { [E in ServerEventName]: (payload: ServerEventPayload<E>) => void };
/** Nothing is sent by clients yet: reads and writes go through the HTTP API, which persists first. */
export type ClientToServerEvents = Record<string, never>;

/**
 * The `data` of a refused connection's connect_error, beside its Korean `message`: the same codes as the
 * HTTP error body (REQUIRE_LOGIN: no session; UNAUTHORIZED: a stale or forged token, refresh it first).
 */
export const RealtimeRefusalSchema = z.object({ code: z.enum(['REQUIRE_LOGIN', 'UNAUTHORIZED', 'FORBIDDEN']) });
export type RealtimeRefusal = z.infer<typeof RealtimeRefusalSchema>;
