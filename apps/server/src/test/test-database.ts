import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/client.ts';

/** Test-only environment, read here rather than through config.ts because it never reaches the product. */
export function testDriver(value = process.env.TEST_DB): 'pglite' | 'postgres' {
  return value === 'postgres' ? 'postgres' : 'pglite';
}

/** pool.end() resolves before the server has seen every connection go; dropping then kills them noisily. */
export async function waitForNoConnections(admin: pg.Client, database: string) {
  for (let i = 0; i < 50; i++) {
    const { rows } = await admin.query<{ n: number }>('select count(*)::int as n from pg_stat_activity where datname = $1', [database]);
    if (rows[0]?.n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export function adminUrl(database?: string): string {
  const url = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test');
  if (database) url.pathname = `/${database}`;
  return url.toString();
}

/** A private, seeded database for one test file. close() throws it away. */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  if (testDriver() === 'pglite') {
    const image = fs.readFileSync(inject('pgliteImagePath'));
    return openDatabase({ kind: 'pglite', loadDataDir: new Blob([image]) });
  }
  const name = `minda_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('postgresTemplate')}`);
  const handle = await openDatabase({ kind: 'postgres', url: adminUrl(name), maxConnections: 4 });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await waitForNoConnections(admin, name);
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

/** Whether a PostgreSQL answers at the test address (tests that need one skip without it). */
export async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: adminUrl(), connectionTimeoutMillis: 1000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * A migrated, unseeded PostgreSQL database of the test's own (the name must be unique to that test, e.g. with
 * the driver in it), for tests that need several connections or instances; dropped afterwards.
 */
export async function withScratchPostgres<T>(name: string, fn: (url: string) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
    const migrator = await openDatabase({ kind: 'postgres', url: adminUrl(name), maxConnections: 1 });
    await migrator.migrate();
    await migrator.close();
    return await fn(adminUrl(name));
  } finally {
    await waitForNoConnections(admin, name);
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}
