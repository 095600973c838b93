import { describe, expect, it } from 'vitest';
import { cloneImage, createImage } from '../image';
import { createMemorySurface } from '../surface/memory-surface';
import { drawRing } from '../test/line-art';
import { isColor, pixelAt, pixelsWhere, sameImage } from '../test/pixels';
import { BRUSH_SIZES, DEFAULT_BRUSH_SIZE, DEFAULT_COLOR, brushRadius } from './brush-settings';
import type { ToolPointer } from './tool';
import { RED, buildToolSettings, createTool, pt, stroke } from '../test/tools';

const settings = buildToolSettings;

const surface256 = () => createMemorySurface({ width: 256, height: 256 });

describe('brush settings', () => {
  it('offers the SPEC sizes with 20 and black as defaults', () => {
    expect(BRUSH_SIZES).toEqual([30, 25, 20, 15, 10, 5]);
    expect(DEFAULT_BRUSH_SIZE).toBe(20);
    expect(DEFAULT_COLOR).toBe('#000000');
  });

  it('scales the width with pen pressure only', () => {
    expect(brushRadius(20, 0.5, 'pen')).toBeCloseTo(10);
    expect(brushRadius(20, 1, 'pen')).toBeGreaterThan(15);
    expect(brushRadius(20, 0.05, 'pen')).toBeLessThan(5);
    expect(brushRadius(20, 1, 'mouse')).toBe(10);
    expect(brushRadius(20, 0, 'touch')).toBe(10);
  });
});

describe('brush tool', () => {
  it('goes idle → drawing → idle and ignores moves and releases while idle', () => {
    const s = surface256();
    const brush = createTool('brush');
    expect(brush.phase).toBe('idle');
    expect(brush.move([pt(10, 10)], s)).toBeNull();
    expect(brush.up(s)).toBeNull();
    brush.down(pt(50, 50), s, settings());
    expect(brush.phase).toBe('drawing');
    brush.up(s);
    expect(brush.phase).toBe('idle');
  });

  it('paints a stroke as wide as the brush size along the pointer path', () => {
    const s = surface256();
    const result = stroke(createTool('brush'), s, [pt(40, 100), pt(120, 100), pt(200, 100)]);
    expect(isColor(s.coloring, 120, 100, RED)).toBe(true);
    expect(isColor(s.coloring, 120, 108, RED)).toBe(true); // within the 10 px radius
    expect(pixelAt(s.coloring, 120, 112).a).toBe(0); // beyond it
    expect(pixelAt(s.coloring, 230, 100).a).toBe(0); // past the end
    expect(result?.dirty).toMatchObject({ x: 29, y: 89 });
  });

  it('draws a tap as a dot', () => {
    const s = surface256();
    stroke(createTool('brush'), s, [pt(60, 60)], settings({ brushSize: 10 }));
    expect(isColor(s.coloring, 60, 60, RED)).toBe(true);
    expect(pixelAt(s.coloring, 60, 67).a).toBe(0);
  });

  it('joins sparse samples with a smooth curve, leaving no gaps', () => {
    const s = surface256();
    // Few, far apart samples of an arc, as a fast flick delivers them.
    const samples = [0, 1, 2, 3, 4].map((k) => {
      const a = Math.PI * (0.1 + 0.2 * k);
      return pt(128 + Math.cos(a) * 90, 40 + Math.sin(a) * 90);
    });
    stroke(createTool('brush'), s, samples, settings({ brushSize: 5 }));
    // Every column the arc spans has paint: the curve has no holes between samples.
    const xs = samples.map((p) => p.x);
    const gaps = [];
    for (let x = Math.ceil(Math.min(...xs)) + 1; x < Math.max(...xs) - 1; x++) {
      if (!pixelsWhere(s.coloring, (px, py) => px === x && py > 40 && pixelAt(s.coloring, px, py).a > 0).length) gaps.push(x);
    }
    expect(gaps).toEqual([]);
    // Smooth, not a polyline: the midpoint between the top two samples bulges past their chord.
    const a = samples[2] as ToolPointer;
    const b = samples[3] as ToolPointer;
    const chordMidY = (a.y + b.y) / 2;
    const midX = Math.round((a.x + b.x) / 2);
    const painted = pixelsWhere(s.coloring, (px, py) => px === midX && pixelAt(s.coloring, px, py).a > 128);
    expect(Math.max(...painted.map(([, y]) => y))).toBeGreaterThan(chordMidY + 3);
  });

  it('makes a pen stroke wider under more pressure', () => {
    const width = (pressure: number) => {
      const s = surface256();
      stroke(createTool('brush'), s, [pt(40, 128, pressure, 'pen'), pt(200, 128, pressure, 'pen')]);
      return pixelsWhere(s.coloring, (x, y) => x === 120 && pixelAt(s.coloring, x, y).a > 128).length;
    };
    expect(width(1)).toBeGreaterThan(width(0.5) + 5);
    expect(width(0.1)).toBeLessThan(width(0.5) - 5);
  });

  it('keeps overlapping dabs from darkening the soft edge', () => {
    const single = (x: number) => {
      const one = surface256();
      one.beginStroke({ mode: 'paint', color: RED });
      one.dab(x, 100, 10);
      one.endStroke();
      return one.coloring;
    };
    const a = single(100);
    const b = single(104);
    const s = surface256();
    s.beginStroke({ mode: 'paint', color: RED });
    for (let k = 0; k < 10; k++) s.dab(100, 100, 10);
    s.dab(104, 100, 10);
    s.endStroke();
    // Each pixel shows the strongest dab that covered it, not their sum.
    const soft = pixelsWhere(s.coloring, (x, y) => pixelAt(s.coloring, x, y).a > 0 && pixelAt(s.coloring, x, y).a < 255);
    expect(soft.length).toBeGreaterThan(40);
    for (const [x, y] of soft) {
      expect(pixelAt(s.coloring, x, y).a).toBe(Math.max(pixelAt(a, x, y).a, pixelAt(b, x, y).a));
    }
  });

  it('cancel reverts the stroke in progress', () => {
    const s = surface256();
    const before = cloneImage(s.coloring);
    const brush = createTool('brush');
    brush.down(pt(40, 40), s, settings());
    brush.move([pt(90, 90)], s);
    expect(sameImage(s.coloring, before)).toBe(false);
    brush.cancel(s);
    expect(sameImage(s.coloring, before)).toBe(true);
    expect(brush.phase).toBe('idle');
  });

  it('stays inside the lines when asked, clipping at the line where the stroke began', () => {
    const lineArt = drawRing(createImage(256, 256), 128, 128, 60, 4);
    const run = (insideLines: boolean) => {
      const s = createMemorySurface({ width: 256, height: 256, lineArt });
      stroke(createTool('brush'), s, [pt(128, 128), pt(180, 128), pt(240, 128)], settings({ insideLines }));
      return s.coloring;
    };
    const clipped = run(true);
    expect(isColor(clipped, 170, 128, RED)).toBe(true);
    expect(pixelsWhere(clipped, (x, y) => Math.hypot(x + 0.5 - 128, y + 0.5 - 128) > 62 && pixelAt(clipped, x, y).a > 0)).toEqual([]);
    const free = run(false);
    expect(isColor(free, 230, 128, RED)).toBe(true);
  });
});

describe('eraser tool', () => {
  it('removes coloring and never changes the line art', () => {
    const lineArt = drawRing(createImage(256, 256), 128, 128, 60, 4);
    const lineBefore = cloneImage(lineArt);
    const s = createMemorySurface({ width: 256, height: 256, lineArt });
    stroke(createTool('brush'), s, [pt(20, 128), pt(236, 128)], settings({ brushSize: 30 }));
    expect(isColor(s.coloring, 188, 128, RED)).toBe(true); // under the ring's line
    stroke(createTool('eraser'), s, [pt(20, 128), pt(236, 128)], settings({ brushSize: 30 }));
    expect(pixelsWhere(s.coloring, (x, y) => pixelAt(s.coloring, x, y).a > 0 && Math.abs(y - 128) < 12 && x >= 20 && x <= 236)).toEqual([]);
    expect(sameImage(s.lineArt, lineBefore)).toBe(true);
    // Fully erased pixels are the blank value, so the history sees the blank page again.
    expect(pixelAt(s.coloring, 128, 128)).toEqual({ r: 0, g: 0, b: 0, a: 0 });
  });
});

describe('fill tool', () => {
  it('fills the region under the press on release, and nothing when cancelled', () => {
    const lineArt = drawRing(createImage(256, 256), 128, 128, 60, 4);
    const s = createMemorySurface({ width: 256, height: 256, lineArt });
    const fill = createTool('fill');
    fill.down(pt(128, 128), s, settings());
    expect(fill.phase).toBe('drawing');
    fill.cancel(s);
    expect(pixelAt(s.coloring, 128, 128).a).toBe(0);
    const result = stroke(fill, s, [pt(128, 128)]);
    expect(isColor(s.coloring, 128, 128, RED)).toBe(true);
    expect(pixelAt(s.coloring, 10, 10).a).toBe(0);
    expect(result?.dirty).toMatchObject({ x: expect.any(Number), width: expect.any(Number) });
    expect(fill.phase).toBe('idle');
  });
});
