// `npm start`: builds the web app if it is missing or stale, then migrates, seeds and serves
// API + web on PORT (default 3000). `npm run demo` (--demo) first seeds the demo catalogue.
import path from 'node:path';
import { buildWebIfStale, root, run, webDist } from './lib.mjs';

const demo = process.argv.includes('--demo');
await buildWebIfStale();
// The demo sells without a Stripe account: while no Stripe key is set, payments go to the built-in
// stand-in (apps/server/src/demo/payments-stand-in.ts).
const env = { NODE_ENV: 'production', WEB_DIST: webDist, ...(demo ? { CRAYONBOX_DEMO: 'true' } : {}), ...process.env };
const tsx = ['--import', 'tsx'];
if (demo) {
  const code = await run(process.execPath, [...tsx, path.join(root, 'scripts/demo-seed.ts')], { env });
  if (code !== 0) process.exit(code);
}
const code = await run(process.execPath, [...tsx, path.join(root, 'apps/server/src/main.ts')], { env });
process.exit(code);
