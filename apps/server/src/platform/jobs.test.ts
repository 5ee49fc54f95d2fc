import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/client.ts';
import { jobs as jobsTable } from '../db/schema/platform.ts';
import { createTestApp, setupTestApp } from '../test/test-app.ts';
import { postgresReachable, testDriver, withScratchPostgres } from '../test/test-database.ts';
import database from './database.ts';
import jobs from './jobs.ts';

const t = setupTestApp();

const seconds = (from: Date, s: number) => new Date(from.getTime() + s * 1000);
const rowOf = async (id: number | null) => (await t.db.select().from(jobsTable).where(eq(jobsTable.id, id!)))[0]!;

describe('background jobs', () => {
  it('runs a delayed job only once its time has come, with its payload', async () => {
    const seen: unknown[] = [];
    t.app.jobs.define('test.delayed', async (payload) => {
      seen.push(payload);
    });
    const now = new Date();
    const id = await t.app.jobs.send('test.delayed', { stayNo: 7 }, { delayMs: 60_000 });

    expect(await t.app.jobs.tick({ now: seconds(now, 30) })).toBe(0);
    expect(seen).toEqual([]);
    expect((await rowOf(id)).status).toBe('pending');

    // The app's own scheduled jobs (the booking mails every 30 s) may run in the same sweep: count only ours.
    await t.app.jobs.tick({ now: seconds(now, 61) });
    expect(seen).toEqual([{ stayNo: 7 }]);
    expect(await rowOf(id)).toMatchObject({ status: 'done', attempts: 1 });
    // Done is done: a later sweep does not run it again (the app's own scheduled jobs may run in that sweep).
    await t.app.jobs.tick({ now: seconds(now, 120) });
    expect(seen).toEqual([{ stayNo: 7 }]);
    expect(await rowOf(id)).toMatchObject({ status: 'done', attempts: 1 });
  });

  it('retries a failing job with growing delays, then marks it failed with the last error', async () => {
    let calls = 0;
    t.app.jobs.define(
      'test.always-fails',
      async () => {
        calls++;
        throw new Error(`boom #${calls}`);
      },
      { maxAttempts: 3 },
    );
    const id = await t.app.jobs.send('test.always-fails');
    const start = seconds(new Date(), 1);

    await t.app.jobs.tick({ now: start });
    expect(await rowOf(id)).toMatchObject({ status: 'pending', attempts: 1, lastError: 'boom #1' });
    expect((await rowOf(id)).runAt.getTime()).toBe(start.getTime() + 10_000);

    // Not before the 10 s back-off has passed.
    expect(await t.app.jobs.tick({ now: seconds(start, 9) })).toBe(0);
    await t.app.jobs.tick({ now: seconds(start, 10) });
    expect(await rowOf(id)).toMatchObject({ status: 'pending', attempts: 2, lastError: 'boom #2' });
    expect((await rowOf(id)).runAt.getTime()).toBe(start.getTime() + 10_000 + 20_000);

    await t.app.jobs.tick({ now: seconds(start, 30) });
    expect(await rowOf(id)).toMatchObject({ status: 'failed', attempts: 3, lastError: 'boom #3' });
    // An hour on, the app's own scheduled jobs run (the payment inquiry sweep), but not the failed one.
    await t.app.jobs.tick({ now: seconds(start, 3600) });
    expect(await rowOf(id)).toMatchObject({ status: 'failed', attempts: 3, lastError: 'boom #3' });
    expect(calls).toBe(3);
  });

  it('succeeds on a retry after one failure', async () => {
    let calls = 0;
    t.app.jobs.define('test.flaky', async () => {
      calls++;
      if (calls === 1) throw new Error('temporary');
    });
    const id = await t.app.jobs.send('test.flaky');
    const start = seconds(new Date(), 1);
    await t.app.jobs.tick({ now: start });
    await t.app.jobs.tick({ now: seconds(start, 10) });
    expect(await rowOf(id)).toMatchObject({ status: 'done', attempts: 2, lastError: 'temporary' });
  });

  it('runs a scheduled job every N seconds, keeping one pending row', async () => {
    let runs = 0;
    t.app.jobs.define(
      'test.every-minute',
      async () => {
        runs++;
      },
      { everySeconds: 60 },
    );
    const start = seconds(new Date(), 1);
    await t.app.jobs.tick({ now: start });
    expect(runs).toBe(0);
    await t.app.jobs.tick({ now: seconds(start, 60) });
    expect(runs).toBe(1);
    await t.app.jobs.tick({ now: seconds(start, 90) });
    expect(runs).toBe(1);
    await t.app.jobs.tick({ now: seconds(start, 121) });
    expect(runs).toBe(2);
    const rows = await t.db.select().from(jobsTable).where(eq(jobsTable.name, 'test.every-minute'));
    expect(rows.map((r) => r.status).sort()).toEqual(['done', 'done', 'pending']);
  });

  it('refuses a job name nobody defined', async () => {
    await expect(t.app.jobs.send('test.nobody')).rejects.toThrow('job "test.nobody" is not defined');
  });
});

describe('the job runner with the app', () => {
  it('polls on its own when JOBS_POLL_MS is set, and lets the app and its database close', async () => {
    const app = await createTestApp({ JOBS_POLL_MS: '20' });
    const ran: number[] = [];
    try {
      app.app.jobs.define('test.polled', async (payload) => {
        ran.push((payload as { n: number }).n);
      });
      await app.app.jobs.send('test.polled', { n: 1 });
      await expect.poll(() => ran, { timeout: 5000, interval: 20 }).toEqual([1]);
    } finally {
      await app.close();
    }
  });
});

/** Two instances on one PostgreSQL database; skipped when no PostgreSQL answers (e.g. a laptop without one). */
describe.skipIf(!(await postgresReachable()))('background jobs on PostgreSQL with two instances', () => {
  it('never runs one job on both instances', async () => {
    await withScratchPostgres(`minda_platform_jobs_${testDriver()}`, async (url) => {
      const handles: DatabaseHandle[] = [];
      const apps: ReturnType<typeof Fastify>[] = [];
      try {
        const runs = new Map<number, string[]>();
        for (const name of ['a', 'b']) {
          const handle = await openDatabase({ kind: 'postgres', url, maxConnections: 4 });
          handles.push(handle);
          const app = Fastify({ logger: false });
          await app.register(database, { db: handle.db });
          await app.register(jobs, { pollMs: 0 });
          app.jobs.define('test.shared', async (payload) => {
            const n = (payload as { n: number }).n;
            runs.set(n, [...(runs.get(n) ?? []), name]);
            // Long enough that both sweeps overlap.
            await new Promise((resolve) => setTimeout(resolve, 5));
          });
          await app.ready();
          apps.push(app);
        }
        for (let n = 0; n < 40; n++) await apps[0]!.jobs.send('test.shared', { n });

        const [ranA, ranB] = await Promise.all(apps.map((app) => app.jobs.tick()));
        expect(ranA! + ranB!).toBe(40);
        expect(ranA).toBeGreaterThan(0);
        expect(ranB).toBeGreaterThan(0);
        expect([...runs.values()].every((by) => by.length === 1)).toBe(true);
        expect(runs.size).toBe(40);
      } finally {
        for (const app of apps) await app.close();
        for (const handle of handles) await handle.close();
      }
    });
  });
});
