import { computeRegionMap, createImage, DEFAULT_FILL_OPTIONS, type RgbaImage } from '@crayonbox/canvas';
import type { NumbersPlan } from '@crayonbox/contract';
import { describe, expect, it } from 'vitest';
import { judgeTap, matchPlan, progressOf } from './plan-regions';

const SIZE = 128;

/** Two rooms side by side (a wall at x = 64) and a tiny cell in the right one. */
function page(): RgbaImage {
  const img = createImage(SIZE, SIZE);
  const ink = (x: number, y: number) => img.data.set([0, 0, 0, 255], (y * SIZE + x) * 4);
  for (let y = 0; y < SIZE; y++) for (let x = 62; x < 66; x++) ink(x, y);
  for (let k = 100; k <= 106; k++) {
    ink(k, 100);
    ink(k, 106);
    ink(100, k);
    ink(106, k);
  }
  return img;
}

const plan: NumbersPlan = {
  page_id: 1,
  style: 'bright',
  width: SIZE,
  height: SIZE,
  colors: [
    { n: 1, hex: '#ff0000', name: 'Red' },
    { n: 2, hex: '#0000ff', name: 'Blue' },
  ],
  regions: [
    { n: 1, x: 30.5, y: 60.5, font: 12, area: 7000, merged: [] },
    { n: 2, x: 90.5, y: 30.5, font: 12, area: 7000, merged: [[103, 103]] },
  ],
  unlabelled: 0,
};

describe('color by number in the browser', () => {
  const map = computeRegionMap(page(), DEFAULT_FILL_OPTIONS.lineThreshold, DEFAULT_FILL_OPTIONS.gapClose);
  const regions = matchPlan(plan, map);

  it('matches each number to the fill region it sits in', () => {
    expect(regions.ids[0]).not.toBe(0);
    expect(regions.ids[0]).not.toBe(regions.ids[1]);
    expect(regions.byId.get(map.labels[10 * SIZE + 10]!)).toBe(0);
    expect(regions.byId.get(map.labels[120 * SIZE + 120]!)).toBe(1);
  });

  it('fills a region with its own colour (and its merged neighbours), hints on another colour, and lets unnumbered areas be', () => {
    expect(judgeTap(regions, map, { x: 10, y: 10 }, 1)).toEqual({ kind: 'fill', points: [{ x: 10, y: 10 }] });
    expect(judgeTap(regions, map, { x: 80, y: 80 }, 2)).toEqual({
      kind: 'fill',
      points: [
        { x: 80, y: 80 },
        { x: 103.5, y: 103.5 },
      ],
    });
    expect(judgeTap(regions, map, { x: 80, y: 80 }, 1)).toEqual({ kind: 'wrong', wanted: 2 });
    expect(judgeTap(regions, map, { x: 500, y: 5 }, 1)).toEqual({ kind: 'free' });
  });

  it('answers a tap on a merged area as its numbered area: the right colour fills both, another says the number', () => {
    expect(regions.byId.get(map.labels[103 * SIZE + 103]!)).toBe(1);
    expect(regions.mergedIds[1]).toEqual([map.labels[103 * SIZE + 103]]);
    expect(judgeTap(regions, map, { x: 103, y: 103 }, 2)).toEqual({
      kind: 'fill',
      points: [
        { x: 103, y: 103 },
        { x: 90.5, y: 30.5 },
        { x: 103.5, y: 103.5 },
      ],
    });
    expect(judgeTap(regions, map, { x: 103, y: 103 }, 1)).toEqual({ kind: 'wrong', wanted: 2 });
  });

  it('counts the numbered area done when the tap was on its merged area', () => {
    const coloring = createImage(SIZE, SIZE);
    const verdict = judgeTap(regions, map, { x: 103, y: 103 }, 2);
    if (verdict.kind !== 'fill') throw new Error('expected a fill');
    // Paint what the fill would: the whole region under each point, in colour 2's blue.
    for (const p of verdict.points) {
      const id = map.labels[Math.floor(p.y) * SIZE + Math.floor(p.x)]!;
      for (let s = map.spanStart[id]! * 2; s < map.spanStart[id + 1]! * 2; s += 2) {
        for (let j = map.spans[s]!; j < map.spans[s + 1]!; j++) coloring.data.set([0, 0, 255, 255], j * 4);
      }
    }
    const progress = progressOf(plan, coloring);
    expect(progress.done).toEqual([false, true]);
    expect(progress.perColor.get(2)).toEqual({ done: 1, total: 1 });
  });

  it('reads progress off the coloring, per colour and overall', () => {
    const coloring = createImage(SIZE, SIZE);
    expect(progressOf(plan, coloring)).toMatchObject({ doneCount: 0, total: 2 });
    // The left room red: colour 1 done; a wrong shade on the right does not count.
    for (let y = 0; y < SIZE; y++) for (let x = 0; x < 62; x++) coloring.data.set([255, 0, 0, 255], (y * SIZE + x) * 4);
    for (let y = 0; y < SIZE; y++) for (let x = 66; x < SIZE; x++) coloring.data.set([0, 0, 160, 255], (y * SIZE + x) * 4);
    const progress = progressOf(plan, coloring);
    expect(progress.done).toEqual([true, false]);
    expect(progress.perColor.get(1)).toEqual({ done: 1, total: 1 });
    expect(progress.perColor.get(2)).toEqual({ done: 0, total: 1 });
    expect(progress.doneCount).toBe(1);
  });
});
