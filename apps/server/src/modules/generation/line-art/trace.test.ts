import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { traceLineArt } from '../line-art.ts';
import { labelAreas } from './regions.ts';

/** A busy scene: a 32 by 32 grid of tiles in twelve strong colours (over a thousand areas). */
async function tiles(): Promise<Buffer> {
  const palette = [
    '#e6194b',
    '#3cb44b',
    '#ffe119',
    '#4363d8',
    '#f58231',
    '#911eb4',
    '#46f0f0',
    '#f032e6',
    '#bcf60c',
    '#008080',
    '#9a6324',
    '#000075',
  ];
  let seed = 11;
  const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
  let rects = '';
  for (let y = 0; y < 32; y++)
    for (let x = 0; x < 32; x++)
      rects += `<rect x="${x * 32}" y="${y * 32}" width="32" height="32" fill="${palette[Math.floor(random() * 12)]}"/>`;
  return sharp(Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="1024" height="1024">${rects}</svg>`))
    .png()
    .toBuffer();
}

/** White areas of at least 150 px on a traced page: what a child can tap to fill. */
async function areas(png: Buffer): Promise<number> {
  const { data, info } = await sharp(png).extractChannel(0).raw().toBuffer({ resolveWithObject: true });
  const white = Uint8Array.from(data, (v) => (v >= 128 ? 1 : 0));
  const { ids, count } = labelAreas(white, info.width, info.height);
  const size = new Int32Array(count);
  for (let i = 0; i < ids.length; i++) if (white[i]) size[ids[i]!]! += 1;
  return size.filter((s) => s >= 150).length;
}

describe('Detail on a busy picture', () => {
  it('draws more areas at each higher Detail, up to about its cap, even where the picture has far more', async () => {
    const picture = await tiles();
    const counts = [];
    for (const detail of [3, 4, 5] as const) counts.push(await areas(await traceLineArt(picture, undefined, detail)));
    expect(counts[1]).toBeGreaterThan(counts[0]!);
    expect(counts[2]).toBeGreaterThan(counts[1]!);
    // A page over its cap loses only its smallest areas (merging all under Detail 1's smallest
    // area left this one about a hundred at Detail 3, 4 and 5 alike).
    expect(counts[2]).toBeGreaterThan(150);
  }, 60_000);
});
