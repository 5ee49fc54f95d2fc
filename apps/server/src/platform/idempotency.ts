import { createHash } from 'node:crypto';
import { and, eq, isNull, lt, lte, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client.ts';
import { idempotencyKeys } from '../db/schema/platform.ts';
import { AppError } from './errors.ts';
import { ANON_COOKIE } from './xsrf.ts';

/**
 * `Idempotency-Key` for routes that move money or create things: a client that retries (timeout, lost
 * answer) gets the first answer again instead of a second booking.
 *
 * A route opts in with `config: { idempotency: 'required' | 'optional' }`. The key is scoped to the caller
 * (member id, or the anonymous browser id) and the route, and remembers a hash of the request (URL + body).
 *
 * 1. Claim: an autocommitted INSERT … ON CONFLICT DO NOTHING of (scope, key) with a lease. Of two identical
 *    requests at once only one inserts; the other finds the row: 409 while it runs, the stored answer once
 *    it is done, 422 when its payload differs.
 * 2. Run: the handler runs inside ONE database transaction (`request.idempotentDb`), and the stored
 *    status and body are written in that same transaction. Either both the handler's writes and the
 *    stored answer commit, or neither does: they can never disagree. The completion is conditional on
 *    the claim still being ours (its lease timestamp), so a run that outlived its lease and was taken over
 *    rolls back instead of committing twice.
 * 3. A handler that throws rolls back and gives the key up: nothing happened, so the retry runs afresh.
 *
 * Handlers of these routes must do all their database work through `request.idempotentDb` and return
 * their body (not `reply.send`). On PGlite (one connection) a query on `app.db` inside the transaction
 * would wait for the transaction itself.
 */

export type IdempotencyMode = 'required' | 'optional';

declare module 'fastify' {
  interface FastifyContextConfig {
    idempotency?: IdempotencyMode;
  }
  interface FastifyRequest {
    /** The transaction of an idempotent route's handler (null elsewhere). */
    idempotentDb: Database | null;
  }
}

/** The transaction of an idempotent route's handler: every write of the route goes through it (see above). */
export function idempotentTransaction(request: FastifyRequest): Database {
  if (!request.idempotentDb) throw new Error(`${request.routeOptions.url ?? 'this route'}: declare config.idempotency to write through its transaction`);
  return request.idempotentDb;
}

export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const REPLAY_HEADER = 'idempotent-replayed';
/** UUIDs and similar: 8–128 letters, digits, '-' or '_'. */
const KEY_FORMAT = /^[A-Za-z0-9_-]{8,128}$/;
/** How long a claim may run before another attempt may take it over (the first instance presumably died). */
const LEASE_MS = 2 * 60_000;
/** Keys are answered for at least this long; the purge job removes older ones. */
export const RETENTION_HOURS = 24;
export const PURGE_JOB = 'idempotency.purge';

export const messages = {
  required: 'Idempotency-Key 헤더가 필요합니다. 요청마다 새 키를 만들어 보내 주세요.',
  invalid: 'Idempotency-Key 형식이 올바르지 않습니다. 영문, 숫자, -, _ 로 된 8~128자여야 합니다.',
  reused: '같은 Idempotency-Key로 다른 내용의 요청을 보낼 수 없습니다. 새 키로 다시 시도해 주세요.',
  inProgress: '같은 요청을 처리하고 있습니다. 잠시 후 다시 시도해 주세요.',
} as const;

type Stored = typeof idempotencyKeys.$inferSelect;

/** Same JSON whatever the key order, so a retry that re-serialises its body still matches. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    return `{${entries
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

const requestHash = (request: FastifyRequest) =>
  createHash('sha256').update(`${request.url}\n${canonical(request.body ?? null)}`).digest('base64url');

/**
 * Member id, else the anonymous browser id the request came with (read from the header: the XSRF plugin
 * mints a new one into request.cookies for a browser without it, which would differ on every retry).
 */
function callerScope(app: FastifyInstance, request: FastifyRequest, route: string): string {
  const anonId = request.headers.cookie ? app.parseCookie(request.headers.cookie)[ANON_COOKIE] : undefined;
  const caller = request.user ? `member:${request.user.id}` : `anon:${anonId ?? ''}`;
  return `${caller}|${route}`;
}

function readKey(request: FastifyRequest, mode: IdempotencyMode): string | null {
  const header = request.headers[IDEMPOTENCY_HEADER];
  if (header === undefined) {
    if (mode === 'required') throw new AppError(400, 'IDEMPOTENCY_KEY_REQUIRED', messages.required);
    return null;
  }
  if (typeof header !== 'string' || !KEY_FORMAT.test(header)) throw new AppError(400, 'IDEMPOTENCY_KEY_INVALID', messages.invalid);
  return header;
}

type Claim = { kind: 'run'; lockedUntil: Date } | { kind: 'replay'; stored: Stored };

async function claim(db: Database, scope: string, key: string, hash: string): Promise<Claim> {
  const now = new Date();
  const lockedUntil = new Date(now.getTime() + LEASE_MS);
  const inserted = await db
    .insert(idempotencyKeys)
    .values({ scope, key, requestHash: hash, lockedUntil })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (inserted.length > 0) return { kind: 'run', lockedUntil };

  const existing = (await db.select().from(idempotencyKeys).where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key))))[0];
  // Purged or given up between the two statements: the client may simply retry.
  if (!existing) throw new AppError(409, 'IDEMPOTENCY_KEY_IN_PROGRESS', messages.inProgress);
  if (existing.requestHash !== hash) throw new AppError(422, 'IDEMPOTENCY_KEY_REUSED', messages.reused);
  if (existing.completedAt !== null) return { kind: 'replay', stored: existing };

  // Still running, unless its lease ran out: then this attempt takes it over.
  const taken = await db
    .update(idempotencyKeys)
    .set({ lockedUntil })
    .where(
      and(
        eq(idempotencyKeys.scope, scope),
        eq(idempotencyKeys.key, key),
        isNull(idempotencyKeys.completedAt),
        lte(idempotencyKeys.lockedUntil, now),
      ),
    )
    .returning({ key: idempotencyKeys.key });
  if (taken.length === 0) throw new AppError(409, 'IDEMPOTENCY_KEY_IN_PROGRESS', messages.inProgress);
  return { kind: 'run', lockedUntil };
}

/** Wraps an opted-in route's handler: claim, run in one transaction with the stored answer, or replay. */
function idempotent(app: FastifyInstance, route: string, mode: IdempotencyMode, handler: RouteHandlerMethod): RouteHandlerMethod {
  return async function idempotentHandler(this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
    const key = readKey(request, mode);
    const runInTransaction = (complete?: (tx: Database, status: number, body: unknown) => Promise<void>) =>
      app.db.transaction(async (tx) => {
        request.idempotentDb = tx;
        try {
          const body: unknown = await handler.call(this, request, reply);
          if (body === reply || reply.sent) throw new Error(`${route}: an idempotent handler must return its body, not send it`);
          await complete?.(tx, reply.statusCode, body);
          return body;
        } finally {
          request.idempotentDb = null;
        }
      });
    if (key === null) return runInTransaction();

    const scope = callerScope(app, request, route);
    const outcome = await claim(app.db, scope, key, requestHash(request));
    if (outcome.kind === 'replay') {
      reply.header(REPLAY_HEADER, 'true');
      return reply.status(outcome.stored.responseStatus ?? 200).send(outcome.stored.responseBody);
    }
    const ours = and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key), eq(idempotencyKeys.lockedUntil, outcome.lockedUntil));
    try {
      return await runInTransaction(async (tx, status, body) => {
        const done = await tx
          .update(idempotencyKeys)
          .set({ responseStatus: status, responseBody: body ?? null, completedAt: sql`now()` })
          .where(and(ours, isNull(idempotencyKeys.completedAt)))
          .returning({ key: idempotencyKeys.key });
        if (done.length === 0) throw new AppError(409, 'IDEMPOTENCY_KEY_IN_PROGRESS', messages.inProgress);
      });
    } catch (error) {
      // Rolled back: give the key up so the same request can be sent again.
      await app.db.delete(idempotencyKeys).where(and(ours, isNull(idempotencyKeys.completedAt)));
      throw error;
    }
  };
}

/** Registers the handler wrapper for opted-in routes and the purge job; register before the routes. */
async function idempotencyPlugin(app: FastifyInstance) {
  app.decorateRequest('idempotentDb', null);
  app.addHook('onRoute', (routeOptions) => {
    const mode = routeOptions.config?.idempotency;
    if (!mode) return;
    const methods = Array.isArray(routeOptions.method) ? routeOptions.method.join(',') : routeOptions.method;
    routeOptions.handler = idempotent(app, `${methods} ${routeOptions.url}`, mode, routeOptions.handler);
  });

  app.jobs.define(
    PURGE_JOB,
    async (_payload, { db }) => {
      await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, sql`now() - make_interval(hours => ${RETENTION_HOURS})`));
    },
    { everySeconds: 60 * 60 },
  );
}

export default fp(idempotencyPlugin, { name: 'idempotency', dependencies: ['database', 'jobs', 'auth', '@fastify/cookie'] });
