// Plans color by number for each corpus page with the server's own code, in Node:
// `tsx measure.ts <cache-dir> <pages.json>` (run from apps/server). Writes a picture of each
// numbered page to <cache-dir>/<name>.png and prints the measurements as JSON.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { CORE, DEFAULT_FILL_OPTIONS, DIGIT_HEIGHT, DIGIT_WIDTH, INK, computeRegionMap, type NumbersPlan } from '@crayonbox/canvas/headless';
import { cleanLineArt, traceLineArt } from '../../apps/server/src/modules/generation/line-art.ts';
import { makeColorReference } from '../../apps/server/src/modules/numbers/color-reference.ts';
import { planFromIllustration } from '../../apps/server/src/modules/numbers/generate.ts';
import { sheetLayout } from '../../apps/server/src/modules/numbers/sheet-pdf.ts';
import { toPrintArt } from '../../apps/server/src/modules/pages/print-art.ts';
import { loadSource } from '../colorability/source.ts';

const [cacheDir, pagesJson] = process.argv.slice(2) as [string, string];
const pages = JSON.parse(fs.readFileSync(pagesJson, 'utf8')) as Array<{ name: string; kind: 'line-art' | 'photo'; file: string }>;
/** The smallest number a sheet may print, in pt. */
const MIN_PRINTED_PT = 6;

/** The page as the plan saw it: 1024 RGBA on white. */
async function raster(png: Buffer) {
  const { data } = await sharp(png)
    .flatten({ background: '#fff' })
    .resize(1024, 1024, { fit: 'contain', background: '#fff' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { width: 1024, height: 1024, data: new Uint8ClampedArray(data.buffer, data.byteOffset, data.length) };
}

/**
 * Numbers whose figure box covers a pixel with any of the `bits` (CORE: the line itself; INK: its
 * soft grey edge too), checked pixel by pixel rather than with the planner's own test.
 */
function numbersOn(plan: NumbersPlan, lineBits: Uint8Array, w: number, bits: number): number {
  let touching = 0;
  for (const r of plan.regions) {
    const hw = (String(r.n).length * DIGIT_WIDTH * r.font) / 2;
    const hh = (DIGIT_HEIGHT * r.font) / 2;
    let ink = false;
    for (let y = Math.floor(r.y - hh); y < Math.ceil(r.y + hh) && !ink; y++) {
      for (let x = Math.floor(r.x - hw); x < Math.ceil(r.x + hw); x++) if (((lineBits[y * w + x] ?? 0) & bits) !== 0) ink = true;
    }
    if (ink) touching++;
  }
  return touching;
}

/** The numbered page as a picture: line art, the key's colours as light tints, numbers on top. */
async function picture(plan: NumbersPlan, png: Buffer, file: string) {
  const text = plan.regions
    .map(
      (r) =>
        `<text x="${r.x}" y="${r.y}" font-size="${r.font}" dy="${(DIGIT_HEIGHT * r.font) / 2}" text-anchor="middle" font-family="DejaVu Sans, sans-serif" fill="#333">${r.n}</text>`,
    )
    .join('');
  const svg = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="1024" height="1024">${text}</svg>`);
  await sharp(png)
    .flatten({ background: '#fff' })
    .resize(1024, 1024, { fit: 'contain', background: '#fff' })
    .composite([{ input: svg }])
    .png()
    .toFile(file);
}

const results = [];
for (const page of pages) {
  const source = await loadSource(page.file);
  const art = page.kind === 'photo' ? await traceLineArt(source) : await cleanLineArt(source);
  const stored = await toPrintArt(art);
  // "Natural" as an upload of this picture gets it: from the colours the page keeps of the photo.
  const colorReference = (await makeColorReference(source, art)) ?? undefined;
  const natural = await planFromIllustration(stored, 'natural', { colorReference });
  const started = performance.now();
  const plan = await planFromIllustration(stored, 'bright');
  const ms = performance.now() - started;

  const map = computeRegionMap(await raster(stored), DEFAULT_FILL_OPTIONS.lineThreshold, DEFAULT_FILL_OPTIONS.gapClose);
  // Printed size of each number on the Letter sheet, as sheet-pdf.ts draws it.
  const ptPerPx = sheetLayout('letter', plan.colors.length).side / plan.width;
  const printed = plan.regions.map((r) => r.font * ptPerPx);
  await picture(plan, stored, path.join(cacheDir, `${page.name}.png`));
  results.push({
    name: page.name,
    kind: page.kind,
    ms,
    regions: map.count,
    labelled: plan.regions.length,
    merged: plan.regions.reduce((s, r) => s + r.merged.length, 0),
    free: plan.unlabelled,
    smallestPt: printed.length ? Math.min(...printed) : 0,
    under6pt: printed.filter((pt) => pt < MIN_PRINTED_PT).length,
    onLines: numbersOn(plan, map.lineBits, 1024, CORE),
    onSoftEdges: numbersOn(plan, map.lineBits, 1024, INK),
    colors: plan.colors.length,
    naturalKey: natural.colors.map((c) => c.name),
    naturalFromPhoto: colorReference !== undefined,
  });
  console.error(`  ${page.name}: ${Math.round(ms)} ms`);
}
process.stdout.write(JSON.stringify(results));
