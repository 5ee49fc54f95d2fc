import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { testDriver } from '../test/test-database.ts';

const migrationsFolder = path.resolve(import.meta.dirname, 'migrations');
type Journal = { entries: { idx: number; when: number; tag: string }[] };

// Drizzle's migrator runs only the migrations stamped after the last one a database has run, so a migration stamped
// earlier than its predecessor is skipped on every database that already had that one (run once, on PGlite).
describe.skipIf(testDriver() !== 'pglite')('the migrations', () => {
  const earlier = fs.mkdtempSync(path.join(os.tmpdir(), 'minda-migrations-'));
  afterAll(() => fs.rmSync(earlier, { recursive: true, force: true }));

  it('bring a database made before the newest migration up to date', async () => {
    const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as Journal;
    fs.cpSync(migrationsFolder, earlier, { recursive: true });
    fs.writeFileSync(path.join(earlier, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries: journal.entries.slice(0, -1) }));

    const client = await PGlite.create({ extensions: { pg_trgm } });
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: earlier });
    await migrate(db, { migrationsFolder });
    const { rows } = await client.query<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations');
    await client.close();
    expect(rows[0]?.n).toBe(journal.entries.length);
  }, 120_000);
});
