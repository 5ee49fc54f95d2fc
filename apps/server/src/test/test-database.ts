import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/client.ts';

/** Test-only environment, read here rather than through config.ts because it never reaches the product. */
export const TEMPLATE_DATABASE = 'minda_test_template';

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
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DATABASE}`);
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
