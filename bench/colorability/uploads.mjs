// The uploads part of `npm run bench colorability`: phone snapshots of printed pages and photos
// (uploads-corpus.mjs) through the pipeline (prepare-uploads.ts), their tables and their budgets
// (issue 21): a snapshot gives the printed page's areas within 25% and its largest tap within 10
// points, and comes out portrait as printed (upright, or upside down: which of the two a sideways
// photo is cannot always be told; orientation.ts); a photo gives 8-150 areas at the default Detail and at most 40 at Detail 1, at least 70%
// of its line pixels on strong edges of the photo, and, over a blurred background, background ink
// at most 35% of the subject's (densities: photo-measures.ts); a photo's preview (detect and trace,
// warm) within 1 s; a drawing coloured in is kept as a drawing (its outlines, not traced), with no specks.
// The subjects group has no budget: it prints how well the subject search finds a known subject
// (subjects.ts), over blurred and over busy backgrounds.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeContactSheets } from './contact-sheet.mjs';
import { ensureUploadsCorpus, uploadPictures } from './uploads-corpus.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
export const UPLOAD_BUDGET = {
  snapshotAreas: 0.25,
  snapshotLargestPoints: 0.1,
  photoAreas: [8, 150],
  detail1Areas: 40,
  onEdges: 0.7,
  backgroundInk: 0.35,
  previewMs: 1000,
};

/** The corpus's pictures that `wanted` asks for (group names or picture names; everything when null). */
export function selectPictures(cacheDir, wanted) {
  const all = uploadPictures(ensureUploadsCorpus(cacheDir));
  return wanted ? all.filter((p) => wanted.includes(p.group) || wanted.includes(p.name)) : all;
}

/**
 * Runs the pictures through the pipeline of `code` (a checkout), each in a process of its own:
 * the trace's k-means++ seeding draws from OpenCV's one random generator, so in a shared process a
 * picture's result would depend on which pictures went before it (areas moved by up to 25%), and
 * `--only` would not give what the full run gives. Writes the contact sheets; returns the rows.
 */
export async function measureUploads({ code, workDir, contactDir, pictures, quick }) {
  const results = [];
  // The subject search seeds OpenCV's generator itself at each call: the subjects share a process.
  const subjects = pictures.filter((p) => p.group === 'subjects');
  const batches = [...pictures.filter((p) => p.group !== 'subjects').map((p) => [p]), ...(subjects.length ? [subjects] : [])];
  for (const batch of batches) {
    const file = path.join(workDir, `upload-${process.pid}.json`);
    fs.writeFileSync(file, JSON.stringify(batch));
    const out = execFileSync(
      process.execPath,
      ['--import', 'tsx', path.join(here, 'prepare-uploads.ts'), code, workDir, file, ...(quick ? ['quick'] : [])],
      { cwd: path.join(code, 'apps/server'), stdio: ['ignore', 'pipe', 'inherit'], maxBuffer: 64 * 1024 * 1024 },
    );
    results.push(...JSON.parse(out.toString()));
    fs.rmSync(file);
  }
  const sheets = {};
  for (const r of results) if (r.tiles.length) (sheets[r.group] ??= []).push({ title: r.title, tiles: r.tiles });
  await writeContactSheets(contactDir, sheets);
  return results.map((r) => r.row);
}

const pct = (v) => `${(v * 100).toFixed(0)}%`;
const signed = (v, unit = '') => `${v >= 0 ? '+' : ''}${v.toFixed(0)}${unit}`;
const areasOff = (r) => (r.regions150 - r.truth.regions150) / Math.max(1, r.truth.regions150);
const pointsOff = (r) => r.largestTapShare - r.truth.largestTapShare;

function printTable(header, table) {
  const widths = header.map((h, i) => Math.max(h.length, ...table.map((row) => String(row[i]).length)));
  const line = (cells) => cells.map((c, i) => String(c).padEnd(widths[i])).join('  ');
  console.log(line(header));
  for (const row of table) console.log(line(row));
}

/** Prints the snapshots', the photos' and the drawings' tables. */
export function printUploads(rows) {
  const snapshots = rows.filter((r) => r.group === 'snapshots');
  const photos = rows.filter((r) => r.group === 'photos');
  const drawings = rows.filter((r) => r.group === 'drawings');
  if (snapshots.length) {
    console.log(
      '\nSnapshots of printed pages (page = the printed sheet kept as a perfect scan and cut to its drawing like a photographed sheet;\n' +
        'file = the starter uploaded as a file, for comparison; ms = detect + convert)\n',
    );
    printTable(
      [
        'snapshot',
        'kind',
        'detected',
        'areas',
        'page',
        'off',
        'file',
        'largest tap',
        'page',
        'off',
        'file',
        'turned',
        'specks',
        'leaks',
        'ms',
      ],
      snapshots.map((r) => [
        r.name,
        r.kind,
        r.detected,
        r.regions150,
        r.truth.regions150,
        signed(areasOff(r) * 100, '%'),
        r.fileTruth?.regions150 ?? '-',
        pct(r.largestTapShare),
        pct(r.truth.largestTapShare),
        signed(pointsOff(r) * 100, ' pt'),
        r.fileTruth ? pct(r.fileTruth.largestTapShare) : '-',
        `${r.turned}°`,
        r.specks,
        r.leaks,
        Math.round(r.ms),
      ]),
    );
  }
  if (photos.length) {
    console.log(
      '\nPhotos (traced; areas at Detail 1-5; the rest at the default Detail; ink = background ink per px / subject ink per px;\n' +
        'ms = detect + trace, the first picture of a process; preview ms = the same again, warm, nothing of the photo kept;\n' +
        'detail ms = then the next Detail, as when the slider moves)\n',
    );
    printTable(
      [
        'photo',
        'kind',
        'detected',
        'areas d1/d2/d3/d4/d5',
        'specks',
        'largest tap',
        'leaks',
        'on edges (chance)',
        'ink bg/subj',
        'ms',
        'preview ms',
        'detail ms',
      ],
      photos.map((r) => [
        r.name,
        r.kind,
        r.detected,
        r.areas.map((a) => a ?? '-').join('/'),
        r.specks,
        pct(r.largestTapShare),
        r.leaks,
        `${pct(r.onEdges)} (${pct(r.edgeCover)})`,
        r.ink ? pct(r.ink.ratio) : '-',
        Math.round(r.ms),
        r.previewMs === undefined ? '-' : Math.round(r.previewMs),
        r.detailMs === undefined ? '-' : Math.round(r.detailMs),
      ]),
    );
  }
  printSubjects(rows.filter((r) => r.group === 'subjects'));
  if (drawings.length) {
    console.log('\nDrawings coloured in (uploaded as they are; ms = detect + convert)\n');
    printTable(
      ['drawing', 'detected', 'areas', 'specks', 'largest tap', 'leaks', 'ms'],
      drawings.map((r) => [r.name, r.detected, r.regions150, r.specks, pct(r.largestTapShare), r.leaks, Math.round(r.ms)]),
    );
  }
}

/** The subjects' table and, for each kind of background, the mean overlap and how many were found well or missed. */
function printSubjects(rows) {
  const measured = rows.filter((r) => r.overlap !== null);
  if (!measured.length) return;
  console.log(
    '\nSubjects (a stamp over a photo; overlap = the subject found against the stamp, intersection over union; ms = decoding, finding faces and the subject search)\n',
  );
  printTable(
    ['subject', 'kind', 'stamp', 'background', 'overlap', 'ms'],
    measured.map((r) => [r.name, r.kind, r.stamp, r.background, r.scene ? 'scene' : r.overlap.toFixed(2), Math.round(r.ms)]),
  );
  console.log(`\n${rows.length - measured.length} stamps left out (too small, no cut-out, or hollow)`);
  for (const kind of ['blurred', 'busy']) {
    const of = measured.filter((r) => r.kind === kind);
    if (!of.length) continue;
    const mean = of.reduce((a, r) => a + r.overlap, 0) / of.length;
    const good = of.filter((r) => r.overlap >= 0.8).length;
    const scenes = of.filter((r) => r.scene).length;
    const ms = of.reduce((a, r) => a + r.ms, 0) / of.length;
    console.log(
      `subjects, ${kind} background: mean overlap ${mean.toFixed(2)}, ${good} of ${of.length} at 0.8 or more, ${scenes} taken for scenes, ${Math.round(ms)} ms on average`,
    );
  }
}

/** Budget checks: [name, value, budget, ok]. */
export function uploadChecks(rows) {
  const B = UPLOAD_BUDGET;
  const snapshots = rows.filter((r) => r.group === 'snapshots');
  const photos = rows.filter((r) => r.group === 'photos');
  const blurred = photos.filter((r) => r.kind === 'blurred');
  const drawings = rows.filter((r) => r.group === 'drawings');
  const checks = [];
  const worst = (xs, f) => xs.reduce((a, r) => (Math.abs(f(r)) > Math.abs(f(a)) ? r : a));
  if (snapshots.length) {
    const kept = snapshots.filter((r) => r.detected !== 'photo').length;
    const portrait = snapshots.filter((r) => r.turned % 180 === 0).length;
    const upright = snapshots.filter((r) => r.turned === 0).length;
    const areas = worst(snapshots, areasOff);
    const largest = worst(snapshots, pointsOff);
    checks.push(
      ['snapshots: kept as line art', `${kept}/${snapshots.length}`, 'all', kept === snapshots.length],
      ['snapshots: not sideways (upright)', `${portrait}/${snapshots.length} (${upright})`, 'all', portrait === snapshots.length],
      [
        'snapshots: areas vs the page (worst)',
        signed(areasOff(areas) * 100, '%'),
        `± ${pct(B.snapshotAreas)}`,
        snapshots.every((r) => Math.abs(areasOff(r)) <= B.snapshotAreas),
      ],
      [
        'snapshots: largest tap vs the page (worst)',
        signed(pointsOff(largest) * 100, ' pt'),
        `± ${B.snapshotLargestPoints * 100} pt`,
        snapshots.every((r) => Math.abs(pointsOff(r)) <= B.snapshotLargestPoints),
      ],
    );
  }
  if (photos.length) {
    const at = (r, d) => r.areas[d - 1];
    const d = photos[0].defaultDetail;
    const lo = Math.min(...photos.map((r) => at(r, d)));
    const hi = Math.max(...photos.map((r) => at(r, d)));
    const detected = photos.filter((r) => r.detected === 'photo').length;
    checks.push(
      ['photos: detected as photo', `${detected}/${photos.length}`, 'all', detected === photos.length],
      [
        `photos: areas at Detail ${d} (range)`,
        `${lo}-${hi}`,
        `${B.photoAreas[0]}-${B.photoAreas[1]}`,
        lo >= B.photoAreas[0] && hi <= B.photoAreas[1],
      ],
      [
        'photos: areas at Detail 1 (most)',
        Math.max(...photos.map((r) => at(r, 1))),
        `≤ ${B.detail1Areas}`,
        photos.every((r) => at(r, 1) <= B.detail1Areas),
      ],
      [
        'photos: line px on strong edges (least)',
        pct(Math.min(...photos.map((r) => r.onEdges))),
        `≥ ${pct(B.onEdges)}`,
        photos.every((r) => r.onEdges >= B.onEdges),
      ],
    );
    if (blurred.length)
      checks.push([
        'blurred backgrounds: ink vs subject (most)',
        pct(Math.max(...blurred.map((r) => r.ink.ratio))),
        `≤ ${pct(B.backgroundInk)}`,
        blurred.every((r) => r.ink.ratio <= B.backgroundInk),
      ]);
    const timed = photos.filter((r) => r.previewMs !== undefined);
    if (timed.length)
      checks.push([
        'photos: preview, warm (slowest)',
        `${Math.round(Math.max(...timed.map((r) => r.previewMs)))} ms`,
        `≤ ${B.previewMs} ms`,
        timed.every((r) => r.previewMs <= B.previewMs),
      ]);
  }
  if (drawings.length) {
    const kept = drawings.filter((r) => r.detected === 'drawing').length;
    const specks = drawings.reduce((a, r) => a + r.specks, 0);
    checks.push(
      ['drawings coloured in: kept as drawings', `${kept}/${drawings.length}`, 'all', kept === drawings.length],
      ['drawings coloured in: specks', specks, '0', specks === 0],
    );
  }
  return checks;
}
