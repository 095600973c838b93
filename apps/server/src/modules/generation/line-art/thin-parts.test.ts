import { describe, expect, it } from 'vitest';
import { giveAwayThinParts } from './thin-parts.ts';

/** A w x h map drawn by `at(x, y)`. */
const map = (w: number, h: number, at: (x: number, y: number) => number) =>
  Int32Array.from({ length: w * h }, (_, i) => at(i % w, Math.floor(i / w)));
const count = (ids: Int32Array, id: number) => ids.reduce((n, v) => n + (v === id ? 1 : 0), 0);

describe('thin parts of areas', () => {
  it('hands a thin band between two areas to them, so their edge is drawn once', async () => {
    // Two 40 px areas with a 4 px band (id 2) between them: the band would be two lines 4 px apart.
    const ids = map(84, 40, (x) => (x < 40 ? 0 : x < 44 ? 2 : 1));
    await giveAwayThinParts(ids, 84, 40, 12);
    expect(count(ids, 2)).toBe(0);
    // Each side took the half nearer to it: the one line left lies in the band.
    expect(ids[41]).toBe(0);
    expect(ids[42]).toBe(1);
  });

  it('cuts the thin tail off a large area and leaves its thick body and a band wide enough to color', async () => {
    // Area 1 is a 30 px square with a 3 px tail running along area 0; area 2 is a band 16 px
    // wide. Everything lies 15 px or more from the map's edges (a strip along the edge is thin too).
    const square = (x: number, y: number) => x >= 15 && x < 45 && y >= 15 && y < 45;
    const ids = map(120, 80, (x, y) =>
      square(x, y) ? 1 : y >= 45 && y < 48 && x >= 15 && x < 100 ? 1 : x >= 60 && x < 76 && y >= 15 && y < 40 ? 2 : 0,
    );
    await giveAwayThinParts(ids, 120, 80, 12);
    // The tail is gone where it runs on its own (under the square it only thickens it).
    for (const x of [55, 70, 90]) expect(ids[46 * 120 + x]).toBe(0);
    // The square stays, but for its corners, rounded off as a disc rolled inside it would round them.
    const inset = (x: number, y: number) => square(x, y) && square(x - 4, y - 4) && square(x + 4, y + 4);
    for (let i = 0; i < ids.length; i++) if (inset(i % 120, Math.floor(i / 120))) expect(ids[i]).toBe(1);
    expect(count(ids, 1)).toBeLessThan(30 * 33 + 20);
    // The 16 px band stays (corners rounded; it may take the 5 px gap between it and the tail).
    for (let y = 19; y < 36; y++) for (let x = 64; x < 72; x++) expect(ids[y * 120 + x]).toBe(2);
    expect(count(ids, 2)).toBeGreaterThan(16 * 25 - 40);
  });

  it('keeps a thin part that only the empty page surrounds: a tail or a string stays on the page', async () => {
    // A subject (1) with a 4 px tail (1) and a separate 4 px string (2), all on the page (0, fixed).
    const ids = map(100, 60, (x, y) =>
      x >= 10 && x < 40 && y >= 10 && y < 40
        ? 1
        : y >= 20 && y < 24 && x >= 40 && x < 70
          ? 1
          : y >= 50 && y < 54 && x >= 10 && x < 90
            ? 2
            : 0,
    );
    const before = Int32Array.from(ids);
    await giveAwayThinParts(ids, 100, 60, 12, 0);
    expect(Array.from(ids)).toEqual(Array.from(before));
  });
});
