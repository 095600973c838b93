// Helpers shared by the npm scripts: paths, freshness of the web build, Chromium lookup.
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const webDist = path.join(root, 'apps/web/dist');

/** Newest modification time under the given folders (node_modules and dist skipped). */
function newestMtime(dirs) {
  let newest = 0;
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else newest = Math.max(newest, fs.statSync(full).mtimeMs);
    }
  };
  for (const d of dirs) {
    if (!fs.existsSync(d)) continue;
    if (fs.statSync(d).isDirectory()) walk(d);
    else newest = Math.max(newest, fs.statSync(d).mtimeMs);
  }
  return newest;
}

/** True when the built web app is missing or older than its sources. */
export function webBuildIsStale() {
  const index = path.join(webDist, 'index.html');
  if (!fs.existsSync(index)) return true;
  const sources = [
    'apps/web/src',
    'apps/web/public',
    'apps/web/index.html',
    'apps/web/vite.config.ts',
    'packages/contract/src',
    'packages/canvas/src',
  ];
  return newestMtime(sources.map((s) => path.join(root, s))) > fs.statSync(index).mtimeMs;
}

/** Runs a command, inheriting stdio; resolves with its exit code. */
export function run(cmd, args, opts = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: 'inherit', cwd: root, ...opts });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

export async function buildWebIfStale() {
  if (!webBuildIsStale()) return;
  console.log('Building the web app (first start or changed sources)...');
  const code = await run('npm', ['run', 'build', '--silent']);
  if (code !== 0) process.exit(code);
}

/** A free TCP port on 127.0.0.1. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/** The Chromium the browser tests drive; exits with install advice when it is missing. */
/** Flags Debian's Chromium needs here, as root and with no network (benchmarks and scripts). */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export function chromiumPath() {
  const candidate = process.env.CHROME_PATH || '/usr/bin/chromium';
  if (!fs.existsSync(candidate)) {
    console.error(
      `\nChromium was not found at ${candidate}.\nThe browser tests drive Debian's Chromium. Install it with:\n\n  sudo apt-get update && sudo apt-get install -y chromium\n\nor point CHROME_PATH at another Chromium binary.\n`,
    );
    process.exit(1);
  }
  return candidate;
}
