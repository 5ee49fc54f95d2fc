import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, apiUrl } from '@minda/contracts/paths';
import { buildApp } from '../../app.ts';
import { loginAs, type CallerHeaders } from '../../test/login-as.ts';
import { createTestApp, TEST_SECRET, type TestApp } from '../../test/test-app.ts';
import { redisReachable, TEST_REDIS_URL } from '../../test/test-redis.ts';

const redisUp = await redisReachable();
if (!redisUp) console.warn(`[auth instances test] Redis is not reachable at ${TEST_REDIS_URL}: the two-instance test is skipped.`);

/** Far under what each instance may remember (a live session 5 s, a page user 60 s): only a message explains it. */
const AT_ONCE_MS = 1_000;

/**
 * Two instances on one database and one Redis: each remembers live sessions and members' auth/user answers
 * (decision 031), and a sign-out or a profile change on one must reach the other's memory at once.
 */
describe.skipIf(!redisUp)('auth: two instances behind one Redis', () => {
  let a: TestApp;
  let b: FastifyInstance;

  beforeAll(async () => {
    a = await createTestApp({ REDIS_URL: TEST_REDIS_URL, REDIS_KEY_PREFIX: `test-${randomUUID().slice(0, 8)}:` });
    // The second instance shares the first one's database, as two processes behind a load balancer do.
    b = await buildApp({ config: a.config, db: a.db, secret: TEST_SECRET });
    await b.ready();
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  const pageUser = (app: FastifyInstance, headers: CallerHeaders) => app.inject({ method: 'GET', url: apiUrl(apiPaths.auth.user.href()), headers });
  /** Asks B until `seen` holds or AT_ONCE_MS has passed. */
  async function onB(headers: CallerHeaders, seen: (res: Awaited<ReturnType<typeof pageUser>>) => boolean) {
    const until = Date.now() + AT_ONCE_MS;
    let res = await pageUser(b, headers);
    while (!seen(res) && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      res = await pageUser(b, headers);
    }
    return res;
  }

  it('signs a member out on B as soon as they sign out on A', async () => {
    const member = await loginAs(a.app, 'traveler02');
    // B remembers the session and the answer.
    expect((await pageUser(b, member.headers)).json().data).toMatchObject({ id: member.userId });
    expect((await pageUser(b, member.headers)).json().data).toMatchObject({ id: member.userId });
    const out = await a.app.inject({ method: 'DELETE', url: apiUrl(apiPaths.auth.token.href()), headers: member.headers });
    expect(out.statusCode).toBe(200);
    const res = await onB(member.headers, (r) => r.statusCode === 401);
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('UNAUTHORIZED');
  });

  it('shows on B the nickname a member just set on A', async () => {
    const member = await loginAs(a.app, 'traveler03');
    const before = (await pageUser(b, member.headers)).json().data as { nickName: string };
    const nickname = before.nickName === '바뀐별명' ? '또바뀐별명' : '바뀐별명';
    const patched = await a.app.inject({ method: 'PATCH', url: apiUrl(apiPaths.members.profile.href()), headers: member.headers, payload: { nickname } });
    expect(patched.statusCode).toBe(200);
    expect((await pageUser(a.app, member.headers)).json().data.nickName).toBe(nickname);
    const res = await onB(member.headers, (r) => r.json().data?.nickName === nickname);
    expect(res.json().data.nickName).toBe(nickname);
  });
});
