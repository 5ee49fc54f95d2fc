import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { apiUrl, withQuery } from '@minda/contracts/paths';
import { buildApp } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { openTestDatabase } from './test-database.ts';

type Headers = Record<string, string>;
export type ApiQuery = Parameters<typeof withQuery>[1];
type ApiRequests = {
  /** GET an API path (apiPaths) with an optional query and headers. */
  get: (path: string, query?: ApiQuery, headers?: Headers) => Promise<LightMyRequestResponse>;
  /** Any method on an API path, with headers and an optional JSON body. */
  call: (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, headers?: Headers, payload?: object) => Promise<LightMyRequestResponse>;
};

export type TestApp = { app: FastifyInstance; db: Database; config: Config; close: () => Promise<void> } & ApiRequests;

/** Takes the app lazily: setupTestApp's holder has no app until beforeAll has run. */
function apiRequests(appOf: () => FastifyInstance): ApiRequests {
  return {
    get: (path, query = {}, headers = {}) => appOf().inject({ method: 'GET', url: apiUrl(withQuery(path, query)), headers }),
    call: (method, path, headers = {}, payload) => appOf().inject({ method, url: apiUrl(path), headers, ...(payload ? { payload } : {}) }),
  };
}

export const TEST_SECRET = 'test-secret-that-is-long-enough-for-hmac-0123456789';

/** Test-only routes (e.g. to exercise a platform plugin), added to the real app before it is ready. */
export type ExtendApp = (app: FastifyInstance) => Promise<void> | void;

/**
 * The real app on a private seeded database, for `app.inject`. With `logLines`, every line the app logs is
 * kept there (with a LOG_LEVEL in `env`), for tests of what the logs hold.
 */
export async function createTestApp(env: Record<string, string> = {}, extend?: ExtendApp, logLines?: string[]): Promise<TestApp> {
  const handle = await openTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: path.join(os.tmpdir(), 'minda-test-data'),
    WEB_DIST_DIR: path.join(os.tmpdir(), 'minda-no-web'),
    ...env,
  });
  const app = await buildApp({ config, db: handle.db, secret: TEST_SECRET, ...(logLines && { logStream: { write: (line: string) => void logLines.push(line) } }) });
  await extend?.(app);
  await app.ready();
  return {
    ...apiRequests(() => app),
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
export function setupTestApp(env: Record<string, string> = {}, extend?: ExtendApp, logLines?: string[]): TestApp {
  const holder = apiRequests(() => holder.app) as TestApp;
  beforeAll(async () => {
    Object.assign(holder, await createTestApp(env, extend, logLines));
  });
  afterAll(async () => {
    await holder.close?.();
  });
  return holder;
}
