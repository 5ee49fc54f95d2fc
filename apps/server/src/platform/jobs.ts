import { and, asc, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client.ts';
import { jobs } from '../db/schema/platform.ts';
import { changingPublicData } from './public-cache.ts';

/**
 * Background jobs: a jobs table swept with `FOR UPDATE SKIP LOCKED` (decision 015 says why not pg-boss).
 *
 * - Delayed: `app.jobs.send(name, payload, { delayMs })` inserts a row due at now + delay.
 * - Scheduled: `define(name, handler, { everySeconds })` keeps one pending row per job (a partial unique index
 *   on `singleton_key`): the next run is due N seconds after the last one finished.
 * - Retries: a failure goes back to pending after RETRY_BASE_MS · 2^(attempt-1) until `maxAttempts`, then
 *   the row stays `failed` with its last error.
 * - At most one runner: a claim sets `running` and a lease in the same statement that locks the row, so a
 *   second instance skips it; a runner that died mid-job loses the row when its lease ends.
 *
 * The runner polls every `pollMs` once the app is ready and stops on close; with pollMs 0 (tests) nothing
 * runs until `tick()` is called, which also takes the clock to test delays without waiting.
 */

/** `now` is the sweep's clock: tick({ now }) sets it, so jobs that compare deadlines are testable. */
export type JobContext = { db: Database; attempt: number; jobId: number; now: Date };
export type JobHandler = (payload: unknown, ctx: JobContext) => Promise<void>;
export type JobOptions = {
  /** Tries in all, the first included. */
  maxAttempts?: number;
  /** Run again this long after each finished run (a scheduled job). */
  everySeconds?: number;
};
/** `db`: queue inside the caller's transaction, so the job exists only if the caller's work commits. */
export type SendOptions = { delayMs?: number; maxAttempts?: number; singletonKey?: string; db?: Database };

const DEFAULT_MAX_ATTEMPTS = 3;
export const RETRY_BASE_MS = 10_000;
const RETRY_MAX_MS = 60 * 60_000;
/** A job running longer than this is presumed dead and may be taken over. */
const LEASE_MS = 5 * 60_000;
const BATCH = 10;

export const retryDelayMs = (attempt: number) => Math.min(RETRY_BASE_MS * 2 ** (attempt - 1), RETRY_MAX_MS);
const scheduleKey = (name: string) => `schedule:${name}`;

type Definition = { handler: JobHandler; maxAttempts: number; everySeconds: number | undefined };

export type Jobs = {
  define: (name: string, handler: JobHandler, options?: JobOptions) => void;
  send: (name: string, payload?: unknown, options?: SendOptions) => Promise<number | null>;
  /** Runs every due job once (scheduling the periodic ones first) and says how many ran. */
  tick: (options?: { now?: Date }) => Promise<number>;
};

declare module 'fastify' {
  interface FastifyInstance {
    jobs: Jobs;
  }
}

export function createJobs(db: Database, log: Pick<FastifyInstance['log'], 'error'>): Jobs {
  const definitions = new Map<string, Definition>();
  const scheduled = new Set<string>();

  async function insert(name: string, payload: unknown, runAt: Date, maxAttempts: number, singletonKey: string | undefined, into: Database = db) {
    const rows = await into
      .insert(jobs)
      .values({ name, payload: payload ?? {}, runAt, maxAttempts, singletonKey: singletonKey ?? null })
      .onConflictDoNothing({ target: jobs.singletonKey, where: sql`status in ('pending', 'running')` })
      .returning({ id: jobs.id });
    return rows[0]?.id ?? null;
  }

  /** The next run of a scheduled job; a no-op while one is pending or running (the singleton index). */
  async function scheduleNext(name: string, def: Definition, now: Date) {
    if (def.everySeconds === undefined) return;
    await insert(name, {}, new Date(now.getTime() + def.everySeconds * 1000), def.maxAttempts, scheduleKey(name));
  }

  async function claim(now: Date) {
    if (definitions.size === 0) return [];
    const due = db
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        and(
          inArray(jobs.name, [...definitions.keys()]),
          lte(jobs.runAt, now),
          or(eq(jobs.status, 'pending'), and(eq(jobs.status, 'running'), lt(jobs.lockedUntil, now))),
        ),
      )
      .orderBy(asc(jobs.runAt))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    return db
      .update(jobs)
      .set({ status: 'running', attempts: sql`${jobs.attempts} + 1`, lockedUntil: new Date(now.getTime() + LEASE_MS) })
      .where(inArray(jobs.id, due))
      .returning();
  }

  async function run(job: typeof jobs.$inferSelect, now: Date) {
    const def = definitions.get(job.name);
    if (!def) return;
    try {
      // A job's writes (a hold expiring gives its nights back) drop cached answers again once committed.
      await changingPublicData(() => def.handler(job.payload, { db, attempt: job.attempts, jobId: job.id, now }));
      await db.update(jobs).set({ status: 'done', lockedUntil: null, finishedAt: sql`now()` }).where(eq(jobs.id, job.id));
    } catch (error) {
      const lastError = error instanceof Error ? error.message : String(error);
      const exhausted = job.attempts >= job.maxAttempts;
      log.error({ job: job.name, jobId: job.id, attempt: job.attempts, lastError }, exhausted ? 'job failed' : 'job will be retried');
      await db
        .update(jobs)
        .set(
          exhausted
            ? { status: 'failed', lockedUntil: null, lastError, finishedAt: sql`now()` }
            : { status: 'pending', lockedUntil: null, lastError, runAt: new Date(now.getTime() + retryDelayMs(job.attempts)) },
        )
        .where(eq(jobs.id, job.id));
    }
    await scheduleNext(job.name, def, now);
  }

  return {
    define(name, handler, options = {}) {
      if (definitions.has(name)) throw new Error(`job "${name}" is defined twice`);
      definitions.set(name, { handler, maxAttempts: options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS, everySeconds: options.everySeconds });
    },
    async send(name, payload, options = {}) {
      const def = definitions.get(name);
      if (!def) throw new Error(`job "${name}" is not defined`);
      return insert(name, payload, new Date(Date.now() + (options.delayMs ?? 0)), options.maxAttempts ?? def.maxAttempts, options.singletonKey, options.db);
    },
    async tick({ now = new Date() } = {}) {
      // Each scheduled job once per process; afterwards every finished run schedules the next.
      for (const [name, def] of definitions) {
        if (scheduled.has(name)) continue;
        await scheduleNext(name, def, now);
        scheduled.add(name);
      }
      let ran = 0;
      for (;;) {
        const claimed = await claim(now);
        if (claimed.length === 0) return ran;
        for (const job of claimed) await run(job, now);
        ran += claimed.length;
      }
    },
  };
}

/** Decorates `app.jobs`; polls while the app is up when `pollMs` > 0. */
async function jobsPlugin(app: FastifyInstance, opts: { pollMs: number }) {
  const runner = createJobs(app.db, app.log);
  app.decorate('jobs', runner);
  // Finished rows are only history; failed ones stay for someone to read.
  runner.define(
    'jobs.purge-done',
    async (_payload, { db }) => {
      await db.delete(jobs).where(and(eq(jobs.status, 'done'), lt(jobs.finishedAt, sql`now() - interval '7 days'`)));
    },
    { everySeconds: 60 * 60 },
  );
  if (opts.pollMs <= 0) return;

  let timer: NodeJS.Timeout | undefined;
  let closed = false;
  let sweep: Promise<unknown> = Promise.resolve();
  const poll = () => {
    sweep = runner
      .tick()
      .catch((err: unknown) => app.log.error({ err }, 'job sweep failed'))
      .finally(() => {
        if (!closed) timer = setTimeout(poll, opts.pollMs);
      });
  };
  app.addHook('onReady', async () => {
    timer = setTimeout(poll, opts.pollMs);
  });
  // Let a sweep in progress finish its job before the database closes behind it.
  app.addHook('onClose', async () => {
    closed = true;
    clearTimeout(timer);
    await sweep;
  });
}

export default fp(jobsPlugin, { name: 'jobs', dependencies: ['database'] });
