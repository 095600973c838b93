import { describe, expect, it } from 'vitest';
import { mergeSimilarAreas } from './similar-areas.ts';

/** Four vertical stripes, 10 px each, of the given 8-bit Lab colours (L as L* x 2.55). */
function stripes(colours: Array<[number, number, number]>) {
  const [w, h] = [40, 10];
  const ids = new Int32Array(w * h);
  const lab = new Uint8Array(w * h * 3);
  for (let i = 0; i < w * h; i++) {
    const s = Math.floor((i % w) / 10);
    ids[i] = s;
    const [l, a, b] = colours[s]!;
    lab.set([Math.round(l * 2.55), a + 128, b + 128], i * 3);
  }
  return { ids, lab, w, h, at: (s: number) => ids[s * 10] };
}

describe('merging areas of like colour', () => {
  it('joins the bands of one material shaded lighter and darker, and keeps a part of another colour apart', () => {
    // Wool lit at 80, 68 and 58 L* (the same hue), then a brown face.
    const { ids, lab, w, h, at } = stripes([
      [80, 0, 4],
      [68, 0, 4],
      [58, 1, 5],
      [40, 18, 30],
    ]);
    mergeSimilarAreas(ids, w, h, lab, 12);
    expect(at(1)).toBe(at(0));
    expect(at(2)).toBe(at(0));
    expect(at(3)).not.toBe(at(0));
  });

  it('weighs a change of hue twice a change of lightness', () => {
    // 20 L* apart (weighed 10) merge; 20 apart in a* do not.
    const { ids, lab, w, h, at } = stripes([
      [60, 0, 0],
      [40, 0, 0],
      [40, 20, 0],
      [40, 40, 0],
    ]);
    mergeSimilarAreas(ids, w, h, lab, 12);
    expect(at(1)).toBe(at(0));
    expect(at(2)).not.toBe(at(1));
    expect(at(3)).not.toBe(at(2));
  });

  it('never merges the empty page around a subject', () => {
    const { ids, lab, w, h, at } = stripes([
      [100, 0, 0],
      [97, 0, 0],
      [95, 0, 0],
      [30, 0, 0],
    ]);
    mergeSimilarAreas(ids, w, h, lab, 12, 0);
    expect(at(0)).toBe(0);
    expect(at(1)).not.toBe(0);
    expect(at(2)).toBe(at(1));
  });
});
