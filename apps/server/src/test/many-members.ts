import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema/users.ts';
import { signAccessToken } from '../platform/access-token.ts';
import { createSession } from '../platform/session.ts';
import { visitorHeaders, type CallerHeaders } from './login-as.ts';
import { TEST_SECRET } from './test-app.ts';

/**
 * `count` new members, each signed in with a session of its own and a bearer token: headers to spread into
 * `app.inject`. Logging 200 members in through the password route would spend minutes hashing; the session
 * and token are the same ones the login route makes. The XSRF pair is one visitor's (no session cookie is
 * sent, so it binds to that anonymous id).
 */
export async function manyMembers(app: FastifyInstance, db: Database, count: number): Promise<{ headers: CallerHeaders; userId: number }[]> {
  const browser = await visitorHeaders(app);
  const batch = randomUUID().slice(0, 8);
  const rows = await db
    .insert(users)
    .values(Array.from({ length: count }, (_, i) => ({ loginId: `m${batch}${i}`, email: `m${batch}${i}@example.com`, passwordHash: '-', nickname: `회원${batch}${i}` })))
    .returning({ id: users.id });
  const members = [];
  for (const { id } of rows) {
    const session = await createSession(db, { userId: id, lifetime: { ttlMs: 86_400_000 } });
    const token = signAccessToken(TEST_SECRET, { sub: id, sid: session.sessionId, role: 'member', exp: Date.now() + 3_600_000 });
    members.push({ headers: { ...browser, authorization: `Bearer ${token}` }, userId: id });
  }
  return members;
}
