import { describe, expect, it } from 'vitest';
import { localExtreme } from './binary.ts';
import { inkMaskByDepth } from './ink.ts';

// A photographed page, flattened: paper at 250, a soft shadow the lamp's fit left (down to 170 at
// its middle, over 300 px), a faint grey line (3 px, 60 levels deep), a black line (8 px), and
// the hard-edged shadow of a phone over the bottom quarter (paper at 150 there, blurred edge).
function page() {
  const width = 600;
  const height = 400;
  const data = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const d = Math.hypot(x - 150, y - 200) / 150;
      let v = 250 - (d < 1 ? 80 * (1 - d * d) ** 2 : 0);
      if (x >= 400 && x < 403) v = 190;
      if (x >= 500 && x < 508) v = 30;
      // The hard shadow's edge, blurred over 3 px.
      const shadow = Math.min(1, Math.max(0, (y - 300) / 3));
      data[y * width + x] = Math.round(v * (1 - 0.4 * shadow));
    }
  }
  return { data, width, height };
}

describe('ink of a photographed page', () => {
  it('is every line, faint or black, at its weight, and never a shadow on the paper, soft or hard-edged', async () => {
    const grey = page();
    const ink = inkMaskByDepth(
      grey,
      new Uint8Array(grey.data.length),
      await localExtreme(grey, 5, 'min'),
      await localExtreme(grey, 25, 'paper'),
      255,
      128,
    );
    const row = (y: number) => [...ink.subarray(y * grey.width, (y + 1) * grey.width)].map((v): number => (v ? 1 : 0));
    const middle = row(200);
    // The shadow's middle is paper.
    expect(middle.slice(0, 300).reduce((a, b) => a + b, 0)).toBe(0);
    // The faint line is ink, 3 px; the black line 8 px.
    expect(middle.slice(390, 410).reduce((a, b) => a + b, 0)).toBe(3);
    expect(middle.slice(490, 520).reduce((a, b) => a + b, 0)).toBe(8);
    // The hard shadow's edge is no line: across it, the only ink is the two lines'.
    for (let y = 290; y < 315; y++) expect(row(y).filter((v, x) => v && (x < 400 || x >= 403) && (x < 500 || x >= 508)).length).toBe(0);
  });
});
