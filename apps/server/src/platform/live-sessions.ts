import type { UserRole } from '@minda/contracts/auth';

/**
 * The live sessions behind bearer tokens and session cookies, remembered for a few seconds (decision 031):
 * every signed-in request used to read its session and the user's role from the database first.
 *
 * A session ended on this instance (logout, a password change or reset, a withdrawal) is forgotten at once
 * through `sessionsEnded`; another instance keeps its copy until it is LIVE_SESSION_MS old, so a revocation
 * reaches every instance within that time (the access token itself lives minutes). A lookup that started
 * before an end is not kept, so a read racing the revocation cannot put the live row back.
 */
export const LIVE_SESSION_MS = 5_000;
const MAX_SESSIONS = 20_000;

export type LiveSession = { sessionId: string; userId: number; role: UserRole; expiresAt: Date };

type Kept = { session: LiveSession; until: number };

export class LiveSessionCache {
  private readonly kept = new Map<string, Kept>();
  private generation = 0;

  constructor(private readonly ttlMs = LIVE_SESSION_MS) {}

  /** The session from memory, or from `load` (then kept unless an end came meanwhile); null when not live. */
  async find(sessionId: string, load: (sessionId: string) => Promise<LiveSession | null>, now = Date.now()): Promise<LiveSession | null> {
    const hit = this.kept.get(sessionId);
    if (hit && hit.until > now && hit.session.expiresAt.getTime() > now) return hit.session;
    if (hit) this.kept.delete(sessionId);
    const generation = this.generation;
    const session = await load(sessionId);
    if (session && generation === this.generation) {
      if (this.kept.size >= MAX_SESSIONS) this.kept.delete(this.kept.keys().next().value!);
      this.kept.set(sessionId, { session, until: now + this.ttlMs });
    }
    return session;
  }

  forget(ended: { sessionId: string } | { userId: number }): void {
    this.generation++;
    if ('sessionId' in ended) {
      this.kept.delete(ended.sessionId);
      return;
    }
    for (const [id, { session }] of this.kept) if (session.userId === ended.userId) this.kept.delete(id);
  }
}

/** The process's cache: sessions are global to the database, not to one app instance. */
export const liveSessions = new LiveSessionCache();

/**
 * A session ended, or every session of a user changed (revoked, role changed): call after the write has
 * committed. Writers of sessions or roles call it; reads see the change at once on this instance.
 */
export function sessionsEnded(ended: { sessionId: string } | { userId: number }): void {
  liveSessions.forget(ended);
}
