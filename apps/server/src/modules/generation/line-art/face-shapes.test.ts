import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { drawFaces } from './face-shapes.ts';
import type { Face } from './faces.ts';

const SIZE = 400;
/** A face filling the box (60..340): skin, two dark eyes at 30% and 70% across, red smiling lips. */
const FACE: Face = { x: 60, y: 60, width: 280, height: 280 };

async function photo(withFeatures: boolean) {
  const features = withFeatures
    ? `<circle cx="144" cy="116" r="14" fill="#2a1a10"/><circle cx="256" cy="116" r="14" fill="#2a1a10"/>
       <path d="M130 290 Q200 330 270 290" fill="none" stroke="#c0303a" stroke-width="14"/>`
    : '';
  const { data } = await sharp(
    Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}">
      <rect width="${SIZE}" height="${SIZE}" fill="#4060a0"/>
      <ellipse cx="200" cy="200" rx="160" ry="190" fill="#e8b898"/>${features}</svg>`),
  )
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data: new Uint8Array(data), width: SIZE, height: SIZE };
}

/** A face's traced areas as a photo of one gives them: shading bands cutting across it. */
function bandedIds(): Int32Array {
  const ids = new Int32Array(SIZE * SIZE);
  for (let y = 0; y < SIZE; y++) for (let x = 0; x < SIZE; x++) ids[y * SIZE + x] = Math.floor((x + y) / 90);
  return ids;
}

describe('faces in traced photos', () => {
  it('draws a face whose eyes the photo shows as clean shapes: eyes where its eyes are, a smiling mouth, one area of skin', async () => {
    const ids = bandedIds();
    const details = new Uint8Array(SIZE * SIZE);
    const undrawn = await drawFaces(await photo(true), [FACE], ids, details);
    expect(undrawn).toEqual([]);
    const ink = (x0: number, y0: number, x1: number, y1: number) => {
      let n = 0;
      for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) if (details[y * SIZE + x]) n++;
      return n;
    };
    // Each eye drawn round the photo's eye, with its pupil, and nothing between the eyes.
    expect(ink(130, 102, 158, 130)).toBeGreaterThan(100);
    expect(ink(242, 102, 270, 130)).toBeGreaterThan(100);
    expect(ink(185, 100, 215, 130)).toBe(0);
    // The mouth along the lips, its corners higher than its middle (a smile).
    const lowest = (x: number) => {
      for (let y = SIZE - 1; y >= 0; y--) if (details[y * SIZE + x]) return y;
      return -1;
    };
    expect(lowest(200)).toBeGreaterThan(290);
    expect(lowest(200)).toBeLessThan(330);
    expect(lowest(165)).toBeGreaterThan(290);
    expect(lowest(165)).toBeLessThan(lowest(200));
    expect(lowest(235)).toBeLessThan(lowest(200));
    // The shading bands no longer cut the face: its middle is one area.
    expect(new Set([ids[200 * SIZE + 120], ids[200 * SIZE + 280], ids[130 * SIZE + 200], ids[260 * SIZE + 200]]).size).toBe(1);
  });

  it('draws no eyes where the photo shows none (a face-like patch of skin is left as traced)', async () => {
    const ids = bandedIds();
    const before = Int32Array.from(ids);
    const details = new Uint8Array(SIZE * SIZE);
    const undrawn = await drawFaces(await photo(false), [FACE], ids, details);
    expect(undrawn).toEqual([FACE]);
    expect(details.every((v) => v === 0)).toBe(true);
    expect(ids).toEqual(before);
  });
});
