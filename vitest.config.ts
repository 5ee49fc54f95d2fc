import { defineConfig } from 'vitest/config';
import { esModuleConditions, preactEsbuild, preactResolve, reactPackages } from './apps/web/preact-runtime.ts';

/**
 * One run, several projects: contract rules, the server's integration suite on PGlite (and again on
 * PostgreSQL when TEST_DATABASE_URL is set, as .ci/run does), and the web app's unit/component tests.
 */
/**
 * What ships (decision 036): Preact behind React's API, also for the packages that import `react`, in the web
 * components' tests and in the server's page renders (they compile apps/web/src/entry-server.tsx).
 */
const preactRuntime = {
  resolve: {
    ...preactResolve,
    // Testing Library's CommonJS main would `require('react-dom')` past the aliases: its ES build imports them.
    alias: [...preactResolve.alias, { find: /^@testing-library\/react$/, replacement: '@testing-library/react/dist/@testing-library/react.esm.js' }],
  },
  esbuild: preactEsbuild,
};

const serverProject = (driver: 'pglite' | 'postgres') => ({
  ...preactRuntime,
  test: {
    server: { deps: { inline: reactPackages } },
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
    projects: [
      { test: { name: 'contracts', root: '.', include: ['packages/contracts/src/**/*.test.ts'], environment: 'node' } },
      serverProject('pglite'),
      ...(process.env.TEST_DATABASE_URL ? [serverProject('postgres')] : []),
      {
        ...preactRuntime,
        resolve: { ...preactRuntime.resolve, conditions: esModuleConditions },
        test: {
          name: 'web',
          server: { deps: { inline: reactPackages } },
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
