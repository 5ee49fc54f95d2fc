import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { rowsOf } from '../platform/sql.ts';
import { adminUrl, postgresReachable, testDriver } from '../test/test-database.ts';
import { openDatabase, type DatabaseHandle } from './client.ts';

// Connections to PostgreSQL itself: run once, in the PostgreSQL project.
describe.skipIf(testDriver() !== 'postgres' || !(await postgresReachable()))('the server\'s PostgreSQL pool', () => {
  const name = `minda_pool_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl() });
  let handle: DatabaseHandle;

  const backends = async () =>
    (await admin.query<{ pid: number }>('select pid from pg_stat_activity where application_name = $1 order by pid', [name])).rows.map((r) => r.pid);

  beforeAll(async () => {
    await admin.connect();
    const url = new URL(adminUrl());
    url.searchParams.set('application_name', name);
    handle = await openDatabase({ kind: 'postgres', url: url.toString(), maxConnections: 3, keepConnections: true });
  });
  afterAll(async () => {
    await handle.close();
    await admin.end();
  });

  it('opens its connections before the first request, so none pays for a new backend', async () => {
    expect(await backends()).toHaveLength(3);
  });

  it('runs its statements without JIT compilation, which cost a short statement more than its whole run', async () => {
    const [setting] = rowsOf<{ jit: string }>(await handle.db.execute(sql`select current_setting('jit') as jit`));
    expect(setting?.jit).toBe('off');
  });

  it('survives the server ending an idle connection and answers on the others and on a new one', async () => {
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const [victim] = await backends();
    await admin.query('select pg_terminate_backend($1)', [victim]);
    // Until the pool has heard of it (its error listener warns): the backend can leave pg_stat_activity before the
    // client has read the server's farewell, and a statement sent in between fails (seen on a loaded machine).
    for (let i = 0; i < 100 && warned.mock.calls.length === 0; i++) await new Promise((r) => setTimeout(r, 20));
    expect(warned.mock.calls.map(([message]) => String(message))).toEqual([expect.stringContaining('PostgreSQL closed an idle connection')]);
    warned.mockRestore();

    const answers = await Promise.all([1, 2, 3].map((n) => handle.db.execute(sql`select ${n}::int as n, pg_sleep(0.05)`)));
    expect(answers.map((a) => rowsOf<{ n: number }>(a)[0]?.n)).toEqual([1, 2, 3]);
    expect(await backends()).toHaveLength(3);
  });
});
