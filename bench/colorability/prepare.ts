// Runs each corpus page through the product's pipeline and measures it with the real fill, in
// Node: `tsx prepare.ts <code-root> <cache-dir> <pages.json>`. <code-root> is the checkout whose
// pipeline and fill are measured (this one, or another one for a before/after comparison).
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import sharp from 'sharp';
import { measurePage } from './measure.ts';
import { printPpi } from './print-ppi.ts';
import { loadSource } from './source.ts';

const [codeRoot, cacheDir, pagesJson] = process.argv.slice(2) as [string, string, string];
const load = (rel: string) => import(pathToFileURL(path.join(codeRoot, rel)).href);
const lineArt = await load('apps/server/src/modules/generation/line-art.ts');
const canvasFill = await load('packages/canvas/src/fill/flood-fill.ts');
const barrier = await load('packages/canvas/src/fill/line-barrier.ts');
// The paper around the picture, as color by number finds it (checkouts from before it: none).
const headless = fs.existsSync(path.join(codeRoot, 'packages/canvas/src/numbers/margins.ts'))
  ? await load('packages/canvas/src/headless.ts')
  : null;
const { makePrintPdf } = await load('apps/server/src/modules/print/pdf.ts');
// Checkouts from before print resolution stored pages at 1024 px.
const printArt = fs.existsSync(path.join(codeRoot, 'apps/server/src/modules/pages/print-art.ts'))
  ? await load('apps/server/src/modules/pages/print-art.ts')
  : {
      toPrintArt: (png: Buffer) =>
        sharp(png).flatten({ background: '#fff' }).resize(1024, 1024, { fit: 'contain', background: '#fff' }).png().toBuffer(),
    };

const pages = JSON.parse(fs.readFileSync(pagesJson, 'utf8')) as Array<{ name: string; kind: 'line-art' | 'photo'; file: string }>;
const results = [];
for (const page of pages) {
  const source = await loadSource(page.file);
  const started = performance.now();
  const art = page.kind === 'photo' ? await lineArt.traceLineArt(source) : await lineArt.cleanLineArt(source);
  const stored = await printArt.toPrintArt(art);
  const pipelineMs = performance.now() - started;
  // The coloring screen's view of it: the stored picture at 1024 px, RGBA.
  const { data } = await sharp(stored)
    .resize(1024, 1024, { fit: 'contain', background: '#fff' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const image = { width: 1024, height: 1024, data: new Uint8ClampedArray(data.buffer, data.byteOffset, data.length) };
  const rgbaFile = path.join(cacheDir, `${page.name}.rgba`);
  fs.writeFileSync(rgbaFile, data);
  await sharp(stored)
    .resize(1024, 1024)
    .png()
    .toFile(path.join(cacheDir, `${page.name}.png`));
  const map = headless?.computeRegionMap(image, 96, 3);
  const paper: Set<number> = map ? headless.paperAround(map) : new Set();
  const m = measurePage(image, canvasFill.createFloodFiller, barrier.computeLineBarrier, (i) => paper.has(map?.labels[i]));
  const pdf = await makePrintPdf({ png: stored, title: page.name, size: 'letter', creator: 'bench' });
  results.push({ ...page, rgbaFile, pipelineMs, storedPx: (await sharp(stored).metadata()).width, printPpi: await printPpi(pdf), ...m });
  console.error(`  ${page.name}: measured`);
}
process.stdout.write(JSON.stringify(results));
