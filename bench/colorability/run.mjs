#!/usr/bin/env node
// `npm run bench colorability`: how real pages color. Real line art and photos (fetched from
// Debian's packages), through the product's pipeline (clean or trace, stored at print
// resolution, shown at 1024), measured with the real fill (definitions in measure.ts) and timed
// in Chromium beside q-floodfill (line-art-pages.mjs); then uploads (uploads.mjs): phone snapshots
// of printed pages, photos of a subject in front of a blurred or busy background and drawings
// coloured in, with contact sheets in bench/results/contact/. Prints tables, writes bench/results/colorability.json, exits
// non-zero when a budget is missed.
//   --code DIR    measures another checkout of the project (writes colorability-other.json and
//                 contact sheets in bench/results/contact/<DIR's name>/)
//   --only LIST   measures a part: groups (line-art, snapshots, photos, drawings, subjects) or pictures by name,
//                 comma-separated, e.g. `--only photos` or `--only snap-gecko,dog-street-blurred`
//                 (writes colorability-only.json)
//   --quick       traces photos at Detail 1 and the default only (the budgeted ones)
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { corpusPages, ensureCorpus } from './corpus.mjs';
import { BUDGET, measureLineArt } from './line-art-pages.mjs';
import { measureUploads, printUploads, selectPictures, UPLOAD_BUDGET, uploadChecks } from './uploads.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(here, '../..');
const arg = (name) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const code = arg('--code') ? path.resolve(arg('--code')) : repo;
const only = arg('--only')?.split(',') ?? null;
const quick = process.argv.includes('--quick');
const cacheDir = path.join(repo, 'bench/.cache');
// Each measured checkout gets its own work folder and contact sheets (contact/<folder name> for
// `--code`), so runs measuring different checkouts at once do not overwrite each other's pictures.
const tag = code === repo ? '' : path.basename(code);
const workDir = path.join(cacheDir, 'colorability', tag || 'this-checkout');
const contactDir = path.join(repo, 'bench/results/contact', tag);

const watchdog = setTimeout(() => {
  console.error('colorability bench: timed out after 3600 s');
  process.exit(2);
}, 3_600_000);

fs.mkdirSync(workDir, { recursive: true });
const pages = corpusPages(ensureCorpus(cacheDir)).filter((p) => !only || only.includes('line-art') || only.includes(p.name));
const lineArt = pages.length ? await measureLineArt({ code, repo, workDir, pages }) : { rows: [], checks: [], version: null };

const pictures = selectPictures(cacheDir, only);
let uploads = [];
if (pictures.length) {
  console.log(
    `\nPreparing ${pictures.length} uploads (snapshots and photos) with the pipeline of ${code === repo ? 'this checkout' : code}...`,
  );
  uploads = await measureUploads({ code, workDir, contactDir, pictures, quick });
  printUploads(uploads);
  console.log(`\nContact sheets: ${path.relative(repo, contactDir) || '.'}/`);
}

const checks = [...lineArt.checks, ...uploadChecks(uploads)];
console.log('');
for (const [name, value, budget, ok] of checks)
  console.log(`${name.padEnd(42)} ${String(value).padStart(10)}  ${budget.padEnd(10)} ${ok ? 'ok' : 'MISSED'}`);

fs.mkdirSync(path.join(repo, 'bench/results'), { recursive: true });
const results = {
  chromium: lineArt.version,
  code: code === repo ? 'this checkout' : path.basename(code),
  only,
  budget: { ...BUDGET, uploads: UPLOAD_BUDGET },
  pages: lineArt.rows.map(({ rgbaFile: _file, ...r }) => r),
  uploads,
  checks,
};
const name = only ? 'colorability-only.json' : code === repo ? 'colorability.json' : 'colorability-other.json';
fs.writeFileSync(path.join(repo, 'bench/results', name), JSON.stringify(results, null, 2));
clearTimeout(watchdog);
const missed = checks.filter((c) => !c[3]);
console.log(missed.length ? `\nBudgets missed: ${missed.map((c) => c[0]).join(', ')}` : '\nall budgets met');
process.exit(missed.length ? 1 : 0);
