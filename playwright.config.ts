import { rmSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

/**
 * Browser tests for the web app, run against the real server (`scripts/start.mjs` builds the web app
 * if needed, migrates a throw-away database and serves app + API). Uses Debian's Chromium: never
 * downloads a browser.
 */
const PORT = Number(process.env.E2E_PORT ?? 4310);
const DATA_DIR = process.env.E2E_DATA_DIR ?? './.data-test/e2e';
const baseURL = `http://127.0.0.1:${PORT}`;
// Set by scripts/test-e2e.mjs for the suite's second pass: the same server on PostgreSQL.
const DATABASE_URL = process.env.E2E_DATABASE_URL;

// Fresh database for every run (only in the runner process, not in each worker).
if (!process.env.TEST_WORKER_INDEX) rmSync(DATA_DIR, { recursive: true, force: true });

const chromiumLaunch = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: 'apps/web/e2e',
  fullyParallel: true,
  workers: 2,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  // Two workers on two cores with a server and Chromium each: a long flow that takes 20 s idle takes 35 s
  // when the machine is busy, and 45-48 s on a CI machine whose load average stood at 8-9 (2026-12-01: the
  // reminders flow timed out twice at 45 s and passed in 27 s on the next run), so a test's budget is 75 s.
  // A wrong page still fails fast: every expectation waits 7 s at most.
  timeout: 75_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunch,
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: /mobile\.spec\.ts/,
      use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunch },
    },
    {
      name: 'mobile',
      testMatch: /mobile\.spec\.ts/,
      use: { ...devices['Pixel 7'], viewport: { width: 360, height: 780 }, launchOptions: chromiumLaunch },
    },
  ],
  webServer: {
    command: DATABASE_URL ? 'node scripts/e2e-postgres.mjs' : 'node scripts/start.mjs',
    url: `${baseURL}/api/health`,
    // The suite signs up well over 50 accounts from one address within the hour; the limits themselves
    // are tested in the server's integration tests.
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR,
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT_SCALE: '20',
      ...(DATABASE_URL ? { DATABASE_URL } : {}),
    },
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
