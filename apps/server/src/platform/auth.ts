import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import { verifyAccessToken } from './access-token.ts';
import type { AuthUser } from './auth-context.ts';
import { SESSION_EXPIRES_HEADER } from '@minda/contracts/rules/auth-cookies';
import { errorBody } from './errors.ts';
import { LiveSessionCache, sessionsEndOf } from './live-sessions.ts';
import { rememberedLiveSession, sessionFromRequest, slideOperatorSession, type LiveSession } from './session.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** This instance's remembered live sessions (live-sessions.ts). */
    liveSessions: LiveSessionCache;
  }
  interface FastifyContextConfig {
    /**
     * Routes that establish or end a session (login, register, refresh, logout, the legacy token endpoint)
     * treat a bad or stale bearer token as a visitor instead of answering 401: otherwise a browser holding
     * the token of a revoked session could never log in again until the token expired.
     */
    ignoreInvalidBearer?: boolean;
    /**
     * GET routes read by the browser itself (an <img> of a private file) cannot send a bearer token: without
     * one, the session cookie identifies the caller. SameSite=Lax keeps the cookie off other sites' requests.
     */
    sessionCookie?: boolean;
  }
}

export const INVALID_TOKEN_MESSAGE = '로그인 정보가 만료되었거나 올바르지 않습니다. 다시 시도해 주세요.';

/**
 * Resolves request.user from `Authorization: Bearer <accessToken>`:
 * absent → null (visitor); present but malformed, forged, expired, or its session revoked/expired → 401
 * UNAUTHORIZED, which tells the web client to fetch a fresh token.
 */
async function authPlugin(app: FastifyInstance, opts: { config: Config; secret: string }) {
  app.decorateRequest('user', null);
  // Sessions ended here or on another instance (the public cache's channel carries the ends) are forgotten.
  const remembered = new LiveSessionCache();
  app.decorate('liveSessions', remembered);
  app.publicCache.onInvalidate((tags) => {
    if (tags === 'all') return remembered.forget('all');
    for (const tag of tags) {
      const ended = sessionsEndOf(tag);
      if (ended) remembered.forget(ended);
    }
  });

  app.addHook('onRequest', async (request, reply) => {
    request.user = null;
    const header = request.headers.authorization;
    if (header === undefined || header === '') {
      if (request.routeOptions.config?.sessionCookie === true) request.user = await userFromSessionCookie(app, request);
      return;
    }
    const lenient = request.routeOptions.config?.ignoreInvalidBearer === true;
    const reject = () =>
      lenient ? undefined : reply.status(401).type('application/json; charset=utf-8').send(errorBody('UNAUTHORIZED', INVALID_TOKEN_MESSAGE));

    const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
    if (!match?.[1]) return reject();
    const signedIn = await sessionFromAccessToken(app, opts.secret, match[1]);
    if (!signedIn) return reject();
    request.user = authUserOf(signedIn.session);
    // An operator's request keeps their session going (it ends after OPERATOR_IDLE_MINUTES without one).
    if (signedIn.session.role === 'admin') {
      const slid = await slideOperatorSession(app.db, signedIn.session, opts.config.operatorSession);
      if (slid !== signedIn.session) remembered.forget({ sessionId: slid.sessionId });
      // The back office warns before this (admin-operators.ts SESSION_WARNING_MS).
      void reply.header(SESSION_EXPIRES_HEADER, slid.expiresAt.toISOString());
    }
  });
}

/**
 * The user behind an access token: null when it is malformed, forged or expired, or its session was revoked
 * or has expired. Shared by the HTTP hook and the realtime handshake, so both accept the same sessions.
 */
export async function userFromAccessToken(app: FastifyInstance, secret: string, token: string): Promise<AuthUser | null> {
  const signedIn = await sessionFromAccessToken(app, secret, token);
  return signedIn && authUserOf(signedIn.session);
}

/** The live session behind an access token, and when the token expires (a socket is closed then). */
export async function sessionFromAccessToken(app: FastifyInstance, secret: string, token: string): Promise<{ session: LiveSession; tokenExpiresAt: number } | null> {
  const verified = verifyAccessToken(secret, token);
  if (!verified.ok) return null;
  const session = await rememberedLiveSession(app.liveSessions)(app.db, verified.payload.sid);
  if (!session || session.userId !== verified.payload.sub) return null;
  return { session, tokenExpiresAt: verified.payload.exp };
}

async function userFromSessionCookie(app: FastifyInstance, request: FastifyRequest): Promise<AuthUser | null> {
  const session = await sessionFromRequest(app.db, request, rememberedLiveSession(app.liveSessions));
  return session && authUserOf(session);
}

/**
 * The caller a live session stands for; every way of signing in (token, cookie, socket) ends here. A partner's
 * staff login acts as its business (`id`), and stays itself as `accountId`.
 */
export const authUserOf = (session: LiveSession): AuthUser => ({
  id: session.partnerAccountId ?? session.userId,
  accountId: session.userId,
  role: session.role,
  operatorRole: session.operatorRole,
  sessionId: session.sessionId,
});

export default fp(authPlugin, { name: 'auth', dependencies: ['database', '@fastify/cookie', 'public-cache'] });
