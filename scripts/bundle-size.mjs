// The landing's initial JavaScript: the entry chunk of the built index.html plus every chunk it
// loads before running (its static imports, which index.html modulepreloads), gzipped. Budget:
// 90 kB. Usage:
//   node scripts/bundle-size.mjs              builds apps/web into a temporary folder and measures it
//   node scripts/bundle-size.mjs --dist DIR   measures an existing build (e.g. apps/web/dist)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { root, run } from './lib.mjs';

/** kB as Vite prints them (1 kB = 1000 bytes). */
export const INITIAL_JS_BUDGET = 90_000;

const gzipSize = (file) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;

/** Builds the web app into a fresh temporary folder (with the Vite manifest); returns the folder. */
export async function buildToTemp() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'crayonbox-web-'));
  const code = await run('npx', ['vite', 'build', '--outDir', dir, '--emptyOutDir', '--manifest', '--logLevel', 'warn'], {
    cwd: path.join(root, 'apps/web'),
  });
  if (code !== 0) throw new Error(`vite build failed (exit ${code})`);
  return dir;
}

/** Static `import ... from "./x.js"` of a built chunk (dynamic import() calls are left out). */
function staticImports(dist, file) {
  const code = fs.readFileSync(path.join(dist, file), 'utf8');
  const found = new Set();
  for (const match of code.matchAll(/(?:^|[;\n}])\s*import\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"']+\.js)["']/g)) {
    const spec = match[1];
    found.add(path.posix.join(path.posix.dirname(file), spec));
  }
  return [...found];
}

/** Everything `entry` needs before it runs, following static imports. */
function closure(dist, entry, manifest) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    const record = manifest ? Object.values(manifest).find((r) => r.file === file) : null;
    const next = record ? (record.imports ?? []).map((key) => manifest[key]?.file).filter(Boolean) : staticImports(dist, file);
    for (const child of next) visit(child);
  };
  visit(entry);
  return [...seen];
}

/**
 * Measures the landing: `initial` is the entry and its static imports (checked against what
 * index.html modulepreloads); `deferred` are the chunks the landing fetches right after it starts
 * (the sections below the hero), reported but outside the budget.
 */
export function measureLanding(dist) {
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const entry = /<script\b[^>]*type="module"[^>]*src="\/([^"]+)"/.exec(html)?.[1];
  if (!entry) throw new Error('No module entry script in index.html');
  const preloaded = [...html.matchAll(/<link\b[^>]*rel="modulepreload"[^>]*href="\/([^"]+)"/g)].map((m) => m[1]);
  const manifestFile = path.join(dist, '.vite/manifest.json');
  const manifest = fs.existsSync(manifestFile) ? JSON.parse(fs.readFileSync(manifestFile, 'utf8')) : null;
  const files = [...new Set([...closure(dist, entry, manifest), ...preloaded])];
  const initial = files.map((file) => ({ file, bytes: fs.statSync(path.join(dist, file)).size, gzip: gzipSize(path.join(dist, file)) }));
  const deferred = fs
    .readdirSync(path.join(dist, 'assets'))
    .filter((name) => /^below-the-fold-.*\.js$/.test(name))
    .flatMap((name) => closure(dist, `assets/${name}`, manifest))
    .filter((file) => !files.includes(file))
    .map((file) => ({ file, bytes: fs.statSync(path.join(dist, file)).size, gzip: gzipSize(path.join(dist, file)) }));
  const total = initial.reduce((sum, f) => sum + f.gzip, 0);
  return { entry, preloaded, initial, deferred, total, budget: INITIAL_JS_BUDGET, ok: total <= INITIAL_JS_BUDGET };
}

/** Prints the measurement as a small table. */
export function printLanding(result) {
  console.log('\nLanding (/) initial JavaScript (gzip -9):');
  for (const f of [...result.initial].sort((a, b) => b.gzip - a.gzip))
    console.log(`  ${kb(f.gzip).padStart(9)}  ${kb(f.bytes).padStart(9)} raw  ${f.file}`);
  console.log(`  ${kb(result.total).padStart(9)}  total, budget ${kb(result.budget)}: ${result.ok ? 'OK' : 'OVER BUDGET'}`);
  const later = result.deferred.reduce((sum, f) => sum + f.gzip, 0);
  if (later)
    console.log(
      `  + ${kb(later)} fetched once the hero is on screen, for the sections below it (not in the budget): ${result.deferred.map((f) => f.file).join(', ')}`,
    );
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const i = process.argv.indexOf('--dist');
  const dist = i > 0 ? path.resolve(process.argv[i + 1] ?? '') : await buildToTemp();
  const result = measureLanding(dist);
  printLanding(result);
  if (i < 0) fs.rmSync(dist, { recursive: true, force: true });
  process.exit(result.ok ? 0 : 1);
}
