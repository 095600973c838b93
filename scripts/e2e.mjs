// Browser tests: builds the web app if needed, then Playwright starts `npm start` on a free port
// with a temporary DATA_DIR and drives Debian's Chromium against it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildWebIfStale, chromiumPath, freePort, root, run } from './lib.mjs';

const chrome = chromiumPath();
await buildWebIfStale();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crayonbox-e2e-'));
const env = {
  ...process.env,
  CHROME_PATH: chrome,
  E2E_PORT: String(await freePort()),
  E2E_DATA_DIR: dataDir,
  E2E_JSON: process.env.E2E_JSON ?? path.join(root, 'e2e/test-results/e2e.json'),
};
const code = await run('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts', ...process.argv.slice(2)], { env });
fs.rmSync(dataDir, { recursive: true, force: true });
process.exit(code);
