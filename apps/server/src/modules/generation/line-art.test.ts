import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { drawnShape } from '../../../test/fake-openai.ts';
import { cleanLineArt, inkShare, traceLineArt } from './line-art.ts';

/** Grey value (0..255) of the pixel at x,y of an image. */
async function pixels(png: Buffer) {
  const { data, info } = await sharp(png).extractChannel(0).raw().toBuffer({ resolveWithObject: true });
  const values = new Set(data);
  return { info, values, at: (x: number, y: number) => data[y * info.width + x] };
}

describe('cleanLineArt', () => {
  it('turns a shaded, speckled drawing into pure black-on-white 1024 line art', async () => {
    const out = await pixels(await cleanLineArt(await drawnShape()));
    expect(out.info).toMatchObject({ width: 1024, height: 1024 });
    expect([...out.values].sort((a, b) => a - b)).toEqual([0, 255]);
    expect(out.at(512, 260)).toBe(0); // the head outline (stroke 14 px around y = 260)
    expect(out.at(512, 560)).toBe(255); // the light grey fill becomes white: nothing pre-colored
    expect(out.at(120, 900)).toBe(255); // a speck is gone
    expect(out.at(930, 120)).toBe(255);
    expect(out.at(5, 5)).toBe(255); // the off-white paper becomes white
  });

  it('keeps a non-square picture its shape (pages are letterboxed when stored) and refuses what is not an image', async () => {
    const wide = await sharp(
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="200"><rect x="20" y="20" width="360" height="160" fill="none" stroke="#000" stroke-width="8"/></svg>',
      ),
    )
      .png()
      .toBuffer();
    const out = await pixels(await cleanLineArt(wide));
    expect(out.info).toMatchObject({ width: 1024, height: 512 });
    expect(out.at(512, 256)).toBe(255);
    expect(out.at(512, 51)).toBe(0); // the frame's top edge (y = 20 of 200)
    await expect(cleanLineArt(Buffer.from('not an image'))).rejects.toThrow();
  });
});

describe('traceLineArt', () => {
  it('draws the shapes of a colorful picture as closed black outlines on an empty white page', async () => {
    const photo = await sharp(
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800"><rect width="800" height="800" fill="#7ab8e8"/><circle cx="400" cy="400" r="200" fill="#d83a2c"/><rect x="60" y="560" width="200" height="160" fill="#1d5c1d"/></svg>',
      ),
    )
      .jpeg({ quality: 85 })
      .toBuffer();
    const png = await traceLineArt(photo);
    const out = await pixels(png);
    expect(out.info).toMatchObject({ width: 1024, height: 1024 });
    expect([...out.values].sort((a, b) => a - b)).toEqual([0, 255]);
    // The sky is background: no frame and no lines in it; the subject (ball and box) is drawn.
    expect(out.at(4, 4)).toBe(255);
    expect(out.at(1019, 4)).toBe(255);
    let crossings = 0;
    let inside = false;
    for (let x = 0; x < 1024; x++) {
      const ink = out.at(x, 420) === 0;
      if (ink && !inside) crossings++;
      inside = ink;
    }
    expect(crossings).toBe(2); // the ball's outline, left and right, each once
    const ink = await inkShare(png);
    expect(ink).toBeGreaterThan(0.003);
    expect(ink).toBeLessThan(0.06);
  });
});
