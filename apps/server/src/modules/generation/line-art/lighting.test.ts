import { describe, expect, it } from 'vitest';
import { flattenLighting } from './lighting.ts';

// A photographed page, 800 x 600: paper at 240 falling off to 200 at the right (a lamp), a black
// line (6 px) down it, a grey fill (a box outlined in black) in its top left, and a hard-edged
// shadow (the paper at 55% there, its edge 3 px wide) over everything below a slanting line.
function page(shadow = true) {
  const width = 800;
  const height = 600;
  const data = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let v = 240 - (40 * x) / width;
      if (x >= 100 && x < 300 && y >= 60 && y < 200) v *= 0.55;
      const outline = (x >= 94 && x < 100) || (x >= 300 && x < 306);
      if ((x >= 94 && x < 306 && ((y >= 54 && y < 60) || (y >= 200 && y < 206))) || (outline && y >= 54 && y < 206)) v = 20;
      if (x >= 500 && x < 506) v = 20;
      const edge = 350 + x * 0.2;
      data[y * width + x] = Math.round(shadow ? v * (1 - 0.45 * Math.min(1, Math.max(0, 0.5 + (y - edge) / 3))) : v);
    }
  }
  return { data, width, height };
}

describe('flattening a photographed page', () => {
  it('turns paper white under a hard-edged shadow too, keeping the lines black and the fill grey', async () => {
    const flat = await flattenLighting(page(), { shadows: true });
    const at = (x: number, y: number) => flat.data[y * flat.width + x] as number;
    // Paper, lit and shadowed, on both sides of the shadow's edge: white.
    for (const x of [50, 250, 400, 650, 780]) {
      for (const y of [300, 340, 400, 450, 580]) expect(at(x, y)).toBeGreaterThanOrEqual(215);
      // Right at the edge, where no smooth surface follows it.
      const edge = Math.round(350 + x * 0.2);
      for (let y = edge - 6; y <= edge + 6; y++) expect(at(x, y)).toBeGreaterThanOrEqual(215);
    }
    // The line stays black, in the shadow or not; the fill stays a fill.
    expect(at(503, 100)).toBeLessThan(60);
    expect(at(503, 550)).toBeLessThan(60);
    expect(at(200, 130)).toBeGreaterThan(90);
    expect(at(200, 130)).toBeLessThan(180);
  });

  it('leaves a page with no hard shadow as the lamp alone flattens it (its grey fill is no shadow)', async () => {
    const plain = await flattenLighting(page(false));
    const looked = await flattenLighting(page(false), { shadows: true });
    expect(Buffer.from(looked.data).equals(Buffer.from(plain.data))).toBe(true);
  });
});
