#!/usr/bin/env node
// `npm run bench numbers`: color by number over the colorability corpus (real line art and
// photos from Debian's packages, through the page pipeline), planned by the server's own code.
// Reports generation time, areas numbered, merged into a neighbour and left free (the paper
// around the picture among them), the smallest number as printed on the Letter sheet and how many
// print under 6 pt, numbers that touch a line and numbers over a line's soft grey edge, and the
// natural key of each photo (taken from its colours); writes
// bench/results/numbers.json and a picture of each numbered page to bench/.cache/numbers; exits
// non-zero when a budget is missed.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { corpusPages, ensureCorpus } from '../colorability/corpus.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(here, '../..');
const cacheDir = path.join(repo, 'bench/.cache');
const workDir = path.join(cacheDir, 'numbers');
const BUDGET = { onLines: 0, under6pt: 0, ms: 2000 };

fs.mkdirSync(workDir, { recursive: true });
const pages = corpusPages(ensureCorpus(cacheDir));
const pagesJson = path.join(workDir, 'pages.json');
fs.writeFileSync(pagesJson, JSON.stringify(pages));
console.log(`Planning color by number for ${pages.length} pages...`);
const rows = JSON.parse(
  execFileSync(process.execPath, ['--import', 'tsx', path.join(here, 'measure.ts'), workDir, pagesJson], {
    cwd: path.join(repo, 'apps/server'),
    stdio: ['ignore', 'pipe', 'inherit'],
    maxBuffer: 16 * 1024 * 1024,
    timeout: 900_000,
  }).toString(),
);

const pad = (v, n) => String(v).padStart(n);
console.log(
  `\n${'page'.padEnd(18)}${pad('kind', 9)}${pad('ms', 7)}${pad('regions', 9)}${pad('numbered', 10)}${pad('merged', 8)}${pad('free', 6)}${pad('min pt', 8)}${pad('< 6 pt', 8)}${pad('on line', 9)}${pad('on edge', 9)}${pad('colors', 8)}`,
);
for (const r of rows) {
  console.log(
    `${r.name.padEnd(18)}${pad(r.kind, 9)}${pad(Math.round(r.ms), 7)}${pad(r.regions, 9)}${pad(r.labelled, 10)}${pad(r.merged, 8)}${pad(r.free, 6)}${pad(r.smallestPt.toFixed(1), 8)}${pad(r.under6pt, 8)}${pad(r.onLines, 9)}${pad(r.onSoftEdges, 9)}${pad(r.colors, 8)}`,
  );
}
console.log('\nNatural key of the pages made from a photo (colours taken from it):');
for (const r of rows.filter((row) => row.naturalFromPhoto)) console.log(`  ${r.name.padEnd(16)}${r.naturalKey.join(', ')}`);
const missed = [];
for (const r of rows) {
  if (r.onLines > BUDGET.onLines) missed.push(`${r.name}: ${r.onLines} numbers touch a line`);
  if (r.under6pt > BUDGET.under6pt)
    missed.push(`${r.name}: ${r.under6pt} numbers print under 6 pt (smallest ${r.smallestPt.toFixed(1)} pt)`);
  if (r.ms > BUDGET.ms) missed.push(`${r.name}: ${Math.round(r.ms)} ms to plan (budget ${BUDGET.ms} ms)`);
}
fs.mkdirSync(path.join(repo, 'bench/results'), { recursive: true });
fs.writeFileSync(path.join(repo, 'bench/results/numbers.json'), JSON.stringify({ budget: BUDGET, rows, missed }, null, 2));
console.log(`\nPictures of the numbered pages: ${path.relative(repo, workDir)}/`);
if (missed.length) {
  console.log(`Budgets missed:\n  ${missed.join('\n  ')}`);
  process.exit(1);
}
console.log('Every budget met: 0 numbers on a line, no number printed under 6 pt, ≤ 2 s per page.');
