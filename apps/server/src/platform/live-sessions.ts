import type { UserRole } from '@minda/contracts/auth';
import type { OperatorRole } from '@minda/contracts/rules/operator-roles';
import { publicDataChanged } from './public-cache.ts';
import { Remembered } from './remembered.ts';

/**
 * The live sessions behind bearer tokens and session cookies, remembered for a few seconds (decision 031):
 * every signed-in request used to read its session and the user's role from the database first.
 *
 * A session ended (logout, a password change or reset, a withdrawal) is forgotten at once through
 * `sessionsEnded`, on this instance and, with REDIS_URL, on every other one (the public cache's channel
 * carries the end as a tag); without Redis another instance keeps its copy until it is LIVE_SESSION_MS old.
 * A lookup that started before an end is not kept, so a read racing the revocation cannot put the live row back.
 */
export const LIVE_SESSION_MS = 5_000;
const MAX_SESSIONS = 20_000;

/**
 * `userId` is the signed-in login's own account; `partnerAccountId` the partner business a staff login acts for
 * (users.partner_account_id), null for every other login.
 */
export type LiveSession = { sessionId: string; userId: number; role: UserRole; operatorRole: OperatorRole | null; partnerAccountId: number | null; createdAt: Date; expiresAt: Date };

/** The live sessions of one database, each kept at most LIVE_SESSION_MS and never past its own expiry. */
export class LiveSessionCache {
  private readonly remembered: Remembered<string, LiveSession>;

  constructor(ttlMs = LIVE_SESSION_MS) {
    this.remembered = new Remembered(ttlMs, MAX_SESSIONS, (session, now) => session.expiresAt.getTime() > now);
  }

  /** The session from memory, or from `load` (then kept unless an end came meanwhile); null when not live. */
  find(sessionId: string, load: (sessionId: string) => Promise<LiveSession | null>, now = Date.now()): Promise<LiveSession | null> {
    return this.remembered.find(sessionId, load, now);
  }

  forget(ended: SessionsEnd | 'all'): void {
    if (ended === 'all') this.remembered.dropAll();
    else if ('sessionId' in ended) this.remembered.drop(ended.sessionId);
    else this.remembered.dropWhere((session) => session.userId === ended.userId);
  }
}

/**
 * One session ended (logged out, or revoked: a login over it, a password reset), or every session of a user
 * changed (a password change or a withdrawal revoked some or all of them; a role changed): the live ones are
 * read again.
 */
export type SessionsEnd = { sessionId: string; reason?: SessionEndReason } | { userId: number };
export type SessionEndReason = 'logout' | 'revoked';

/** The invalidation tag an end travels as, and back. */
const endTag = (ended: SessionsEnd) =>
  'userId' in ended ? `sessions-of:${ended.userId}` : ended.reason === 'logout' ? `session-logout:${ended.sessionId}` : `session:${ended.sessionId}`;
export function sessionsEndOf(tag: string): SessionsEnd | null {
  if (tag.startsWith('session:')) return { sessionId: tag.slice('session:'.length), reason: 'revoked' };
  if (tag.startsWith('session-logout:')) return { sessionId: tag.slice('session-logout:'.length), reason: 'logout' };
  if (tag.startsWith('sessions-of:')) return { userId: Number(tag.slice('sessions-of:'.length)) };
  return null;
}

/**
 * THE way a session ends, for every path (logout, a login over an old session, a password change or reset, a
 * withdrawal, an operator later): call after the write has committed. Told to every instance as an invalidation
 * (with REDIS_URL through the public cache's channel), where platform/auth.ts forgets the session and
 * platform/realtime.ts closes its sockets, so neither an HTTP request nor a chat socket goes on as it.
 */
export function sessionsEnded(ended: SessionsEnd): void {
  publicDataChanged([endTag(ended)]);
}
