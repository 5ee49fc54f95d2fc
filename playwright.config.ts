import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end tests drive Debian's Chromium (never a downloaded browser) against the built web app served
 * by the real server, on a fresh embedded database seeded at start.
 */
// E2E_PORT and E2E_WEB_DIST let several runs share a machine: each gets its own ports, data dirs and build.
// Each project has its own server and database (mobile on E2E_PORT, PC on the next port), and the two run side by
// side, each one file at a time against its own data: 27.5 minutes one test at a time, 20.5 in two lanes.
const BASE_PORT = Number(process.env.E2E_PORT ?? 3100);
const WEB_DIST_DIR = process.env.E2E_WEB_DIST;
const PORTS = { mobile: BASE_PORT, pc: BASE_PORT + 1 };
const origin = (port: number) => `http://127.0.0.1:${port}`;

const server = (port: number) => {
  const dataDir = `.tmp/e2e-data-${port}`;
  return {
    command: `rm -rf ${dataDir} && node --import tsx apps/server/src/main.ts`,
    env: { PORT: String(port), HOST: '127.0.0.1', PUBLIC_BASE_URL: origin(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'production', ...(WEB_DIST_DIR ? { WEB_DIST_DIR } : {}) },
    url: `${origin(port)}/healthz`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe' as const,
    stderr: 'pipe' as const,
  };
};

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 2, // one per project
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  use: {
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    // Recording a trace of every test cost about a fifth of each test's time (mobile stay search and tour list: 113-129
    // s of tests with traces, 87-99 s without); CI retries a failure once and that retry is traced. Locally:
    // `npx playwright test --trace retain-on-failure`.
    trace: 'on-first-retry',
    launchOptions: { executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS },
  },
  projects: [
    {
      name: 'mobile',
      testMatch: /mobile-.*\.spec\.ts/,
      workers: 1,
      use: { baseURL: origin(PORTS.mobile), ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, browserName: 'chromium' },
    },
    {
      name: 'pc',
      testMatch: /pc-.*\.spec\.ts/,
      workers: 1,
      use: { baseURL: origin(PORTS.pc), browserName: 'chromium', viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: Object.values(PORTS).map(server),
});
