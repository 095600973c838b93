// The line-art part of `npm run bench colorability`: the colorability corpus (real line art and
// photos) through the pipeline (prepare.ts), measured with the real fill, the fill timed in
// Chromium beside q-floodfill; today's table and budgets.
import { CHROMIUM_ARGS } from '../../scripts/lib.mjs';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const BUDGET = { leaks: 0, white: 0, another: 0, photoLargestShare: 0.4, photoSpecks: 0, largeMs: 8, smallMs: 1, printPpi: 300 };

/** Measures the pages with the pipeline of `code`; prints the table; returns rows, checks and Chromium's version. */
export async function measureLineArt({ code, repo, workDir, pages }) {
  const pagesJson = path.join(workDir, 'pages.json');
  fs.writeFileSync(pagesJson, JSON.stringify(pages));
  console.log(`Preparing ${pages.length} pages with the pipeline of ${code === repo ? 'this checkout' : code}...`);
  const measured = JSON.parse(
    execFileSync(process.execPath, ['--import', 'tsx', path.join(here, 'prepare.ts'), code, workDir, pagesJson], {
      cwd: path.join(code, 'apps/server'),
      stdio: ['ignore', 'pipe', 'inherit'],
      maxBuffer: 64 * 1024 * 1024,
    }).toString(),
  );

  // Fill timing in Chromium.
  const bundle = await build({
    entryPoints: [path.join(here, 'page.ts')],
    bundle: true,
    format: 'esm',
    target: 'es2022',
    write: false,
    logLevel: 'silent',
    alias: { 'measured-fill': path.join(code, 'packages/canvas/src/fill/flood-fill.ts') },
    nodePaths: [path.join(repo, 'node_modules')],
  });
  const js = bundle.outputFiles[0].text;
  const server = createServer((req, res) => {
    const headers = { 'Cross-Origin-Opener-Policy': 'same-origin', 'Cross-Origin-Embedder-Policy': 'require-corp' };
    if (req.url === '/')
      return res
        .writeHead(200, { ...headers, 'Content-Type': 'text/html' })
        .end('<!doctype html><script type="module" src="/page.js"></script>');
    if (req.url === '/page.js') return res.writeHead(200, { ...headers, 'Content-Type': 'text/javascript' }).end(js);
    const page = measured.find((p) => req.url === `/rgba/${p.name}`);
    if (page) return res.writeHead(200, { ...headers, 'Content-Type': 'application/octet-stream' }).end(fs.readFileSync(page.rgbaFile));
    res.writeHead(404, headers).end();
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: CHROMIUM_ARGS,
  });
  const tab = await browser.newPage();
  await tab.goto(`http://127.0.0.1:${server.address().port}/`);
  await tab.waitForFunction(() => 'runBench' in globalThis);
  const jobs = measured.map((p) => ({ name: p.name, url: `/rgba/${p.name}`, largeSeed: p.largeSeed, smallSeed: p.smallSeed }));
  const timing = await tab.evaluate((j) => globalThis.runBench(j), jobs);
  const version = await browser.version();
  await browser.close();
  server.close();

  const rows = measured.map((p) => ({ ...p, ...timing.find((t) => t.name === p.name) }));
  const pct = (v) => `${(v * 100).toFixed(1)}%`;
  const ms = (v) => v.toFixed(2);
  console.log(`\nChromium ${version}; fill times are medians of 15 runs at 1024x1024 (q-floodfill on the same page and seed)\n`);
  const header = [
    'page',
    'kind',
    'regions>=150',
    '>=1000',
    'specks',
    'taps',
    'white',
    'other',
    'leaks',
    'largest tap',
    'inside',
    'white left px (clusters)',
    'large ms (q)',
    'small ms (q)',
    'regions ms',
    'print ppi',
  ];
  const table = rows.map((r) => [
    r.name,
    r.kind,
    r.regions150,
    r.regions1000,
    r.specks,
    r.taps,
    r.white,
    r.another,
    r.leaks,
    pct(r.largestTapShare),
    pct(r.largestInsideShare ?? r.largestTapShare),
    `${r.whiteLeftPx} (${r.whiteLeftClusters})`,
    `${ms(r.largeMs)} (${ms(r.qLargeMs)})`,
    `${ms(r.smallMs)} (${ms(r.qSmallMs)})`,
    ms(r.prepareMs),
    Math.round(r.printPpi),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...table.map((row) => String(row[i]).length)));
  const line = (cells) => cells.map((c, i) => String(c).padEnd(widths[i])).join('  ');
  console.log(line(header));
  for (const row of table) console.log(line(row));

  const photos = rows.filter((r) => r.kind === 'photo');
  const sum = (key) => rows.reduce((a, r) => a + r[key], 0);
  const medianOf = (key) => [...rows.map((r) => r[key])].sort((a, b) => a - b)[Math.floor(rows.length / 2)];
  const checks = [
    ['leaks', sum('leaks'), `= ${BUDGET.leaks}`, sum('leaks') <= BUDGET.leaks],
    ['taps whose own pixel stays white', sum('white'), `= ${BUDGET.white}`, sum('white') <= BUDGET.white],
    ['taps that color another region', sum('another'), `= ${BUDGET.another}`, sum('another') <= BUDGET.another],
    // Inside the picture: a subject drawn on an empty page (issue 21) has the page around it as
    // its largest area, a tap there colors the background as a child expects, and color by number
    // leaves it unnumbered (margins.ts). A traced area of the picture itself is what must stay small.
    [
      'traced photos: largest tap inside the picture',
      pct(Math.max(...photos.map((r) => r.largestInsideShare ?? r.largestTapShare))),
      `≤ ${pct(BUDGET.photoLargestShare)}`,
      photos.every((r) => (r.largestInsideShare ?? r.largestTapShare) <= BUDGET.photoLargestShare),
    ],
    [
      'traced photos: specks < 20 px',
      photos.reduce((a, r) => a + r.specks, 0),
      `= ${BUDGET.photoSpecks}`,
      photos.every((r) => r.specks <= BUDGET.photoSpecks),
    ],
    [
      'fill, large region (median of pages)',
      `${ms(medianOf('largeMs'))} ms`,
      `≤ ${BUDGET.largeMs} ms`,
      medianOf('largeMs') <= BUDGET.largeMs,
    ],
    [
      'fill, small region (median of pages)',
      `${ms(medianOf('smallMs'))} ms`,
      `≤ ${BUDGET.smallMs} ms`,
      medianOf('smallMs') <= BUDGET.smallMs,
    ],
    [
      'print resolution (lowest)',
      `${Math.round(Math.min(...rows.map((r) => r.printPpi)))} ppi`,
      `≥ ${BUDGET.printPpi} ppi`,
      rows.every((r) => r.printPpi >= BUDGET.printPpi),
    ],
  ];
  console.log(`white left (not a budget): ${sum('whiteLeftPx')} px in ${sum('whiteLeftClusters')} clusters over ${rows.length} pages`);
  return { rows, checks, version };
}
