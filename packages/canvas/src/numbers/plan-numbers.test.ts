// Color by number on pages drawn here: numbers sit inside their region clear of every line,
// neighbours get different colours, tiny regions ride along with a neighbour, and a user's own
// coloring becomes the key.
import { describe, expect, it } from 'vitest';
import { computeRegionMap } from '../fill/region-map';
import { INK } from '../fill/pixel-flags';
import { createImage } from '../image';
import { drawFrame, drawRing, drawSegment } from '../test/line-art';
import type { RgbaImage } from '../types';
import { distanceToSites } from './distance';
import { DIGIT_HEIGHT, DIGIT_WIDTH } from './place-labels';
import { planNumbers, type NumbersPlan } from './plan-numbers';

const SIZE = 256;

/** A frame split into four rooms, a ring in one, and a cell too small for a number. */
function rooms(): RgbaImage {
  const line = drawFrame(createImage(SIZE, SIZE), 8, 8, 248, 248, 3);
  drawSegment(line, 128, 8, 128, 248, 3);
  drawSegment(line, 8, 128, 248, 128, 3);
  drawRing(line, 64, 64, 30, 3);
  drawFrame(line, 182, 182, 188, 188, 2);
  return line;
}

const mapOf = (line: RgbaImage) => computeRegionMap(line, 96, 3);

/** Pixels with ink under the figure box of each number. */
function inkUnderNumbers(plan: NumbersPlan, line: RgbaImage, lineBits: Uint8Array): number {
  let touching = 0;
  for (const r of plan.regions) {
    const digits = String(r.n).length;
    const hw = (digits * DIGIT_WIDTH * r.font) / 2;
    const hh = (DIGIT_HEIGHT * r.font) / 2;
    let ink = 0;
    for (let y = Math.floor(r.y - hh); y < Math.ceil(r.y + hh); y++) {
      for (let x = Math.floor(r.x - hw); x < Math.ceil(r.x + hw); x++)
        ink += ((lineBits[y * line.width + x] as number) & INK) !== 0 ? 1 : 0;
    }
    if (ink > 0) touching++;
  }
  return touching;
}

describe('planNumbers', () => {
  it('numbers every room, inside it and clear of every line', () => {
    const line = rooms();
    const map = mapOf(line);
    const plan = planNumbers(map, { style: 'bright' });
    // Four rooms, one split by the ring into the ring's inside and the rest.
    expect(plan.regions).toHaveLength(5);
    for (const r of plan.regions) {
      expect(map.labels[Math.floor(r.y) * SIZE + Math.floor(r.x)]).not.toBe(0);
      expect(r.font).toBeGreaterThan(0);
    }
    // One number per region: no two numbers point at the same region.
    const labelled = plan.regions.map((r) => map.labels[Math.floor(r.y) * SIZE + Math.floor(r.x)]);
    expect(new Set(labelled).size).toBe(labelled.length);
    expect(inkUnderNumbers(plan, line, map.lineBits)).toBe(0);
  });

  it('gives neighbouring regions different colours and keys them 1..k', () => {
    const plan = planNumbers(mapOf(rooms()), { style: 'pastel' });
    expect(plan.colors.map((c) => c.n)).toEqual(plan.colors.map((_, i) => i + 1));
    expect(plan.colors.every((c) => /^#[0-9a-f]{6}$/.test(c.hex) && c.name.length > 0)).toBe(true);
    const at = (x: number, y: number) => plan.regions.find((r) => Math.abs(r.x - x) < 40 && Math.abs(r.y - y) < 40)?.n;
    // The four rooms around the central cross: each touches two others.
    const [tl, tr, bl] = [at(100, 30), at(190, 64), at(64, 190)];
    expect(tl).toBeDefined();
    expect(tl).not.toBe(tr);
    expect(tl).not.toBe(bl);
  });

  it('merges a cell too small for a number into its neighbour, filled along with it', () => {
    const plan = planNumbers(mapOf(rooms()), { style: 'bright' });
    const cell = plan.regions.find((r) => r.x > 182 && r.x < 188 && r.y > 182 && r.y < 188);
    expect(cell).toBeUndefined();
    const host = plan.regions.find((r) => r.merged.some(([x, y]) => x > 182 && x < 188 && y > 182 && y < 188));
    expect(host).toBeDefined();
    // Nothing is left over but the paper outside the frame.
    expect(plan.unlabelled).toBe(1);
  });

  it("takes the key from the user's own coloring", () => {
    const line = rooms();
    const map = mapOf(line);
    const coloring = createImage(SIZE, SIZE);
    // Left half red, right half blue, as a fill would leave it.
    for (let y = 0; y < SIZE; y++) {
      for (let x = 0; x < SIZE; x++) coloring.data.set(x < 128 ? [220, 30, 30, 255] : [30, 60, 220, 255], (y * SIZE + x) * 4);
    }
    const plan = planNumbers(map, { coloring });
    const names = plan.colors.map((c) => c.name);
    expect(names).toContain('Red');
    expect(names).toContain('Blue');
    // The rooms inside the frame are all of one half (the margin outside it has both colours).
    const red = plan.colors.find((c) => c.name === 'Red')?.n;
    const blue = plan.colors.find((c) => c.name === 'Blue')?.n;
    const inside = plan.regions.filter((r) => r.x > 12 && r.x < 244 && r.y > 12 && r.y < 244);
    expect(inside.filter((r) => r.x < 126).every((r) => r.n === red)).toBe(true);
    expect(inside.filter((r) => r.x > 130).every((r) => r.n === blue)).toBe(true);
  });

  it('measures exact distances to the nearest site', () => {
    const W = 21;
    const sites = new Uint8Array(W * W);
    sites[10 * W + 10] = 1;
    const d = distanceToSites(sites, W, W);
    expect(d[10 * W + 10]).toBe(0);
    expect(d[10 * W + 13]).toBeCloseTo(3);
    expect(d[12 * W + 12]).toBeCloseTo(Math.SQRT2 * 2);
    expect(d[13 * W + 14]).toBeCloseTo(5);
    // The page edge counts as a site one pixel beyond the border.
    expect(d[0]).toBeCloseTo(1);
  });
});
