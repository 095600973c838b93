// Per-brush part of the canvas benchmark: one pointer event on a 60 px stroke (raster and blit), a 3-second
// scribble, the undo memory of 100 strokes, and stay-inside-the-lines against the plain stroke.
import { BRUSH_SIZES } from '../../packages/canvas/src/tools/brush-settings';
import { DEFAULT_BRUSHES } from '../../packages/canvas/src/tools/brushes/default-brushes';
import type { BrushStyle } from '../../packages/canvas/src/tools/brush-style';
import { createTileHistory } from '../../packages/canvas/src/history/tile-history';
import { createMemorySurface, type MemorySurface } from '../../packages/canvas/src/surface/memory-surface';
import { toImageData } from '../../packages/canvas/src/dom/png';
import { samplePage } from '../../packages/canvas/src/test/line-art';
import { buildToolSettings, createTool } from '../../packages/canvas/src/test/tools';
import type { ToolPointer } from '../../packages/canvas/src/tools/tool';
import type { Rgba } from '../../packages/canvas/src/types';
import { SIZE, lcg, median, stats, wavyPath } from './measure';

const BLUE: Rgba = { r: 59, g: 130, b: 246, a: 255 };
// A 240 Hz pen read by a 120 Hz screen: each pointer event carries this many coalesced samples.
const COALESCED = 4;
const EVENTS = 61;
const SCRIBBLE_HZ = 120;
const SCRIBBLE_SECONDS = 3;
const SCRIBBLE_PAIRS = 7;
// Inside the sample page's background, the largest region: a scribble there crosses many lines.
const SCRIBBLE_START = { x: 40, y: 40 };

const pen = (p: { x: number; y: number }, pressure = 1): ToolPointer => ({ x: p.x, y: p.y, pressure, pointerType: 'pen' });

/**
 * Time of one pointer event (COALESCED samples, 24 px of travel) on a 60 px stroke at full pen
 * pressure: the rasterising and the copy of the changed rectangle onto a canvas, as one frame does.
 */
function eventTimes(surface: MemorySurface, brush: BrushStyle, ctx: CanvasRenderingContext2D, image: ImageData) {
  const tool = createTool('brush');
  const path = wavyPath(lcg(7), (200 + EVENTS) * COALESCED + 1, 24 / COALESCED);
  const settings = buildToolSettings({ brush, brushSize: 60, color: BLUE });
  tool.down(pen(path[0]!), surface, settings);
  const times: number[] = [];
  for (let e = 0; e < 200 + EVENTS; e++) {
    const samples = path.slice(1 + e * COALESCED, 1 + (e + 1) * COALESCED).map((p) => pen(p));
    const t0 = performance.now();
    const r = tool.move(samples, surface);
    if (r) ctx.putImageData(image, 0, 0, r.x, r.y, r.width, r.height);
    ctx.getImageData(0, 0, 1, 1); // makes sure the copy has landed inside the timed span
    // The first 200 events warm the code up.
    if (e >= 200) times.push(performance.now() - t0);
  }
  tool.up(surface);
  return stats(times);
}

/** A child's scribble: back and forth across the page at 120 events a second for 3 s, drifting down. */
function scribblePath(): { x: number; y: number }[][] {
  const events: { x: number; y: number }[][] = [];
  const n = SCRIBBLE_HZ * SCRIBBLE_SECONDS;
  for (let e = 0; e < n; e++) {
    const samples: { x: number; y: number }[] = [];
    for (let k = 0; k < 2; k++) {
      const t = (e * 2 + k) / (n * 2);
      // Four strokes across a second; the pen also moves down the page.
      samples.push({
        x: SCRIBBLE_START.x + (SIZE - 2 * SCRIBBLE_START.x) * (0.5 - 0.5 * Math.cos(t * Math.PI * 2 * 4 * SCRIBBLE_SECONDS)),
        y: SCRIBBLE_START.y + t * (SIZE - 2 * SCRIBBLE_START.y),
      });
    }
    events.push(samples);
  }
  return events;
}

/** A page to scribble on, made once per brush: regions computed as the app does on load. */
function scribblePage() {
  const surface = createMemorySurface({ width: SIZE, height: SIZE, lineArt: samplePage(SIZE) });
  surface.prepareFill();
  return { surface, history: createTileHistory(surface.coloring), path: scribblePath() };
}

/**
 * Total time of the whole scribble (down, every move, up, history commit), size 30, on a blank
 * page; returns the time and, with the aid on, how many painted pixels lie outside the region
 * the scribble started in (must be none).
 */
function scribble(page: ReturnType<typeof scribblePage>, brush: BrushStyle, insideLines: boolean) {
  const { surface, history, path } = page;
  // Blank again, outside the timed span; the same buffers, so no run pays for another's garbage.
  surface.coloring.data.fill(0);
  history.reset();
  const tool = createTool('brush');
  const settings = buildToolSettings({ brush, brushSize: 30, color: BLUE, insideLines });
  const t0 = performance.now();
  tool.down(pen(SCRIBBLE_START, 0.5), surface, settings);
  for (const event of path)
    tool.move(
      event.map((p) => pen(p, 0.5)),
      surface,
    );
  const done = tool.up(surface);
  history.commit(done?.parts ?? done?.dirty ?? null);
  const ms = performance.now() - t0;
  let outside = 0;
  if (insideLines) {
    const region = surface.regionAt(SCRIBBLE_START.x, SCRIBBLE_START.y, { tolerance: 255, maxSpeckArea: 0 });
    for (let i = 0; i < SIZE * SIZE; i++) if (surface.coloring.data[i * 4 + 3] !== 0 && region?.mask[i] === 0) outside++;
  }
  return { ms, outside };
}

/** Stored undo bytes after 100 typical strokes (100-400 px, random sizes) with this brush. */
function undoBytes(brush: BrushStyle): number {
  const surface = createMemorySurface({ width: SIZE, height: SIZE, lineArt: samplePage(SIZE) });
  const history = createTileHistory(surface.coloring);
  const rand = lcg(1234);
  for (let i = 0; i < 100; i++) {
    const tool = createTool('brush');
    const size = BRUSH_SIZES[Math.floor(rand() * BRUSH_SIZES.length)] as number;
    const pts = wavyPath(rand, Math.round((100 + rand() * 300) / 8), 8);
    tool.down(pen(pts[0]!, 0.5), surface, buildToolSettings({ brush, brushSize: size, color: { ...BLUE, g: Math.floor(rand() * 255) } }));
    for (const p of pts.slice(1)) tool.move([pen(p, 0.5)], surface);
    const done = tool.up(surface);
    history.commit(done?.parts ?? done?.dirty ?? null);
  }
  if (history.length !== 101) throw new Error(`${brush.id}: ${history.length - 1} undo steps kept of 100`);
  return history.bytes;
}

/** Every registered brush, measured the same way. */
export function benchBrushes() {
  const canvas = document.createElement('canvas');
  canvas.width = SIZE;
  canvas.height = SIZE;
  document.body.append(canvas);
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('no 2d context');
  const results = DEFAULT_BRUSHES.map((brush) => {
    const surface = createMemorySurface({ width: SIZE, height: SIZE, lineArt: samplePage(SIZE) });
    const event = eventTimes(surface, brush, ctx, toImageData(surface.coloring));
    // Plain and inside-the-lines scribbles in back-to-back pairs, so the load of a shared machine
    // hits both of a pair alike; the ratio is the median of the pairs' ratios.
    const page = scribblePage();
    scribble(page, brush, false); // warm-up
    scribble(page, brush, true);
    const plain: number[] = [];
    const inside: number[] = [];
    const ratios: number[] = [];
    let outside = 0;
    for (let r = 0; r < SCRIBBLE_PAIRS; r++) {
      const a = scribble(page, brush, false);
      const b = scribble(page, brush, true);
      plain.push(a.ms);
      inside.push(b.ms);
      ratios.push(b.ms / a.ms);
      outside += b.outside;
    }
    return {
      id: brush.id,
      label: brush.label,
      event,
      scribbleMs: median(plain),
      insideMs: median(inside),
      insideRatio: median(ratios),
      insideOutsidePixels: outside,
      undo100Bytes: undoBytes(brush),
    };
  });
  canvas.remove();
  return results;
}
