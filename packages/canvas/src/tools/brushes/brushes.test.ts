import { describe, expect, it } from 'vitest';
import { createImage } from '../../image';
import { composeLayers } from '../../raster/compose';
import { createMemorySurface } from '../../surface/memory-surface';
import { drawRing } from '../../test/line-art';
import { pixelAt } from '../../test/pixels';
import { brushStyle, buildToolSettings, createTool, pt, stroke } from '../../test/tools';
import type { RgbaImage } from '../../types';
import { DEFAULT_BRUSHES } from './default-brushes';

const BLUE = { r: 40, g: 90, b: 220, a: 255 };
const surface = () => createMemorySurface({ width: 160, height: 160 });
const withBrush = (id: string, over = {}) => buildToolSettings({ brush: brushStyle(id), color: BLUE, brushSize: 30, ...over });

/** Luminance of the page as seen (coloring over white paper) at a pixel. */
function seen(coloring: RgbaImage, x: number, y: number): number {
  const p = pixelAt(composeLayers(createImage(coloring.width, coloring.height), coloring), x, y);
  return 0.299 * p.r + 0.587 * p.g + 0.114 * p.b;
}

/** Alpha of every pixel in the core of a horizontal stroke along y = 80 from x 30 to 130. */
function coreAlphas(coloring: RgbaImage): number[] {
  const out: number[] = [];
  for (let y = 76; y <= 84; y++) for (let x = 50; x <= 110; x++) out.push(pixelAt(coloring, x, y).a);
  return out;
}

const across = [pt(30, 80), pt(80, 80), pt(130, 80)];

describe('brushes', () => {
  it('are each a registered style with a name, and every one paints a stroke', () => {
    expect(DEFAULT_BRUSHES.map((b) => b.id)).toEqual(['paint', 'crayon', 'pencil', 'marker', 'airbrush']);
    for (const brush of DEFAULT_BRUSHES) {
      const s = surface();
      stroke(createTool('brush'), s, across, withBrush(brush.id));
      expect(Math.max(...coreAlphas(s.coloring)), brush.id).toBeGreaterThan(100);
      expect(pixelAt(s.coloring, 80, 20).a, brush.id).toBe(0);
    }
  });

  it('crayon and pencil leave some paper showing through the grain; paint and marker are even', () => {
    const spread = (id: string) => {
      const s = surface();
      stroke(createTool('brush'), s, across, withBrush(id));
      const a = coreAlphas(s.coloring);
      return { gaps: a.filter((v) => v < 128).length / a.length, levels: new Set(a).size };
    };
    const crayon = spread('crayon');
    expect(crayon.gaps).toBeGreaterThan(0.05); // light gaps where the paper's valleys are
    expect(crayon.gaps).toBeLessThan(0.6); // but mostly wax
    const pencil = spread('pencil');
    expect(pencil.levels).toBeGreaterThan(20);
    expect(spread('paint')).toEqual({ gaps: 0, levels: 1 });
    expect(spread('marker').levels).toBe(1);
  });

  it('grainy tools share one paper: two crayon strokes leave gaps at the same pixels', () => {
    const a = surface();
    const b = surface();
    stroke(createTool('brush'), a, across, withBrush('crayon'));
    stroke(createTool('brush'), b, [pt(130, 80), pt(80, 80), pt(30, 80)], withBrush('crayon', { color: { r: 200, g: 30, b: 30, a: 255 } }));
    const gapsA = coreAlphas(a.coloring).map((v) => v < 128);
    const gapsB = coreAlphas(b.coloring).map((v) => v < 128);
    const same = gapsA.filter((g, i) => g === gapsB[i]).length / gapsA.length;
    expect(same).toBeGreaterThan(0.97);
  });

  it('a marker stays even across its own stroke but darkens where a second stroke overlaps', () => {
    const s = surface();
    const marker = withBrush('marker');
    // One stroke doubling back over itself: even.
    stroke(createTool('brush'), s, [pt(30, 80), pt(130, 80), pt(40, 80)], marker);
    const once = seen(s.coloring, 80, 80);
    expect(seen(s.coloring, 60, 80)).toBeCloseTo(once, 0);
    expect(once).toBeLessThan(250); // see-through, yet visible
    expect(pixelAt(s.coloring, 80, 80).a).toBeLessThan(255);
    // A second stroke crossing it.
    stroke(createTool('brush'), s, [pt(80, 20), pt(80, 140)], marker);
    expect(seen(s.coloring, 80, 80)).toBeLessThan(once - 10);
    expect(seen(s.coloring, 80, 40)).toBeCloseTo(once, 0);
  });

  it('coloured pencil builds up with layers', () => {
    const s = surface();
    const pencil = withBrush('pencil');
    stroke(createTool('brush'), s, across, pencil);
    const one = coreAlphas(s.coloring).reduce((a, b) => a + b, 0);
    stroke(createTool('brush'), s, across, pencil);
    const two = coreAlphas(s.coloring).reduce((a, b) => a + b, 0);
    expect(two).toBeGreaterThan(one * 1.2);
  });

  it('the airbrush builds up opacity within a stroke as it goes over the same spot again', () => {
    const s = surface();
    const tool = createTool('brush');
    tool.down(pt(30, 80), s, withBrush('airbrush'));
    tool.move([pt(130, 80)], s);
    tool.move([pt(131, 80)], s); // the curve needs one sample past the end to reach it
    const first = pixelAt(s.coloring, 80, 80).a;
    tool.move([pt(30, 80)], s);
    tool.move([pt(130, 80)], s);
    tool.up(s);
    const after = pixelAt(s.coloring, 80, 80).a;
    expect(first).toBeGreaterThan(0);
    expect(first).toBeLessThan(200);
    expect(after).toBeGreaterThan(first + 20);
    // Soft all the way: the spray thins out towards its edge.
    expect(pixelAt(s.coloring, 80, 100).a).toBeLessThan(after);
  });

  it('pressure changes how much a pencil lays down, and how wide the paint brush is', () => {
    const sum = (id: string, pressure: number) => {
      const s = surface();
      stroke(
        createTool('brush'),
        s,
        [pt(30, 80, pressure, 'pen'), pt(80, 80, pressure, 'pen'), pt(130, 80, pressure, 'pen')],
        withBrush(id),
      );
      let n = 0;
      for (let y = 40; y < 120; y++) n += pixelAt(s.coloring, 80, y).a;
      return n;
    };
    expect(sum('pencil', 1)).toBeGreaterThan(sum('pencil', 0.1) * 1.5);
    expect(sum('paint', 1)).toBeGreaterThan(sum('paint', 0.2) * 1.5);
  });

  it('opacity lightens a stroke', () => {
    const s = surface();
    stroke(createTool('brush'), s, across, withBrush('paint', { opacity: 0.4 }));
    expect(pixelAt(s.coloring, 80, 80).a).toBe(102);
  });
});

describe('stay inside the lines', () => {
  const lineArt = drawRing(createImage(160, 160), 80, 80, 40, 4);
  const inside = (x: number, y: number) => Math.hypot(x + 0.5 - 80, y + 0.5 - 80) < 42;
  // A fast scribble from the middle of the ring out across its line and back.
  const scribble = [pt(80, 80), pt(150, 70), pt(10, 90), pt(150, 110), pt(80, 20)];

  it('never changes a pixel outside the area where the stroke began, with every brush and the eraser', () => {
    for (const brush of DEFAULT_BRUSHES) {
      const s = createMemorySurface({ width: 160, height: 160, lineArt });
      stroke(createTool('brush'), s, scribble, withBrush(brush.id, { insideLines: true }));
      let outside = 0;
      let painted = 0;
      for (let y = 0; y < 160; y++) {
        for (let x = 0; x < 160; x++) {
          const a = pixelAt(s.coloring, x, y).a;
          if (a > 0 && !inside(x, y)) outside++;
          if (a > 0 && inside(x, y)) painted++;
        }
      }
      expect(outside, brush.id).toBe(0);
      expect(painted, brush.id).toBeGreaterThan(500);
    }
    // The eraser started outside the ring leaves what is inside it alone.
    const s = createMemorySurface({ width: 160, height: 160, lineArt });
    stroke(createTool('brush'), s, [pt(0, 80), pt(160, 80)], withBrush('paint'));
    stroke(createTool('eraser'), s, [pt(5, 80), pt(155, 80)], withBrush('paint', { insideLines: true }));
    expect(pixelAt(s.coloring, 80, 80).a).toBe(255);
    expect(pixelAt(s.coloring, 10, 80).a).toBe(0);
    expect(pixelAt(s.coloring, 150, 80).a).toBe(0);
  });

  it('without the aid the same scribble crosses the line', () => {
    const s = createMemorySurface({ width: 160, height: 160, lineArt });
    stroke(createTool('brush'), s, scribble, withBrush('crayon'));
    expect(pixelAt(s.coloring, 145, 110).a).toBeGreaterThan(0);
  });
});
