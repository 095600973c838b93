import { describe, expect, it } from 'vitest';
import { mergeWeakBorders } from './borders.ts';

describe('merging areas along weak borders', () => {
  it('does not join two areas through a third when the edge between them is strong', () => {
    // A (top left) and B (bottom left) meet along a weak border, B and the right half C along a
    // weak one too, but A and C along a strong edge: B joins A, and A+B stays apart from C.
    const [w, h] = [30, 30];
    const ids = new Int32Array(w * h);
    const strength = new Float32Array(w * h);
    for (let y = 0; y < h; y++) {
      for (let x = 0; x < w; x++) {
        const i = y * w + x;
        ids[i] = x >= 15 ? 2 : y < 20 ? 0 : 1;
        if (x === 14 || x === 15) strength[i] = y < 20 ? 10 : 2;
        else if (y === 19 || y === 20) strength[i] = 1;
      }
    }
    mergeWeakBorders(ids, w, h, strength, 5);
    const at = (x: number, y: number) => ids[y * w + x];
    expect(at(0, 0)).toBe(at(0, 29));
    expect(at(29, 0)).not.toBe(at(0, 0));
  });

  it('merges weak borders weakest first and never the fixed area (the empty page)', () => {
    const [w, h] = [20, 10];
    const ids = new Int32Array(w * h);
    const strength = new Float32Array(w * h);
    // Four stripes, 0 | 1 | 2 | 3, with weak borders between all of them; stripe 0 is fixed.
    for (let i = 0; i < w * h; i++) ids[i] = Math.floor((i % w) / 5);
    mergeWeakBorders(ids, w, h, strength, 5, 0);
    const stripes = [0, 5, 10, 15].map((x) => ids[x]);
    expect(stripes[1]).toBe(stripes[2]);
    expect(stripes[2]).toBe(stripes[3]);
    expect(stripes[0]).not.toBe(stripes[1]);
  });
});
