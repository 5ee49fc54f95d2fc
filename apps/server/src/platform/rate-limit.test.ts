import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { apiPaths, apiUrl, withQuery } from '@minda/contracts/paths';
import { loginAs } from '../test/login-as.ts';
import { createTestApp, setupTestApp } from '../test/test-app.ts';
import { access } from './access.ts';
import { redisReachable, TEST_REDIS_URL } from '../test/test-redis.ts';

/** Test-only routes: a write with the default budget, one with its own, and a read. */
async function testRoutes(app: FastifyInstance) {
  app.post('/test/write', { config: { access: access.public } }, async () => ({ data: { ok: true } }));
  app.post('/test/careful-write', { config: { access: access.public, rateLimit: { max: 2, timeWindow: 60_000 } } }, async () => ({ data: { ok: true } }));
  app.get('/test/read', { config: { access: access.public } }, async () => ({ data: { ok: true } }));
}

const t = setupTestApp({ RATE_LIMIT_ENABLED: 'true' }, testRoutes);

let ipSeq = 1;
const nextIp = () => `10.9.0.${ipSeq++}`;
const send = (method: 'GET' | 'POST', url: string, remoteAddress: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url, remoteAddress, headers, ...(method === 'POST' ? { payload: {} } : {}) });

async function sendTimes(n: number, method: 'GET' | 'POST', url: string, remoteAddress: string, headers: Record<string, string> = {}) {
  const statuses: number[] = [];
  for (let i = 0; i < n; i++) statuses.push((await send(method, url, remoteAddress, headers)).statusCode);
  return statuses;
}

describe('rate limits', () => {
  it('answers the 61st write in a minute from one address with 429, Retry-After and the Korean body', async () => {
    const ip = nextIp();
    expect(new Set(await sendTimes(60, 'POST', '/test/write', ip))).toEqual(new Set([200]));
    const over = await send('POST', '/test/write', ip);
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual({ error: { code: 'RATE_LIMITED', message: expect.stringMatching(/^요청이 너무 많습니다\. \d+초 후 다시 시도해 주세요\.$/) } });
    expect(Number(over.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(over.headers['retry-after'])).toBeLessThanOrEqual(60);
    // Another address is not affected.
    expect((await send('POST', '/test/write', nextIp())).statusCode).toBe(200);
  });

  it('counts a logged-in member apart from the address they share', async () => {
    const ip = nextIp();
    const { headers } = await loginAs(t.app, 'member', 'minda1234!', { remoteAddress: ip });
    const asMember = { authorization: headers.authorization! };
    expect(new Set(await sendTimes(60, 'POST', '/test/write', ip, asMember))).toEqual(new Set([200]));
    expect((await send('POST', '/test/write', ip, asMember)).statusCode).toBe(429);
    // The member used their own budget: a visitor at the same address still has theirs (minus the login).
    expect((await send('POST', '/test/write', ip)).statusCode).toBe(200);
    // And another member is not affected.
    const other = await loginAs(t.app, 'traveler01', 'minda1234!', { remoteAddress: ip });
    expect((await send('POST', '/test/write', ip, { authorization: other.headers.authorization! })).statusCode).toBe(200);
  });

  it('lets a route set its own limit', async () => {
    const ip = nextIp();
    expect(await sendTimes(3, 'POST', '/test/careful-write', ip)).toEqual([200, 200, 429]);
  });

  it('does not limit reads', async () => {
    const ip = nextIp();
    expect(new Set(await sendTimes(70, 'GET', '/test/read', ip))).toEqual(new Set([200]));
    expect(new Set(await sendTimes(70, 'GET', apiUrl(apiPaths.auth.user.href()), ip))).toEqual(new Set([200]));
    // A page URL (no web build in tests, so whatever the page answers, it is never a 429).
    expect((await sendTimes(70, 'GET', '/main/index.php', ip)).filter((status) => status === 429)).toEqual([]);
  });

  it('limits the suggestions to 240 a minute per caller, with no headers added under the limit', async () => {
    const ip = nextIp();
    const url = apiUrl(withQuery(apiPaths.search.citiesAndStays.href(), { searchInput: '파' }));
    const first = await send('GET', url, ip);
    expect(first.statusCode).toBe(200);
    expect(Object.keys(first.headers).filter((h) => h.startsWith('x-ratelimit') || h === 'retry-after')).toEqual([]);
    expect(new Set(await sendTimes(239, 'GET', url, ip))).toEqual(new Set([200]));
    const over = await send('GET', url, ip);
    expect(over.statusCode).toBe(429);
    expect(over.json().error.code).toBe('RATE_LIMITED');
    expect((await send('GET', url, nextIp())).statusCode).toBe(200);
  });
});

const redisUp = await redisReachable();
if (!redisUp) console.warn(`[rate-limit test] Redis is not reachable at ${TEST_REDIS_URL}: the shared-counter test is skipped.`);

describe.skipIf(!redisUp)('rate limits shared through Redis', () => {
  // Two apps started in the test: 8 s alone, past 30 s on a 2-core machine running more than the suite.
  it('counts one budget across two instances', async () => {
    const one = await createTestApp({ RATE_LIMIT_ENABLED: 'true', REDIS_URL: TEST_REDIS_URL }, testRoutes);
    const two = await createTestApp({ RATE_LIMIT_ENABLED: 'true', REDIS_URL: TEST_REDIS_URL }, testRoutes);
    try {
      // An address no other run uses, since the Redis may be shared.
      const ip = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
      const write = (app: FastifyInstance) => app.inject({ method: 'POST', url: '/test/write', remoteAddress: ip, payload: {} });
      for (let i = 0; i < 30; i++) expect((await write(one.app)).statusCode).toBe(200);
      for (let i = 0; i < 30; i++) expect((await write(two.app)).statusCode).toBe(200);
      expect((await write(one.app)).statusCode).toBe(429);
      expect((await write(two.app)).statusCode).toBe(429);
    } finally {
      await one.close();
      await two.close();
    }
  }, 90_000);
});
