import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { openTestDatabase } from './test-database.ts';

export type TestApp = { app: FastifyInstance; db: Database; config: Config; close: () => Promise<void> };

export const TEST_SECRET = 'test-secret-that-is-long-enough-for-hmac-0123456789';

/** The real app on a private seeded database, for `app.inject`. */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const handle = await openTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: path.join(os.tmpdir(), 'minda-test-data'),
    WEB_DIST_DIR: path.join(os.tmpdir(), 'minda-no-web'),
    ...env,
  });
  const app = await buildApp({ config, db: handle.db, secret: TEST_SECRET });
  await app.ready();
  return {
    app,
    db: handle.db,
    config,
    close: async () => {
      await app.close();
      await handle.close();
    },
  };
}

/**
 * One app per test file: opened before the file's tests, closed after. Fields are filled in beforeAll, so
 * read them inside tests and hooks, not at module level.
 */
export function setupTestApp(env: Record<string, string> = {}): TestApp {
  const holder = {} as TestApp;
  beforeAll(async () => {
    Object.assign(holder, await createTestApp(env));
  });
  afterAll(async () => {
    await holder.close?.();
  });
  return holder;
}
