// What a child sees on a numbered page: no number too small to read printed, no number on a
// sliver nobody can colour, nothing numbered in the empty paper around the picture, and for a
// page made from a photo, "natural" colours that are the photo's.
import { describe, expect, it } from 'vitest';
import { computeRegionMap } from '../fill/region-map';
import { createImage } from '../image';
import { drawFrame, drawRing, drawSegment } from '../test/line-art';
import type { RgbaImage } from '../types';
import { assignPresetColors } from './assign-colors';
import { MIN_FONT } from './colorable';
import { planNumbers, type NumbersPlan } from './plan-numbers';

const SIZE = 256;
const mapOf = (line: RgbaImage) => computeRegionMap(line, 96, 3);
/** The plan region whose number sits inside the box. */
const numberIn = (plan: NumbersPlan, x0: number, y0: number, x1: number, y1: number) =>
  plan.regions.filter((r) => r.x > x0 && r.x < x1 && r.y > y0 && r.y < y1);
/** The plan region that fills the point along with its own area. */
const hostOf = (plan: NumbersPlan, x: number, y: number) =>
  plan.regions.find((r) => r.merged.some(([mx, my]) => Math.abs(mx - x) < 12 && Math.abs(my - y) < 12));

/** A page framed to its edges, four rooms, and a grid of 10 px cells in the middle of the top-left one. */
function tinyCells(): RgbaImage {
  const line = drawFrame(createImage(SIZE, SIZE), 1, 1, SIZE - 2, SIZE - 2, 3);
  drawSegment(line, 128, 0, 128, SIZE, 3);
  drawSegment(line, 0, 128, SIZE, 128, 3);
  for (let k = 34; k <= 94; k += 12) {
    drawSegment(line, k, 34, k, 94, 2);
    drawSegment(line, 34, k, 94, k, 2);
  }
  return line;
}

describe('numbers a child can read and colour', () => {
  it('prints no number under the minimum: tiny cells ride along with the area around them', () => {
    const map = mapOf(tinyCells());
    const plan = planNumbers(map, { style: 'bright' });
    expect(plan.regions.length).toBeGreaterThanOrEqual(4);
    expect(Math.min(...plan.regions.map((r) => r.font))).toBeGreaterThanOrEqual(MIN_FONT);
    // No number inside the grid; its 25 cells are filled along with the room around them.
    expect(numberIn(plan, 35, 35, 93, 93)).toEqual([]);
    const room = numberIn(plan, 0, 0, 126, 126);
    expect(room).toHaveLength(1);
    expect(room[0]?.merged.filter(([x, y]) => x > 34 && x < 94 && y > 34 && y < 94)).toHaveLength(25);
  });

  it('puts no number on a thin band between two lines; the band is filled with its neighbour', () => {
    const line = drawFrame(createImage(SIZE, SIZE), 1, 1, SIZE - 2, SIZE - 2, 3);
    drawSegment(line, 0, 100, SIZE, 100, 3);
    drawSegment(line, 0, 110, SIZE, 110, 3);
    const plan = planNumbers(mapOf(line), { style: 'bright' });
    expect(numberIn(plan, 0, 100, SIZE, 110)).toEqual([]);
    expect(hostOf(plan, 128, 105)).toBeDefined();
    expect(plan.regions).toHaveLength(2);
  });

  it('numbers nothing in the paper around a drawing that does not reach the page edges', () => {
    const line = drawRing(createImage(SIZE, SIZE), 128, 128, 70, 3);
    drawSegment(line, 60, 128, 196, 128, 3);
    const plan = planNumbers(mapOf(line), { style: 'bright' });
    // The two halves of the ball are numbered; the page around it is not, nor is it in the key.
    expect(plan.regions).toHaveLength(2);
    expect(plan.regions.every((r) => Math.hypot(r.x - 128, r.y - 128) < 70)).toBe(true);
    expect(plan.unlabelled).toBe(1);
    expect(plan.colors).toHaveLength(2);
  });

  it('numbers nothing in the paper around a drawing that fills the page and touches its edge', () => {
    // A ball as large as the page, resting on its bottom edge: most of the paper around it lies
    // inside the ball's box, between the ball and the box's corners.
    const line = drawRing(createImage(SIZE, SIZE), 128, 135, 120, 3);
    drawSegment(line, 8, 135, 248, 135, 3);
    const plan = planNumbers(mapOf(line), { style: 'bright' });
    // The ball's two halves are numbered; the page around it is left to colour freely.
    expect(plan.regions).toHaveLength(2);
    expect(plan.regions.every((r) => Math.hypot(r.x - 128, r.y - 135) < 120)).toBe(true);
    expect(plan.unlabelled).toBe(1);
    expect(plan.colors).toHaveLength(2);
  });

  it('numbers nothing in the white bands around a wide picture', () => {
    // A 2:1 photo fitted into the square page: a frame 64 px in from the top and bottom.
    const line = drawFrame(createImage(SIZE, SIZE), 1, 64, SIZE - 2, 192, 3);
    drawSegment(line, 128, 64, 128, 192, 3);
    const plan = planNumbers(mapOf(line), { style: 'natural' });
    expect(plan.regions).toHaveLength(2);
    expect(plan.regions.every((r) => r.y > 64 && r.y < 192)).toBe(true);
    expect(plan.unlabelled).toBe(2);
  });

  it('numbers the sky of a scene that fills the page, though it touches the border', () => {
    // A horizon from edge to edge, a sun in the sky and a house on the ground.
    const line = drawSegment(createImage(SIZE, SIZE), 0, 170, SIZE, 170, 3);
    drawRing(line, 200, 50, 20, 3);
    drawFrame(line, 40, 130, 100, 170, 3);
    const plan = planNumbers(mapOf(line), { style: 'bright' });
    expect(numberIn(plan, 0, 0, SIZE, 120).length).toBeGreaterThanOrEqual(2);
    expect(numberIn(plan, 0, 175, SIZE, SIZE)).toHaveLength(1);
    expect(plan.unlabelled).toBe(0);
  });
});

describe('natural colours from the photo a page was made from', () => {
  it('gives a red area of the photo a red crayon and a green one a green crayon', () => {
    const line = drawFrame(createImage(SIZE, SIZE), 1, 1, SIZE - 2, SIZE - 2, 3);
    drawSegment(line, 128, 0, 128, SIZE, 3);
    const photo = createImage(SIZE, SIZE);
    for (let y = 0; y < SIZE; y++) {
      for (let x = 0; x < SIZE; x++) photo.data.set(x < 128 ? [200, 30, 35, 255] : [60, 150, 50, 255], (y * SIZE + x) * 4);
    }
    const plan = planNumbers(mapOf(line), { style: 'natural', photo });
    const colorOf = (x: number) => {
      const n = numberIn(plan, x - 64, 0, x + 64, SIZE)[0]?.n;
      const hex = plan.colors.find((c) => c.n === n)?.hex ?? '#000000';
      return [1, 3, 5].map((k) => Number.parseInt(hex.slice(k, k + 2), 16)) as [number, number, number];
    };
    const [lr, lg, lb] = colorOf(64);
    const [rr, rg, rb] = colorOf(192);
    expect(lr).toBeGreaterThan(lg + 80);
    expect(lr).toBeGreaterThan(lb + 80);
    expect(rg).toBeGreaterThan(rr + 40);
    expect(rg).toBeGreaterThan(rb + 40);
    expect(plan.colors.map((c) => c.name)).toContain('Apple red');
  });

  it('without a photo, natural is the preset: neighbours still differ', () => {
    const line = drawFrame(createImage(SIZE, SIZE), 1, 1, SIZE - 2, SIZE - 2, 3);
    drawSegment(line, 128, 0, 128, SIZE, 3);
    const plan = planNumbers(mapOf(line), { style: 'natural' });
    expect(plan.regions).toHaveLength(2);
    expect(plan.regions[0]?.n).not.toBe(plan.regions[1]?.n);
  });
});

describe('two-digit numbers', () => {
  it('gives an area with room for one digit only a colour numbered 1-9', () => {
    // A hub with 30 neighbours all touching each other's colour choice: it still gets one of the first nine.
    const ids = Array.from({ length: 31 }, (_, i) => i + 1);
    const area = new Int32Array(32).fill(1000);
    area[31] = 10;
    const neighbours = Array.from({ length: 32 }, () => new Map<number, number>());
    for (let r = 1; r <= 30; r++) {
      neighbours[31]?.set(r, 5);
      neighbours[r]?.set(31, 5);
    }
    const pick = assignPresetColors(ids, area, neighbours, 24, new Set([31]));
    expect(pick[31]).toBeLessThan(9);
  });
});
