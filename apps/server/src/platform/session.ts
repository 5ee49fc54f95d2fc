import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, isNull, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  ACCESS_TOKEN_COOKIE,
  ACCESS_TOKEN_EXPIRE_COOKIE,
  LOGGED_IN_COOKIE,
  SESSION_COOKIE,
} from '@minda/contracts/rules/auth-cookies';
import type { UserRole } from '@minda/contracts/auth';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { sessions, users } from '../db/schema/users.ts';
import { signAccessToken } from './access-token.ts';
import { sessionsEnded, type LiveSessionCache, type LiveSession, type SessionEndReason } from './live-sessions.ts';

/** The sessions table keys rows by a SHA-256 of the cookie value, so a leaked table cannot be replayed. */
export function sessionIdFromCookie(cookieValue: string): string {
  return createHash('sha256').update(cookieValue).digest('hex');
}

export type { LiveSession };

/**
 * A session's lifetime: a member's lasts `ttlMs`; an operator's (`idleMs` given) ends after `idleMs` without a
 * request and never outlives `ttlMs`, its cookie kept for `ttlMs` while the server slides its end (slideOperatorSession).
 */
export type SessionLifetime = { ttlMs: number; idleMs?: number };

/** What a new session of this account lives by (config: SESSION_TTL_DAYS, OPERATOR_IDLE_MINUTES, OPERATOR_SESSION_HOURS). */
export const sessionLifetimeOf = (config: Config, role: UserRole): SessionLifetime =>
  role === 'admin' ? { ttlMs: config.operatorSession.maxMs, idleMs: config.operatorSession.idleMs } : { ttlMs: config.sessionTtlDays * 86_400_000 };

export async function createSession(
  db: Database,
  input: { userId: number; lifetime: SessionLifetime; userAgent?: string | undefined; ipAddress?: string | undefined },
): Promise<{ cookieValue: string; sessionId: string; createdAt: Date; expiresAt: Date; cookieExpiresAt: Date }> {
  const cookieValue = randomBytes(32).toString('base64url');
  const sessionId = sessionIdFromCookie(cookieValue);
  const createdAt = new Date();
  const cookieExpiresAt = new Date(createdAt.getTime() + input.lifetime.ttlMs);
  const expiresAt = new Date(createdAt.getTime() + Math.min(input.lifetime.idleMs ?? Infinity, input.lifetime.ttlMs));
  await db.insert(sessions).values({
    id: sessionId,
    userId: input.userId,
    createdAt,
    expiresAt,
    userAgent: input.userAgent?.slice(0, 500) ?? null,
    ipAddress: input.ipAddress ?? null,
  });
  return { cookieValue, sessionId, createdAt, expiresAt, cookieExpiresAt };
}

/** How stale an operator session's end may get before a request moves it (one write a minute, not one a request). */
const SLIDE_STEP_MS = 60_000;

/**
 * An operator's request moves their session's end to `idleMs` from now, never past `maxMs` after sign-in: idle
 * for `idleMs`, the session has ended and the next request is a visitor's. Returns the session as it now is.
 */
export async function slideOperatorSession(db: Database, session: LiveSession, lifetime: { idleMs: number; maxMs: number }, now = Date.now()): Promise<LiveSession> {
  const end = Math.min(now + lifetime.idleMs, session.createdAt.getTime() + lifetime.maxMs);
  if (end - session.expiresAt.getTime() < SLIDE_STEP_MS) return session;
  const expiresAt = new Date(end);
  await db.update(sessions).set({ expiresAt }).where(and(eq(sessions.id, session.sessionId), isNull(sessions.revokedAt)));
  return { ...session, expiresAt };
}

/** The partner business a staff login acts for. */
const business = alias(users, 'business');

const liveSessionsWhere = (db: Database, which: SQL) =>
  db
    .select({
      sessionId: sessions.id,
      userId: sessions.userId,
      role: users.role,
      operatorRole: users.operatorRole,
      partnerAccountId: users.partnerAccountId,
      createdAt: sessions.createdAt,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(business, eq(business.id, users.partnerAccountId))
    // A deactivated operator's or staff login's sessions end with the deactivation, and a staff login's with its
    // business taken out of business; this keeps any the revocation missed dead too.
    .where(and(which, isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date()), isNull(users.deactivatedAt), isNull(business.deactivatedAt)));

/** The session if it exists, is not revoked and has not expired; with the user's current role. */
export async function findLiveSession(db: Database, sessionId: string): Promise<LiveSession | null> {
  const rows = await liveSessionsWhere(db, eq(sessions.id, sessionId)).limit(1);
  return rows[0] ?? null;
}

/** The live ones among many sessions (the open sockets' sessions, checked again after an end). */
export async function findLiveSessions(db: Database, sessionIds: readonly string[]): Promise<LiveSession[]> {
  const found: LiveSession[] = [];
  // In slices: one statement's parameters are limited (PostgreSQL: 65,535).
  for (let i = 0; i < sessionIds.length; i += 1000) found.push(...(await liveSessionsWhere(db, inArray(sessions.id, sessionIds.slice(i, i + 1000)))));
  return found;
}

/** Ends one session: revoked in the database, then forgotten and its sockets closed everywhere (sessionsEnded). */
export async function revokeSession(db: Database, sessionId: string, reason: SessionEndReason = 'revoked'): Promise<void> {
  await db.update(sessions).set({ revokedAt: new Date() }).where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
  sessionsEnded({ sessionId, reason });
}

/**
 * Revokes every live session of an account inside `tx` (a withdrawal, an operator deactivated); call
 * `sessionsEnded({ userId })` once it has committed, so every instance forgets them.
 */
export async function revokeSessionsOf(tx: Database, userId: number): Promise<void> {
  await tx.update(sessions).set({ revokedAt: new Date() }).where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

/**
 * The live session as a signed-in request sees it: remembered a few seconds (live-sessions.ts), else read.
 * Issuing a token from the session cookie reads the database itself (findLiveSession).
 */
export const rememberedLiveSession = (remembered: LiveSessionCache) => (db: Database, sessionId: string): Promise<LiveSession | null> =>
  remembered.find(sessionId, (id) => findLiveSession(db, id));

/** The live session behind the request's httpOnly session cookie, if any, looked up by `find`. */
export async function sessionFromRequest(db: Database, request: FastifyRequest, find = findLiveSession): Promise<LiveSession | null> {
  const value = request.cookies[SESSION_COOKIE];
  if (!value) return null;
  return find(db, sessionIdFromCookie(value));
}

const baseCookie = (config: Config) => ({ path: '/', sameSite: 'lax' as const, secure: config.cookieSecure });

/** Session cookie (httpOnly) plus its readable twin, the logged-in marker, with the same lifetime. */
export function setSessionCookies(reply: FastifyReply, config: Config, cookieValue: string, expiresAt: Date): void {
  const maxAge = Math.max(0, Math.round((expiresAt.getTime() - Date.now()) / 1000));
  reply.setCookie(SESSION_COOKIE, cookieValue, { ...baseCookie(config), httpOnly: true, maxAge });
  reply.setCookie(LOGGED_IN_COOKIE, '1', { ...baseCookie(config), httpOnly: false, maxAge });
}

export type IssuedAccessToken = { accessToken: string; accessTokenExpire: number };

/** Signs a fresh access token for the session (never outliving it) and sets the two readable token cookies. */
export function issueAccessToken(reply: FastifyReply, config: Config, secret: string, session: LiveSession): IssuedAccessToken {
  const exp = Math.min(Date.now() + config.accessTokenTtlSeconds * 1000, session.expiresAt.getTime());
  const accessToken = signAccessToken(secret, { sub: session.userId, sid: session.sessionId, role: session.role, exp });
  const maxAge = Math.max(0, Math.round((exp - Date.now()) / 1000));
  const readable = { ...baseCookie(config), httpOnly: false, maxAge };
  reply.setCookie(ACCESS_TOKEN_COOKIE, accessToken, readable);
  reply.setCookie(ACCESS_TOKEN_EXPIRE_COOKIE, String(exp), readable);
  return { accessToken, accessTokenExpire: exp };
}

/** A token minted for a page render lives only as long as the render's own API reads may take. */
const PAGE_RENDER_TOKEN_MS = 30_000;

/**
 * A bearer token for the session cookie of a page request, used only by the server's render of that page
 * (decision 030); it is never sent to the browser. Null without a live session.
 */
export async function pageRenderToken(db: Database, secret: string, request: FastifyRequest): Promise<string | null> {
  // Remembered, as the render's own API reads with this token will find it: one session read per page, not two.
  const session = await sessionFromRequest(db, request, rememberedLiveSession(request.server.liveSessions));
  if (!session) return null;
  const exp = Math.min(Date.now() + PAGE_RENDER_TOKEN_MS, session.expiresAt.getTime());
  return signAccessToken(secret, { sub: session.userId, sid: session.sessionId, role: session.role, exp });
}

/** Removes the session, marker and token cookies (logout, or a session that is no longer live). */
export function clearAuthCookies(reply: FastifyReply, config: Config): void {
  for (const name of [SESSION_COOKIE, LOGGED_IN_COOKIE, ACCESS_TOKEN_COOKIE, ACCESS_TOKEN_EXPIRE_COOKIE]) {
    reply.clearCookie(name, { ...baseCookie(config), httpOnly: name === SESSION_COOKIE });
  }
}
