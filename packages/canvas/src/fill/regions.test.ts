// The rules of a tap (issue "a fill that fills what was tapped"), each on a small page drawn here:
// the pixel tapped is always colored, gap closing never moves the fill to another region, narrow
// strips fill, and corner wedges bounded by line art fill with their region.
import { describe, expect, it } from 'vitest';
import { createImage } from '../image';
import { drawFrame, drawSegment } from '../test/line-art';
import type { RgbaImage } from '../types';
import { createFloodFiller } from './flood-fill';
import { inkAt } from './line-barrier';

const SIZE = 256;

/** Pixels (x, y) of the page that are paper (no ink at all). */
function paperWhere(line: RgbaImage, pick: (x: number, y: number) => boolean): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  for (let y = 0; y < line.height; y++) {
    for (let x = 0; x < line.width; x++) if (pick(x, y) && inkAt(line.data, (y * line.width + x) * 4) === 0) out.push([x, y]);
  }
  return out;
}

/** A framed page with comb teeth hanging from the top: 5 px strips open at the bottom. */
function comb(): RgbaImage {
  const line = drawFrame(createImage(SIZE, SIZE), 8, 8, 248, 248, 3);
  for (let x = 60; x <= 196; x += 8) drawSegment(line, x, 8, x, 120, 3);
  return line;
}

describe('a tap colors what was tapped', () => {
  it('colors the tapped pixel anywhere on paper, even in strips narrower than the closed gaps', () => {
    const line = comb();
    const filler = createFloodFiller(SIZE, SIZE);
    const coloring = createImage(SIZE, SIZE);
    // Every paper pixel of the page, sampled every 3 px, including every strip between teeth.
    const taps = paperWhere(line, (x, y) => x % 3 === 0 && y % 3 === 0);
    expect(taps.length).toBeGreaterThan(5000);
    const white = taps.filter(([x, y]) => filler.region(line, coloring, x, y)?.mask[y * SIZE + x] !== 1);
    expect(white).toEqual([]);
  });

  it('fills a strip between teeth on its own instead of jumping to the area below', () => {
    const line = comb();
    const filler = createFloodFiller(SIZE, SIZE);
    const coloring = createImage(SIZE, SIZE);
    const strip = filler.region(line, coloring, 64, 40);
    expect(strip?.mask[40 * SIZE + 64]).toBe(1);
    // Deep in the strip (near its closed end) is colored; the wide area below is not.
    expect(strip?.mask[14 * SIZE + 64]).toBe(1);
    expect(strip?.mask[200 * SIZE + 128]).toBe(0);
    // Its neighbour strips stay as they were.
    expect(strip?.mask[40 * SIZE + 72]).toBe(0);
    expect(strip?.mask[40 * SIZE + 56]).toBe(0);
    expect(strip!.count).toBeLessThan(1000);
  });

  it('fills a closed strip narrower than the closed gaps, wall to wall', () => {
    const line = drawFrame(createImage(SIZE, SIZE), 8, 8, 248, 248, 3);
    drawFrame(line, 40, 100, 220, 106, 2); // a shelf: 4 px of paper inside
    const filler = createFloodFiller(SIZE, SIZE);
    const coloring = createImage(SIZE, SIZE);
    const shelf = filler.region(line, coloring, 130, 103);
    const inside = paperWhere(line, (x, y) => x > 40 && x < 220 && y > 100 && y < 106);
    expect(inside.length).toBeGreaterThan(300);
    expect(inside.filter(([x, y]) => shelf?.mask[y * SIZE + x] !== 1)).toEqual([]);
    expect(shelf?.mask[50 * SIZE + 130]).toBe(0);
    expect(shelf?.mask[150 * SIZE + 130]).toBe(0);
  });

  it('never moves a fill through a closed gap: each side keeps its own half of the gap', () => {
    const line = drawFrame(createImage(SIZE, SIZE), 8, 8, 248, 248, 3);
    // A wall across the page with a 4 px gap in it.
    drawSegment(line, 8, 128, 124, 128, 3);
    drawSegment(line, 131, 128, 248, 128, 3);
    const filler = createFloodFiller(SIZE, SIZE);
    const coloring = createImage(SIZE, SIZE);
    const top = filler.region(line, coloring, 128, 60);
    const bottom = filler.region(line, coloring, 128, 200);
    expect(top?.mask[200 * SIZE + 128]).toBe(0);
    expect(bottom?.mask[60 * SIZE + 128]).toBe(0);
    // A tap right in the gap colors itself and only one side.
    const gap = filler.region(line, coloring, 127, 128);
    expect(gap?.mask[128 * SIZE + 127]).toBe(1);
    expect((gap?.mask[60 * SIZE + 128] ?? 0) + (gap?.mask[200 * SIZE + 128] ?? 0)).toBe(1);
  });

  it('fills the wedges in sharp corners with their region', () => {
    const line = drawFrame(createImage(SIZE, SIZE), 8, 8, 248, 248, 3);
    // Two lines meeting at about 20 degrees: a sharp corner opening to the right.
    drawSegment(line, 40, 128, 230, 95, 3);
    drawSegment(line, 40, 128, 230, 161, 3);
    const filler = createFloodFiller(SIZE, SIZE);
    const coloring = createImage(SIZE, SIZE);
    const inner = filler.region(line, coloring, 200, 128);
    const outer = filler.region(line, coloring, 128, 30);
    // Every paper pixel between the two lines belongs to the inner region, up to the tip...
    const wedge = paperWhere(line, (x, y) => x > 40 && x < 225 && Math.abs(y - 128) < ((x - 40) * 33) / 190);
    expect(wedge.length).toBeGreaterThan(2000);
    expect(wedge.filter(([x, y]) => inner?.mask[y * SIZE + x] !== 1)).toEqual([]);
    // ...and every paper pixel outside the corner (the tip's outer wedges too) to the outer one.
    const around = paperWhere(line, (x, y) => x > 9 && x < 40 && y > 9 && y < 246);
    expect(around.filter(([x, y]) => outer?.mask[y * SIZE + x] !== 1)).toEqual([]);
  });
});
