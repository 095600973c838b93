// Browser tests: builds the web app if needed, then Playwright starts `npm start` on a free port
// with a temporary DATA_DIR and drives Debian's Chromium against it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { buildWebIfStale, chromiumPath, freePort, root, run } from './lib.mjs';

/** Starts the fake OpenAI-compatible server (e2e/fixtures) and resolves with it and its /v1 url. */
function startFakeOpenAi() {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'e2e/fixtures/fake-openai-server.ts')], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const match = /FAKE_OPENAI_URL=(\S+)/.exec(out);
      if (match) resolve({ child, url: match[1] });
    });
    child.on('exit', (code) => reject(new Error(`the fake OpenAI server exited (${code})`)));
  });
}

/** Starts the fake Stripe (e2e/fixtures: Stripe API plus a hosted checkout page) and resolves with it and its url. */
function startFakeStripe() {
  const script = path.join(root, 'e2e/fixtures/fake-stripe-server.ts');
  const child = spawn(process.execPath, ['--import', 'tsx', script], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const match = /FAKE_STRIPE_URL=(\S+)/.exec(out);
      if (match) resolve({ child, url: match[1] });
    });
    child.on('exit', (code) => reject(new Error(`the fake Stripe server exited (${code})`)));
  });
}

const chrome = chromiumPath();
// `npm start` (the server Playwright starts) checks apps/web/dist itself: built here, before its timeout runs.
await buildWebIfStale();
// The browser tests run a production build of their own that honours ?platform= (forced android,
// ios, desktop: apps/web/src/lib/platform.ts); the build `npm start` serves never does. Built
// fresh per run into a temporary folder, so runs at the same time never serve each other's files.
const e2eDist = fs.mkdtempSync(path.join(os.tmpdir(), 'crayonbox-e2e-web-'));
console.log('Building the web app for the browser tests...');
const built = await run('npx', ['vite', 'build', '--outDir', e2eDist, '--emptyOutDir', '--logLevel', 'warn'], {
  cwd: path.join(root, 'apps/web'),
  env: { ...process.env, VITE_ALLOW_PLATFORM_OVERRIDE: 'true' },
});
if (built !== 0) process.exit(built);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crayonbox-e2e-'));
const env = {
  ...process.env,
  CHROME_PATH: chrome,
  E2E_PORT: String(await freePort()),
  E2E_DATA_DIR: dataDir,
  E2E_JSON: process.env.E2E_JSON ?? path.join(root, 'e2e/test-results/e2e.json'),
  // Read by scripts/start.mjs (the server Playwright starts) over its default apps/web/dist.
  WEB_DIST: e2eDist,
};
// The app reaches the fake through the OpenAI SDK's own OPENAI_BASE_URL (before the app starts).
const fakeOpenAi = await startFakeOpenAi();
env.E2E_EXTRA_ENV = JSON.stringify({ ...JSON.parse(process.env.E2E_EXTRA_ENV || '{}'), OPENAI_BASE_URL: fakeOpenAi.url });
// The same for Stripe (STRIPE_API_BASE); the specs drive its checkout page and control endpoints through FAKE_STRIPE_URL.
const fakeStripe = await startFakeStripe();
env.FAKE_STRIPE_URL = fakeStripe.url;
env.E2E_EXTRA_ENV = JSON.stringify({ ...JSON.parse(env.E2E_EXTRA_ENV), STRIPE_API_BASE: fakeStripe.url });
const code = await run('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts', ...process.argv.slice(2)], { env });
fakeOpenAi.child.removeAllListeners('exit');
fakeOpenAi.child.kill();
fakeStripe.child.removeAllListeners('exit');
fakeStripe.child.kill();
fs.rmSync(dataDir, { recursive: true, force: true });
fs.rmSync(e2eDist, { recursive: true, force: true });
process.exit(code);
