import { defineConfig } from '@playwright/test';

// scripts/e2e.mjs picks the port, the temporary DATA_DIR and the Chromium binary.
const port = Number(process.env.E2E_PORT ?? 3100);
const dataDir = process.env.E2E_DATA_DIR ?? '/tmp/crayonbox-e2e';
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: './specs',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  forbidOnly: true,
  reporter: [['list'], ['json', { outputFile: process.env.E2E_JSON ?? 'test-results/e2e.json' }]],
  outputDir: 'test-results/artifacts',
  use: {
    baseURL,
    trace: 'off',
    screenshot: 'only-on-failure',
    // The app's service worker would answer requests before page.route() sees them: off, except
    // in the specs about it (offline.spec.ts turns it back on).
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  webServer: {
    command: 'node scripts/start.mjs',
    cwd: '..',
    url: `${baseURL}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: baseURL,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // Every spec signs people up and in from one address; the real limit is tested by the API tests.
      AUTH_RATE_LIMIT: '1000',
      DATABASE_URL: '',
      SMTP_URL: '',
      ...(process.env.E2E_EXTRA_ENV ? (JSON.parse(process.env.E2E_EXTRA_ENV) as Record<string, string>) : {}),
    },
  },
});
