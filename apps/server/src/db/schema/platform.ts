import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Idempotency-Key store (platform/idempotency.ts). One row per (scope, key): the scope is the caller and the
 * route, so two callers may use the same key. `completedAt` null = the first request is still running; its
 * lease (`lockedUntil`) lets a retry take over when that instance died.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }).notNull(),
    responseStatus: smallint('response_status'),
    responseBody: jsonb('response_body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('idempotency_keys_scope_key_idx').on(t.scope, t.key), index('idempotency_keys_created_idx').on(t.createdAt)],
);

/**
 * Background jobs (platform/jobs.ts): due rows are claimed with FOR UPDATE SKIP LOCKED, so one row runs on
 * one instance at a time. `singletonKey` keeps one pending or running row per scheduled job.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    name: text('name').notNull(),
    payload: jsonb('payload').notNull().default({}),
    /** pending → running → done | failed; a failed attempt with retries left goes back to pending. */
    status: text('status', { enum: ['pending', 'running', 'done', 'failed'] }).notNull().default('pending'),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(3),
    /** While running: when the claim expires and another runner may take the job over. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    singletonKey: text('singleton_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('jobs_due_idx').on(t.runAt).where(sql`status in ('pending', 'running')`),
    uniqueIndex('jobs_singleton_idx').on(t.singletonKey).where(sql`status in ('pending', 'running')`),
  ],
);
