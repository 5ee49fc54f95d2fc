import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end tests drive Debian's Chromium (never a downloaded browser) against the built web app served
 * by the real server, on a fresh embedded database seeded at start.
 */
// E2E_PORT and E2E_WEB_DIST let several runs share a machine: each gets its own port, data dir and build.
const PORT = Number(process.env.E2E_PORT ?? 3100);
const DATA_DIR = `.tmp/e2e-data-${PORT}`;
const WEB_DIST_DIR = process.env.E2E_WEB_DIST;

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
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    trace: 'retain-on-failure',
    launchOptions: { executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS },
  },
  projects: [
    {
      name: 'mobile',
      testMatch: /mobile-.*\.spec\.ts/,
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, browserName: 'chromium' },
    },
    {
      name: 'pc',
      testMatch: /pc-.*\.spec\.ts/,
      use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: {
    command: `rm -rf ${DATA_DIR} && node --import tsx apps/server/src/main.ts`,
    env: { PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR, LOG_LEVEL: 'warn', NODE_ENV: 'production', ...(WEB_DIST_DIR ? { WEB_DIST_DIR } : {}) },
    url: `http://127.0.0.1:${PORT}/healthz`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
