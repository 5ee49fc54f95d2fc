import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { prepareReads } from './pglite-prepared.ts';

/** One Drizzle type for both drivers: PGlite is real PostgreSQL, so services never care which. */
export type Database = PgDatabase<PgQueryResultHKT>;

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Applies pending migrations from src/db/migrations. */
  migrate: () => Promise<void>;
  close: () => Promise<void>;
  /** PGlite only: the whole database as a gzipped image that `loadDataDir` can start from (tests). */
  dumpImage?: () => Promise<Blob>;
};

const migrationsFolder = path.resolve(import.meta.dirname, 'migrations');

export type OpenOptions =
  /** keepConnections: open the pool's connections now and never close them for being idle (the server, not tests). */
  | { kind: 'postgres'; url: string; maxConnections?: number; keepConnections?: boolean }
  /** dataDir undefined = in memory; loadDataDir = start from a dumped PGlite image (tests). */
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob };

/** Opens `count` connections at once and returns them to the pool idle. */
async function openConnections(pool: pg.Pool, count: number): Promise<void> {
  const clients = await Promise.all(Array.from({ length: count }, () => pool.connect()));
  clients.forEach((client) => client.release());
}

export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  if (options.kind === 'postgres') {
    const max = options.maxConnections ?? 10;
    // A request that finds no idle connection pays for a new backend (its connect, then its catalogue and plan
    // caches, cold): the server keeps its few connections instead of closing them after 10 s idle (pg's default).
    const pool = new pg.Pool({
      connectionString: options.url, max, ...(options.keepConnections ? { idleTimeoutMillis: 0 } : {}),
      // No JIT: every statement here is a few index probes, and at a million products per line the planner's
      // estimates pass jit_above_cost, so a 0.2 ms suggestion compiled for 30 ms on every call.
      options: '-c jit=off',
    });
    // An idle connection the server ends (a restart, an administrator) is dropped from the pool and replaced on
    // demand; without a listener its error would end the process.
    pool.on('error', (error) => console.warn(`PostgreSQL closed an idle connection: ${error.message}`));
    if (options.keepConnections) await openConnections(pool, max);
    const db = drizzlePg(pool) as unknown as Database;
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(drizzlePg(pool), { migrationsFolder }),
      close: () => pool.end(),
    };
  }
  if (options.dataDir) fs.mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    extensions: { pg_trgm },
  });
  prepareReads(client);
  const db = drizzlePglite(client) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder }),
    close: () => client.close(),
    dumpImage: () => client.dumpDataDir('gzip'),
  };
}
