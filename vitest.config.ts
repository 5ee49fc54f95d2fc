import os from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/**
 * One run, several projects: contract rules, the server's integration suite on PGlite (and again on
 * PostgreSQL when TEST_DATABASE_URL is set, as .ci/run does), and the web app's unit/component tests.
 */
const serverProject = (driver: 'pglite' | 'postgres') => ({
  test: {
    name: `server:${driver}`,
    root: '.',
    include: ['apps/server/src/**/*.test.ts'],
    environment: 'node' as const,
    env: { TEST_DB: driver },
    globalSetup: ['apps/server/src/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});

export default defineConfig({
  test: {
    // Vitest's default is one worker per core but one; on CI's two cores that is one file at a time, while an
    // integration file spends much of its time waiting on PostgreSQL, sockets and timers. Two workers there took
    // the whole run from 1,160 to 753 s (2026-11-29, quiet machine, same results).
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    projects: [
      { test: { name: 'contracts', root: '.', include: ['packages/contracts/src/**/*.test.ts'], environment: 'node' } },
      serverProject('pglite'),
      ...(process.env.TEST_DATABASE_URL ? [serverProject('postgres')] : []),
      {
        plugins: [react()],
        test: {
          name: 'web',
          root: '.',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['apps/web/src/test/setup.ts'],
          // The first lazy screen chunk a worker imports can take seconds on CI's 2 cores while the two
          // server projects run beside it (a 5 s default timed out there); a real hang still fails.
          testTimeout: 20_000,
          retry: process.env.CI ? 1 : 0,
        },
      },
    ],
  },
});
