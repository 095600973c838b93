// Browser side of the canvas benchmark: bundled by run.mjs with esbuild and run in Chromium.
import FloodFill from 'q-floodfill';
import { createImage, cloneImage } from '../../packages/canvas/src/image';
import { createFloodFiller } from '../../packages/canvas/src/fill/flood-fill';
import { paintRegion } from '../../packages/canvas/src/fill/paint-region';
import { composeLayers } from '../../packages/canvas/src/raster/compose';
import { createMemorySurface } from '../../packages/canvas/src/surface/memory-surface';
import { createTileHistory } from '../../packages/canvas/src/history/tile-history';
import { BRUSH_SIZES } from '../../packages/canvas/src/tools/brush-settings';
import { createColoringEngine } from '../../packages/canvas/src/engine';
import { mountCanvasRenderer } from '../../packages/canvas/src/dom/canvas-renderer';
import { encodePng, toImageData } from '../../packages/canvas/src/dom/png';
import { samplePage } from '../../packages/canvas/src/test/line-art';
import type { Rect, Rgba } from '../../packages/canvas/src/types';
import { buildToolSettings, createTool } from '../../packages/canvas/src/test/tools';
import { benchBrushes } from './brushes';
import { RUNS, SIZE, WARMUP, lcg, stats, time, wavyPath } from './measure';

const SEED_X = 40;
const SEED_Y = 40;

const PALETTE: Rgba[] = [
  { r: 239, g: 68, b: 68, a: 255 },
  { r: 59, g: 130, b: 246, a: 255 },
  { r: 34, g: 197, b: 94, a: 255 },
  { r: 234, g: 179, b: 8, a: 255 },
  { r: 168, g: 85, b: 247, a: 255 },
];

function benchFill() {
  const lineArt = samplePage(SIZE);
  const coloring = createImage(SIZE, SIZE);
  const filler = createFloodFiller(SIZE, SIZE);
  const composite = composeLayers(lineArt, createImage(SIZE, SIZE));
  // Reused mask buffer: our timed runs allocate nothing, so they never trigger a collection of
  // the garbage q-floodfill leaves (it allocates objects per pixel), nor pay for one.
  const mask = new Uint8Array(SIZE * SIZE);
  const warm: number[] = [];
  const cold: number[] = [];
  const walls: number[] = [];
  const q: number[] = [];
  let pixels = 0;
  let qPixels = 0;
  // The contenders run interleaved, so load from other processes hits them alike.
  for (let i = 0; i < WARMUP + RUNS; i++) {
    const keep = i >= WARMUP;
    const color = PALETTE[i % PALETTE.length] as Rgba;

    // Warm: the page's regions are already computed (a worker does it when the page loads).
    let t0 = performance.now();
    const region = filler.region(lineArt, coloring, SEED_X, SEED_Y, undefined, mask);
    if (!region) throw new Error('fill found no region');
    paintRegion(coloring, region, color);
    if (keep) warm.push(performance.now() - t0);
    pixels = region.count;

    // Cold: a fill that has to compute the regions first.
    filler.invalidate();
    t0 = performance.now();
    const again = filler.region(lineArt, coloring, SEED_X, SEED_Y, undefined, mask);
    if (!again) throw new Error('fill found no region');
    paintRegion(coloring, again, color);
    if (keep) cold.push(performance.now() - t0);

    // The regions alone: the one-off cost when a page loads (off the main thread in the app).
    filler.invalidate();
    t0 = performance.now();
    filler.prepare(lineArt);
    if (keep) walls.push(performance.now() - t0);

    // q-floodfill on the same page as the user sees it (line art over a blank coloring).
    const data = toImageData(cloneImage(composite));
    t0 = performance.now();
    const ff = new FloodFill(data);
    ff.fill('#ef4444', SEED_X, SEED_Y, 32);
    if (keep) q.push(performance.now() - t0);
    qPixels = ff.modifiedPixelsCount;
  }
  return {
    warm: stats(warm),
    cold: stats(cold),
    walls: stats(walls),
    q: stats(q),
    pixels,
    qPixels,
    pageShare: pixels / (SIZE * SIZE),
  };
}

function benchStroke() {
  const engine = createColoringEngine({ lineArt: samplePage(SIZE) });
  const canvas = document.createElement('canvas');
  document.body.append(canvas);
  const ctx = canvas.getContext('2d');
  canvas.width = SIZE;
  canvas.height = SIZE;
  if (!ctx) throw new Error('no 2d context');
  const image = toImageData(engine.surface.coloring);
  engine.setBrushSize(30); // the largest size: the worst case
  engine.setColor('#3b82f6');
  const rand = lcg(7);
  const SEGMENTS = 61;
  // One segment = one pointermove of a fast drag: 24 px, i.e. ~2900 px/s at 120 Hz.
  const path = wavyPath(rand, 400 + SEGMENTS + 2, 24);
  let dirty: Rect | null = null;
  const off = engine.onPixels((r) => {
    dirty = r;
  });
  const move = (k: number) => engine.pointerMove({ pointerId: 1, x: path[k]!.x, y: path[k]!.y, pointerType: 'mouse' });
  // A long throwaway stroke first, so the timed segments run optimised code.
  engine.pointerDown({ pointerId: 1, x: path[0]!.x, y: path[0]!.y, pointerType: 'mouse', button: 0 });
  for (let k = 1; k < 400; k++) move(k);
  const rasterTimes: number[] = [];
  for (let k = 400; k < 400 + SEGMENTS; k++) {
    const t0 = performance.now();
    move(k);
    rasterTimes.push(performance.now() - t0);
  }
  const raster = stats(rasterTimes);
  engine.pointerUp({ pointerId: 1, x: 0, y: 0 });
  // Raster plus presenting the changed rectangle on a canvas: what one frame costs.
  engine.pointerDown({ pointerId: 1, x: path[0]!.x, y: path[0]!.y, pointerType: 'mouse', button: 0 });
  for (let k = 1; k < 400; k++) move(k);
  const frameTimes: number[] = [];
  for (let k = 400; k < 400 + SEGMENTS; k++) {
    const t0 = performance.now();
    dirty = null;
    move(k);
    const r = dirty as Rect | null;
    if (r) ctx.putImageData(image, 0, 0, r.x, r.y, r.width, r.height);
    ctx.getImageData(0, 0, 1, 1); // makes sure the copy has landed inside the timed span
    frameTimes.push(performance.now() - t0);
  }
  const frame = stats(frameTimes);
  engine.pointerUp({ pointerId: 1, x: 0, y: 0 });
  off();
  canvas.remove();
  return { raster, frame };
}

/** Draws one typical stroke with the brush tool on a surface; returns what to commit. */
function typicalStroke(surface: ReturnType<typeof createMemorySurface>, rand: () => number): readonly Rect[] | Rect | null {
  const tool = createTool('brush');
  const size = BRUSH_SIZES[Math.floor(rand() * BRUSH_SIZES.length)] as number;
  // 100-400 px long, sampled every ~8 px like a 60-120 Hz pointer.
  const length = 100 + rand() * 300;
  const pts = wavyPath(rand, Math.round(length / 8), 8);
  tool.down(
    { ...pts[0]!, pressure: 0.5, pointerType: 'mouse' },
    surface,
    buildToolSettings({ brushSize: size, color: PALETTE[Math.floor(rand() * PALETTE.length)] as Rgba }),
  );
  for (const p of pts.slice(1)) tool.move([{ ...p, pressure: 0.5, pointerType: 'mouse' }], surface);
  const done = tool.up(surface);
  return done?.parts ?? done?.dirty ?? null;
}

let fillDirty: Rect | null = null;

function benchHistory() {
  const surface = createMemorySurface({ width: SIZE, height: SIZE, lineArt: samplePage(SIZE) });
  const history = createTileHistory(surface.coloring);
  const rand = lcg(42);
  let dirty: readonly Rect[] | Rect | null = null;
  const commit = time(
    () => {
      if (!history.commit(dirty)) throw new Error('stroke added no history state');
    },
    () => {
      dirty = typicalStroke(surface, rand);
    },
  );
  // Worst cases, for information: a stroke across the whole page, and a fill of most of it.
  const wide: number[] = [];
  for (let i = 0; i < WARMUP + RUNS; i++) {
    const tool = createTool('brush');
    const color = PALETTE[i % PALETTE.length] as Rgba;
    tool.down({ x: 30, y: 30, pressure: 0.5, pointerType: 'mouse' }, surface, buildToolSettings({ brushSize: 30, color }));
    for (let k = 1; k <= 40; k++) tool.move([{ x: 30 + k * 24, y: 30 + k * 24, pressure: 0.5, pointerType: 'mouse' }], surface);
    const done = tool.up(surface);
    const t0 = performance.now();
    history.commit(done?.parts ?? null);
    if (i >= WARMUP) wide.push(performance.now() - t0);
  }
  const fillSurface = createMemorySurface({ width: SIZE, height: SIZE, lineArt: samplePage(SIZE) });
  const fillHistory = createTileHistory(fillSurface.coloring);
  const fillCommit = time(
    () => {
      if (!fillHistory.commit(fillDirty)) throw new Error('fill added no history state');
    },
    (i) => {
      const region = fillSurface.regionAt(SEED_X, SEED_Y);
      if (!region) throw new Error('fill found no region');
      fillDirty = fillSurface.paintRegion(region, PALETTE[i % PALETTE.length] as Rgba);
    },
  );
  // Memory: 100 typical strokes on a fresh page.
  const s2 = createMemorySurface({ width: SIZE, height: SIZE, lineArt: samplePage(SIZE) });
  const h2 = createTileHistory(s2.coloring);
  const rand2 = lcg(1234);
  for (let i = 0; i < 100; i++) h2.commit(typicalStroke(s2, rand2));
  const strokesBytes = h2.bytes;
  const strokeStates = h2.length;
  // For comparison: 80 strokes and 20 fills of whole regions, alternating.
  const s3 = createMemorySurface({ width: SIZE, height: SIZE, lineArt: samplePage(SIZE) });
  const h3 = createTileHistory(s3.coloring);
  const rand3 = lcg(99);
  const seeds = [
    [40, 40],
    [300, 300],
    [300, 200],
    [720, 280],
    [512, 760],
    [880, 680],
  ];
  for (let i = 0; i < 100; i++) {
    if (i % 5 === 4) {
      const [x, y] = seeds[i % seeds.length] as [number, number];
      const region = s3.regionAt(x, y);
      h3.commit(region ? s3.paintRegion(region, PALETTE[i % PALETTE.length] as Rgba) : null);
    } else {
      h3.commit(typicalStroke(s3, rand3));
    }
  }
  // Undo back through all of them, checking the page returns to blank.
  const undoStart = performance.now();
  while (h3.canUndo) h3.undo();
  const undoAllMs = performance.now() - undoStart;
  const blank = s3.coloring.data.every((v) => v === 0);
  return {
    commit,
    commitPageWideStroke: stats(wide),
    commitPageFill: fillCommit,
    strokes100: { bytes: strokesBytes, states: strokeStates },
    mixed100: { bytes: h3.bytes, states: h3.length, undoAllMs, undoneToBlank: blank },
  };
}

async function benchExport() {
  const engine = createColoringEngine({ lineArt: samplePage(SIZE) });
  engine.fillAt(SEED_X, SEED_Y);
  const canvas = document.createElement('canvas');
  const unmount = mountCanvasRenderer(engine, canvas);
  await new Promise((r) => requestAnimationFrame(() => r(null)));
  const shown = canvas.getContext('2d')?.getImageData(SEED_X, SEED_Y, 1, 1).data[3] ?? 0;
  unmount();
  const t0 = performance.now();
  const blob = await engine.exportComposite();
  const ms = performance.now() - t0;
  const head = new Uint8Array(await blob.slice(0, 8).arrayBuffer());
  const png = [137, 80, 78, 71, 13, 10, 26, 10].every((b, i) => head[i] === b);
  const saved = await encodePng(engine.surface.coloring);
  return { compositePngMs: ms, compositePngBytes: blob.size, isPng: png, coloringPngBytes: saved.size, rendererShowsFill: shown === 255 };
}

async function runBench() {
  const fill = benchFill();
  const stroke = benchStroke();
  const history = benchHistory();
  const exported = await benchExport();
  const brushes = benchBrushes();
  return { userAgent: navigator.userAgent, crossOriginIsolated, fill, stroke, history, export: exported, brushes };
}

(window as unknown as { runBench: typeof runBench }).runBench = runBench;
