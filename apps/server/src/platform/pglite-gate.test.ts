import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { apiPaths, apiUrl } from '@minda/contracts/paths';
import { setupTestApp } from '../test/test-app.ts';
import { access } from './access.ts';
import { FairGate, servesOneQueryAtATime } from './pglite-gate.ts';

/** A call that holds its place for 1.2 s, like a slow query: two run at once, the rest wait in line. */
async function slowRoute(app: FastifyInstance) {
  app.get('/api/v2/test/slow/:n', { config: { access: access.public } }, async (request) => {
    await new Promise((resolve) => setTimeout(resolve, 1200));
    return { data: { n: Number((request.params as { n: string }).n), at: Date.now() } };
  });
}

const t = setupTestApp({}, slowRoute);

describe('the embedded database’s fair queue', () => {
  it('is not in front of PostgreSQL, which runs queries in parallel: eight slow calls all run at once', async () => {
    if (servesOneQueryAtATime(t.db)) return;
    const started = Date.now();
    const answers = await Promise.all(Array.from({ length: 8 }, (_, n) => t.app.inject({ method: 'GET', url: `/api/v2/test/slow/${n}` })));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200, 200, 200, 200]);
    expect(Date.now() - started).toBeLessThan(2400);
  });

  it('serves callers in arrival order, answers the one that waited too long 503 in Korean with Retry-After, and never queues a cached answer', async () => {
    if (!servesOneQueryAtATime(t.db)) return;
    const stayPage = apiUrl(apiPaths.stays.property.href(1001));
    await t.app.inject({ method: 'GET', url: stayPage }); // cached from now on

    const started = Date.now();
    const calls = Array.from({ length: 8 }, (_, n) => t.app.inject({ method: 'GET', url: `/api/v2/test/slow/${n}` }));
    // Two run, six wait: a cached public answer still comes at once.
    await new Promise((resolve) => setTimeout(resolve, 100));
    const cached = await t.app.inject({ method: 'GET', url: stayPage });
    expect(cached.statusCode).toBe(200);
    expect(Date.now() - started).toBeLessThan(1000);

    const answers = await Promise.all(calls);
    // 1.2 s per pair: pairs 1-3 start within the 3 s wait, the fourth pair would start at 3.6 s.
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200, 200, 503, 503]);
    const finished = answers.slice(0, 6).map((a) => (a.json() as { data: { at: number } }).data.at);
    expect(finished).toEqual([...finished].sort((a, b) => a - b));
    expect(answers[6]!.headers['retry-after']).toBe('2');
    expect(answers[6]!.json()).toEqual({ error: { code: 'RATE_LIMITED', message: '지금 이용자가 많아 처리하지 못했습니다. 잠시 후 다시 시도해 주세요.' } });

    // The queue is free again afterwards.
    expect((await t.app.inject({ method: 'GET', url: '/api/v2/test/slow/9' })).statusCode).toBe(200);
  });

  it('frees the place of a caller that went away while waiting in line, so later callers are not turned away', async () => {
    if (!servesOneQueryAtATime(t.db)) return;
    if (!t.app.server.listening) await t.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = t.app.server.address() as AddressInfo;
    // Both places taken by slow calls; two browsers line up behind them, then leave the page.
    const slow = [1, 2].map((n) => t.app.inject({ method: 'GET', url: `/api/v2/test/slow/${n}` }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    const leaving = [3, 4].map((n) => http.get({ host: '127.0.0.1', port, path: `/api/v2/test/slow/${n}`, agent: false }).on('error', () => {}));
    await new Promise((resolve) => setTimeout(resolve, 200));
    leaving.forEach((request) => request.destroy());
    expect((await Promise.all(slow)).map((a) => a.statusCode)).toEqual([200, 200]);

    // Their turn came and went: both places are free for the next two, who run side by side.
    const started = Date.now();
    const next = await Promise.all([5, 6].map((n) => t.app.inject({ method: 'GET', url: `/api/v2/test/slow/${n}` })));
    expect(next.map((a) => a.statusCode)).toEqual([200, 200]);
    expect(Date.now() - started).toBeLessThan(2400);
  });
});

describe('the fair queue when the event loop does not turn', () => {
  it('turns away, by the clock, whoever waited too long even though no timer could fire, and lets the loop turn between callers', async () => {
    let clock = 0;
    const gate = new FairGate(1, 60_000, () => clock);
    expect(await gate.acquire()).toBe(true);
    const late = gate.acquire();
    clock = 10_000;
    const onTime = gate.acquire();
    // PGlite's synchronous queries kept the loop busy for a minute: the first in line's timer never ran.
    clock = 60_000;
    const outcomes: string[] = [];
    void late.then((admitted) => outcomes.push(`late ${admitted}`));
    void onTime.then((admitted) => outcomes.push(`on time ${admitted}`));
    gate.release();
    await Promise.resolve();
    // The slot is handed on in the next turn of the loop, not in this one: requests arrived meanwhile get read.
    expect(outcomes).toEqual(['late false']);
    await new Promise((resolve) => setImmediate(resolve));
    expect(outcomes).toEqual(['late false', 'on time true']);
    gate.release();
    expect(await gate.acquire()).toBe(true);
  });

  it('frees a place only in the next turn of the loop, so one turn runs at most its places’ worth of callers', async () => {
    const gate = new FairGate(2, 60_000);
    expect(await gate.acquire()).toBe(true);
    expect(await gate.acquire()).toBe(true);
    gate.release();
    gate.release();
    let admitted = false;
    void gate.acquire().then((ok) => (admitted = ok));
    // Both callers are done, but in this turn their places stay taken: the next one waits for the loop to turn.
    await Promise.resolve();
    await Promise.resolve();
    expect(admitted).toBe(false);
    await new Promise((resolve) => setImmediate(resolve));
    expect(admitted).toBe(true);
  });
});
