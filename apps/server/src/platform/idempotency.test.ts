import { eq, like, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { idempotencyKeys } from '../db/schema/platform.ts';
import { appMeta } from '../db/schema/system.ts';
import { loginAs } from '../test/login-as.ts';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { setupTestApp, TEST_SECRET } from '../test/test-app.ts';
import { postgresReachable, testDriver, withScratchPostgres } from '../test/test-database.ts';
import { AppError } from './errors.ts';
import { access } from './access.ts';

/** Test-only routes: each run writes a row through the route's transaction, so a replay that ran again shows. */
let runs = 0;
let rowSeq = 0;
async function testRoutes(app: FastifyInstance) {
  type Body = { amount: number; fail?: boolean; slowMs?: number };
  const handler = async (request: { body: unknown; idempotentDb: typeof app.db | null }, reply: { status: (n: number) => unknown }) => {
    const body = request.body as Body;
    runs++;
    await request.idempotentDb!.insert(appMeta).values({ key: `idem-test-${rowSeq++}`, value: String(body.amount) });
    if (body.slowMs) await new Promise((resolve) => setTimeout(resolve, body.slowMs));
    if (body.fail) throw new AppError(400, 'BAD_REQUEST', '결제 금액이 올바르지 않습니다.');
    reply.status(201);
    return { data: { run: runs, amount: body.amount } };
  };
  app.post('/test/idempotent/required', { config: { access: access.public, idempotency: 'required' } }, handler);
  app.post('/test/idempotent/optional', { config: { access: access.public, idempotency: 'optional' } }, handler);
}

const t = setupTestApp({}, testRoutes);

let keySeq = 0;
const newKey = () => `key-${Date.now().toString(36)}-${keySeq++}`;
const post = (path: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/test/idempotent/${path}`, payload, headers });
const writtenRows = async () => (await t.db.select().from(appMeta).where(like(appMeta.key, 'idem-test-%'))).length;

beforeEach(() => {
  runs = 0;
});

describe('Idempotency-Key', () => {
  it('answers a replay with the stored status and body and a replay header, without running again', async () => {
    const key = newKey();
    const first = await post('required', { amount: 5000, memo: '첫 예약' }, { 'idempotency-key': key });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ data: { run: 1, amount: 5000 } });
    expect(first.headers['idempotent-replayed']).toBeUndefined();

    const rowsBefore = await writtenRows();
    // The same body with its keys in another order is the same request.
    const again = await post('required', { memo: '첫 예약', amount: 5000 }, { 'idempotency-key': key });
    expect(again.statusCode).toBe(201);
    expect(again.body).toBe(first.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(runs).toBe(1);
    expect(await writtenRows()).toBe(rowsBefore);
  });

  it('refuses the same key with a different payload with 422', async () => {
    const key = newKey();
    await post('required', { amount: 5000 }, { 'idempotency-key': key });
    const res = await post('required', { amount: 9000 }, { 'idempotency-key': key });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      error: { code: 'IDEMPOTENCY_KEY_REUSED', message: '같은 Idempotency-Key로 다른 내용의 요청을 보낼 수 없습니다. 새 키로 다시 시도해 주세요.' },
    });
    expect(runs).toBe(1);
  });

  it('requires the key where the route says so, and checks its format', async () => {
    const missing = await post('required', { amount: 1 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      error: { code: 'IDEMPOTENCY_KEY_REQUIRED', message: 'Idempotency-Key 헤더가 필요합니다. 요청마다 새 키를 만들어 보내 주세요.' },
    });
    for (const bad of ['short', 'has space in it', 'ㅋ'.repeat(10), 'x'.repeat(129)]) {
      const res = await post('required', { amount: 1 }, { 'idempotency-key': bad });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json(), bad).toEqual({
        error: { code: 'IDEMPOTENCY_KEY_INVALID', message: 'Idempotency-Key 형식이 올바르지 않습니다. 영문, 숫자, -, _ 로 된 8~128자여야 합니다.' },
      });
    }
    expect(runs).toBe(0);
  });

  it('runs an optional route without a key every time', async () => {
    expect((await post('optional', { amount: 1 })).json()).toEqual({ data: { run: 1, amount: 1 } });
    expect((await post('optional', { amount: 1 })).json()).toEqual({ data: { run: 2, amount: 1 } });
  });

  it('answers 409 while the first request with the key is still running, and lets a retry take over a dead one', async () => {
    const key = newKey();
    await post('required', { amount: 700 }, { 'idempotency-key': key });
    // As if that request were still running on another instance.
    const stillRunning = sql`completed_at = null, response_status = null, response_body = null`;
    await t.db.execute(sql`update idempotency_keys set ${stillRunning}, locked_until = now() + interval '1 minute' where key = ${key}`);
    const busy = await post('required', { amount: 700 }, { 'idempotency-key': key });
    expect(busy.statusCode).toBe(409);
    expect(busy.json()).toEqual({ error: { code: 'IDEMPOTENCY_KEY_IN_PROGRESS', message: '같은 요청을 처리하고 있습니다. 잠시 후 다시 시도해 주세요.' } });

    // Its lease ran out (the instance died): the retry runs and its answer is stored.
    await t.db.execute(sql`update idempotency_keys set locked_until = now() - interval '1 second' where key = ${key}`);
    const retried = await post('required', { amount: 700 }, { 'idempotency-key': key });
    expect(retried.statusCode).toBe(201);
    expect(retried.json()).toEqual({ data: { run: 2, amount: 700 } });
    expect((await post('required', { amount: 700 }, { 'idempotency-key': key })).headers['idempotent-replayed']).toBe('true');
  });

  it('runs two identical requests sent at once only once', async () => {
    const key = newKey();
    const rowsBefore = await writtenRows();
    const both = await Promise.all([1, 2].map(() => post('required', { amount: 300, slowMs: 50 }, { 'idempotency-key': key })));
    expect(runs).toBe(1);
    expect(await writtenRows()).toBe(rowsBefore + 1);
    const ran = both.filter((r) => r.statusCode === 201 && r.headers['idempotent-replayed'] === undefined);
    expect(ran).toHaveLength(1);
    // The other waited for the database (PGlite) and replays, or found the key in flight (PostgreSQL).
    const other = both.find((r) => r !== ran[0])!;
    if (other.statusCode === 409) expect(other.json().error.code).toBe('IDEMPOTENCY_KEY_IN_PROGRESS');
    else expect({ status: other.statusCode, body: other.json(), replayed: other.headers['idempotent-replayed'] }).toEqual({
      status: 201,
      body: { data: { run: 1, amount: 300 } },
      replayed: 'true',
    });
  });

  it('rolls the handler back with a failure and gives the key up, so the retry runs afresh', async () => {
    const key = newKey();
    const rowsBefore = await writtenRows();
    const failed = await post('required', { amount: -1, fail: true }, { 'idempotency-key': key });
    expect(failed.statusCode).toBe(400);
    expect(failed.json()).toEqual({ error: { code: 'BAD_REQUEST', message: '결제 금액이 올바르지 않습니다.' } });
    // The row the handler wrote is gone with it, and so is the claim.
    expect(await writtenRows()).toBe(rowsBefore);
    expect(await t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key))).toEqual([]);
    const again = await post('required', { amount: -1, fail: true }, { 'idempotency-key': key });
    expect(again.statusCode).toBe(400);
    expect(runs).toBe(2);
  });

  it('scopes keys to the caller: another member with the same key gets their own run', async () => {
    const key = newKey();
    const a = await loginAs(t.app, 'member');
    const b = await loginAs(t.app, 'traveler01');
    const first = await post('required', { amount: 10 }, { authorization: a.headers.authorization!, 'idempotency-key': key });
    const second = await post('required', { amount: 10 }, { authorization: b.headers.authorization!, 'idempotency-key': key });
    expect(first.json()).toEqual({ data: { run: 1, amount: 10 } });
    expect(second.json()).toEqual({ data: { run: 2, amount: 10 } });
    expect(second.headers['idempotent-replayed']).toBeUndefined();
  });

  it('keeps keys for 24 hours: the purge job removes only older ones', async () => {
    const oldKey = newKey();
    const recentKey = newKey();
    await post('required', { amount: 1 }, { 'idempotency-key': oldKey });
    await post('required', { amount: 1 }, { 'idempotency-key': recentKey });
    await t.db.execute(sql`update idempotency_keys set created_at = now() - interval '25 hours' where key = ${oldKey}`);
    await t.db.execute(sql`update idempotency_keys set created_at = now() - interval '23 hours' where key = ${recentKey}`);

    await t.app.jobs.send('idempotency.purge');
    await t.app.jobs.tick();

    const left = await t.db.select({ key: idempotencyKeys.key }).from(idempotencyKeys).where(sql`key in (${oldKey}, ${recentKey})`);
    expect(left).toEqual([{ key: recentKey }]);
    expect((await post('required', { amount: 1 }, { 'idempotency-key': recentKey })).headers['idempotent-replayed']).toBe('true');
  });
});

/** Real concurrency: PostgreSQL with a pool, where the second request does not wait for the first. */
describe.skipIf(!(await postgresReachable()))('Idempotency-Key on PostgreSQL', () => {
  it('runs one of several identical requests sent at once; the others get 409, then the replay', async () => {
    await withScratchPostgres(`minda_platform_idem_${testDriver()}`, async (url) => {
      const handle = await openDatabase({ kind: 'postgres', url, maxConnections: 6 });
      const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: path.join(os.tmpdir(), 'minda-test-data'), WEB_DIST_DIR: path.join(os.tmpdir(), 'minda-no-web') });
      const app = await buildApp({ config, db: handle.db, secret: TEST_SECRET });
      await testRoutes(app);
      await app.ready();
      try {
        const key = newKey();
        const send = () => app.inject({ method: 'POST', url: '/test/idempotent/required', payload: { amount: 42, slowMs: 300 }, headers: { 'idempotency-key': key } });
        const results = await Promise.all([send(), send(), send(), send()]);
        expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409]);
        expect(runs).toBe(1);
        expect(results.find((r) => r.statusCode === 409)!.json().error.code).toBe('IDEMPOTENCY_KEY_IN_PROGRESS');
        const replay = await send();
        expect({ status: replay.statusCode, body: replay.json(), replayed: replay.headers['idempotent-replayed'] }).toEqual({
          status: 201,
          body: { data: { run: 1, amount: 42 } },
          replayed: 'true',
        });
        expect(runs).toBe(1);
      } finally {
        await app.close();
        await handle.close();
      }
    });
  });
});
