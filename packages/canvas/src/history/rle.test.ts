import { describe, expect, it } from 'vitest';
import { decodeRle, encodeRle } from './rle';

function roundTrip(values: number[]): { encoded: Int32Array; decoded: number[] } {
  const px = Int32Array.from(values);
  const encoded = encodeRle(px, px.length, new Int32Array(px.length * 2 + 2));
  const out = new Int32Array(px.length);
  const n = decodeRle(encoded, out);
  return { encoded, decoded: Array.from(out.subarray(0, n)) };
}

describe('run-length coding of pixels', () => {
  it('round-trips flat areas, literals and mixes exactly', () => {
    const cases = [
      [],
      [7],
      [1, 2],
      [5, 5, 5, 5, 5],
      [1, 2, 3, 4, 4, 4, 4, -1, -1, 0x7fffffff, -0x80000000, 9, 9],
      Array.from({ length: 1000 }, (_, i) => (i % 97 < 90 ? 0 : i)),
    ];
    for (const c of cases) expect(roundTrip(c).decoded).toEqual(c);
  });

  it('stores a flat tile in a couple of words', () => {
    const { encoded } = roundTrip(new Array(65536).fill(-16777216));
    expect(encoded.length).toBe(2);
  });
});
