// Uploads through the product's pipeline, in Node: `tsx prepare-uploads.ts <code-root> <work-dir>
// <pictures.json> [quick]`; prints one { row, title, group, tiles } per picture (tiles: the
// pictures for the contact sheet, saved in the work folder). Each upload goes the way an upload goes by default:
// detect, then keep-and-clean (drawings, snapshots) or trace at the default Detail (photos), then
// stored as print art and seen at 1024 px. A snapshot is compared with the page it is a picture of:
// the clean starter kept and cleaned (what the colorability table measures), since the best a
// snapshot can give is the page as if it had been uploaded as a file. Photos are also traced at
// every Detail (only at Detail 1 and the default when quick).
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { compositePhoto, type CompositeSpec } from './composite.ts';
import { countAreas, measurePage } from './measure.ts';
import { turnedBy } from './orientation.ts';
import { backgroundInk, edgeShare } from './photo-measures.ts';
import { loadPipeline, MAX_PIXELS, screenView } from './pipeline.ts';
import { phoneSnapshot, printedSheet } from './snapshot.ts';
import { loadSource } from './source.ts';
import { subjectRow } from './subjects.ts';

type Tile = { file: string; caption: string };
type Picture = {
  name: string;
  group: 'snapshots' | 'photos' | 'drawings' | 'subjects';
  kind?: string;
  file?: string;
  seed?: number;
  variant?: 'table' | 'filled';
  size?: [number, number];
  shadow?: boolean;
  turn?: 90 | 270;
} & Partial<CompositeSpec>;

const [codeRoot, workDir, picturesJson, quick] = process.argv.slice(2) as [string, string, string, string?];
const pictures = JSON.parse(fs.readFileSync(picturesJson, 'utf8')) as Picture[];
const pipe = await loadPipeline(codeRoot);
const DETAILS = quick ? [...new Set([1, pipe.defaultDetail])] : [1, 2, 3, 4, 5];
const out = path.join(workDir, 'uploads');
fs.mkdirSync(out, { recursive: true });

const pctOf = (v: number) => `${(v * 100).toFixed(0)}%`;
const keep = (kind: string) => kind !== 'photo';
const fullMeasure = (view: Awaited<ReturnType<typeof screenView>>) => {
  const { largeSeed: _l, smallSeed: _s, ...m } = measurePage(view, pipe.createFloodFiller, pipe.computeLineBarrier);
  return m;
};
// Making a snapshot takes seconds and gives the same bytes every time: it is kept in the work
// folder under a name that changes with the picture's spec and the code that makes it.
const maker = createHash('sha1');
for (const f of ['snapshot.ts', 'opencv.ts']) maker.update(fs.readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), f)));
const makerHash = maker.digest('hex');
// Shared by the work folders of every measured checkout; written whole or not at all.
const made = path.join(workDir, '..', 'made');
fs.mkdirSync(made, { recursive: true });
async function cached(p: Picture, ext: string, make: () => Promise<Buffer>): Promise<Buffer> {
  const key = createHash('sha1').update(makerHash).update(JSON.stringify(p)).digest('hex').slice(0, 12);
  const file = path.join(made, `${p.name}-${key}.${ext}`);
  if (fs.existsSync(file)) return fs.readFileSync(file);
  const bytes = await make();
  fs.writeFileSync(`${file}.${process.pid}`, bytes);
  fs.renameSync(`${file}.${process.pid}`, file);
  return bytes;
}

/** Saves a picture small for the contact sheet; returns its path. */
const thumb = async (name: string, image: Buffer) => {
  const file = path.join(out, `${name}.png`);
  await sharp(image).flatten({ background: '#ffffff' }).resize(1024, 1024, { fit: 'inside' }).png().toFile(file);
  return file;
};

/**
 * A kept page as printed on a sheet and cut to its drawing, as the pipeline cuts a photographed
 * sheet: its ink with a margin of 4% of its longer side all round, white where the margin runs
 * past the picture (on the sheet, the printer's margin is paper).
 */
async function onPaper(png: Buffer): Promise<Buffer> {
  const { data, info } = await sharp(png).extractChannel(0).raw().toBuffer({ resolveWithObject: true });
  let [x0, y0, x1, y1] = [info.width, info.height, -1, -1];
  for (let y = 0; y < info.height; y++)
    for (let x = 0; x < info.width; x++)
      if (data[y * info.width + x]! < 128) [x0, y0, x1, y1] = [Math.min(x0, x), Math.min(y0, y), Math.max(x1, x), Math.max(y1, y)];
  if (x1 < 0) return png;
  const m = Math.round(0.04 * Math.max(x1 - x0 + 1, y1 - y0 + 1));
  const padded = await sharp(png).extend({ top: m, bottom: m, left: m, right: m, background: '#ffffff' }).png().toBuffer();
  return sharp(padded)
    .extract({ left: x0, top: y0, width: x1 - x0 + 1 + 2 * m, height: y1 - y0 + 1 + 2 * m })
    .png()
    .toBuffer();
}

async function snapshotRow(p: Picture) {
  const source = await loadSource(p.file!);
  const sheet = await printedSheet(source);
  // The page to match is the starter kept as a file, as it lies on the printed sheet and cut to
  // its drawing as a photographed sheet is: what a phone can see of it. The file itself differs
  // in what no photo of the sheet shows: its canvas's blank margins, and areas closed only by the
  // canvas's edge (a horizon drawn to it), which the sheet's paper margin opens again. It is
  // measured too, for comparison.
  const kept = await pipe.cleanLineArt(source, MAX_PIXELS);
  const printed = await pipe.toPrintArt(await onPaper(kept));
  const truth = fullMeasure(await screenView(printed));
  const file = fullMeasure(await screenView(await pipe.toPrintArt(kept)));
  const [width, height] = p.size!;
  const variant = p.variant!;
  const { shadow, turn } = p;
  const photo = await cached(p, 'jpg', async () => phoneSnapshot(sheet, { seed: p.seed!, variant, width, height, shadow, turn }));
  const started = performance.now();
  const detected = await pipe.detectKind(photo, MAX_PIXELS);
  const art = keep(detected) ? await pipe.cleanLineArt(photo, MAX_PIXELS) : await pipe.traceLineArt(photo, MAX_PIXELS, pipe.defaultDetail);
  const ms = performance.now() - started;
  const stored = await pipe.toPrintArt(art);
  const m = fullMeasure(await screenView(stored));
  const { turned, margin } = await turnedBy(stored, printed);
  const kind = `${variant}${shadow ? ' shadow' : ''}${turn ? ` turned ${turn}` : ''}`;
  const tiles: Tile[] = [
    {
      file: await thumb(`${p.name}-printed`, printed),
      caption: `printed: ${truth.regions150} areas, largest ${pctOf(truth.largestTapShare)}`,
    },
    { file: await thumb(`${p.name}-photo`, photo), caption: `${kind}: ${detected}` },
    {
      file: await thumb(`${p.name}-result`, stored),
      caption: `${m.regions150} areas, largest ${pctOf(m.largestTapShare)}${turned ? `, turned ${turned}°` : ''}`,
    },
  ];
  const fileTruth = { regions150: file.regions150, largestTapShare: file.largestTapShare };
  return { row: { name: p.name, group: p.group, kind, detected, ms, turned, turnMargin: margin, truth, fileTruth, ...m }, tiles };
}

async function photoRow(p: Picture) {
  const composite = p.stamp ? await compositePhoto(p as CompositeSpec) : null;
  const photo = composite?.image ?? (await loadSource(p.file!));
  const started = performance.now();
  const detected = await pipe.detectKind(photo, MAX_PIXELS);
  const arts = new Map<number, Buffer>();
  const traced = await pipe.tracePlaced(photo, MAX_PIXELS, pipe.defaultDetail);
  arts.set(pipe.defaultDetail, traced.art);
  const ms = performance.now() - started;
  for (const d of DETAILS) if (!arts.has(d)) arts.set(d, await pipe.traceLineArt(photo, MAX_PIXELS, d));
  // The preview's work once more, warm (OpenCV loaded, as in a server's picture worker) but with
  // nothing kept of this photo: what a person waits for after choosing the photo. As the preview
  // route does: detection, then the art alone (the page's colours are encoded only when it is made).
  pipe.forgetPrepared();
  const warm = performance.now();
  await pipe.detectKind(photo, MAX_PIXELS);
  await pipe.traceLineArt(photo, MAX_PIXELS, pipe.defaultDetail);
  const previewMs = performance.now() - warm;
  // Then the Detail slider moved one step: the same photo traced at the next Detail.
  const moved = performance.now();
  await pipe.traceLineArt(photo, MAX_PIXELS, pipe.defaultDetail + 1);
  const detailMs = performance.now() - moved;
  const areas: Array<number | null> = [null, null, null, null, null];
  const stored = new Map<number, Buffer>();
  for (const d of DETAILS) {
    stored.set(d, await pipe.toPrintArt(arts.get(d)!));
    areas[d - 1] = countAreas(await screenView(stored.get(d)!), pipe.computeLineBarrier).regions150;
  }
  const view = await screenView(stored.get(pipe.defaultDetail)!);
  const m = fullMeasure(view);
  const { onEdges, edgeCover } = await edgeShare(view, photo, traced.placement);
  const ink = composite ? await backgroundInk(view, composite.mask, composite.width, composite.height, traced.placement) : null;
  const tiles: Tile[] = [
    { file: await thumb(`${p.name}-photo`, photo), caption: `${p.kind}, detected ${detected}` },
    ...(await Promise.all(
      [1, 3, 5]
        .filter((d) => stored.has(d))
        .map(async (d) => ({ file: await thumb(`${p.name}-d${d}`, stored.get(d)!), caption: `Detail ${d}: ${areas[d - 1]} areas` })),
    )),
  ];
  return {
    row: {
      name: p.name,
      group: p.group,
      kind: p.kind,
      detected,
      ms,
      previewMs,
      detailMs,
      areas,
      defaultDetail: pipe.defaultDetail,
      onEdges,
      edgeCover,
      ink,
      ...m,
    },
    tiles,
  };
}

/**
 * A drawing coloured in, uploaded as it is: kept as its outlines (as detected), with the page it
 * would make if traced beside it for comparison.
 */
async function drawingRow(p: Picture) {
  const drawing = await loadSource(p.file!);
  const started = performance.now();
  const detected = await pipe.detectKind(drawing, MAX_PIXELS);
  const art = keep(detected)
    ? await pipe.cleanLineArt(drawing, MAX_PIXELS)
    : await pipe.traceLineArt(drawing, MAX_PIXELS, pipe.defaultDetail);
  const ms = performance.now() - started;
  const m = fullMeasure(await screenView(await pipe.toPrintArt(art)));
  const traced = keep(detected) ? await pipe.traceLineArt(drawing, MAX_PIXELS, pipe.defaultDetail) : art;
  const tiles: Tile[] = [
    { file: await thumb(`${p.name}-drawing`, drawing), caption: `detected ${detected}` },
    {
      file: await thumb(`${p.name}-result`, art),
      caption: `${m.regions150} areas, largest ${pctOf(m.largestTapShare)}, ${m.specks} specks`,
    },
    { file: await thumb(`${p.name}-traced`, traced), caption: `traced instead (Detail ${pipe.defaultDetail})` },
  ];
  return { row: { name: p.name, group: p.group, kind: p.kind, detected, ms, ...m }, tiles };
}

const results = [];
for (const p of pictures) {
  const started = performance.now();
  const { row, tiles } =
    p.group === 'snapshots'
      ? await snapshotRow(p)
      : p.group === 'drawings'
        ? await drawingRow(p)
        : p.group === 'subjects'
          ? await subjectRow(pipe, p as CompositeSpec & { kind: string }, thumb)
          : await photoRow(p);
  results.push({ row, group: p.group, title: p.name, tiles });
  console.error(`  ${p.name}: measured in ${((performance.now() - started) / 1000).toFixed(0)} s`);
}
process.stdout.write(JSON.stringify(results));
