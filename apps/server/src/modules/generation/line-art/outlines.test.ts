import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { colourInk, measureOutlines } from './outlines.ts';

/** An SVG drawn to RGB. */
async function rgbOf(svg: string) {
  const { data, info } = await sharp(Buffer.from(svg))
    .flatten({ background: '#fff' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data: new Uint8Array(data), width: info.width, height: info.height };
}

// Three bands of colour (orange, dark blue, white) crossed by one thin dark line; a wide brown
// patch and a soft pink blush on the orange.
const BANDS = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="300">
  <rect width="200" height="300" fill="#ff9a1a"/><rect x="200" width="200" height="300" fill="#1c3c9c"/><rect x="400" width="200" height="300" fill="#fff"/>
  <defs><radialGradient id="b"><stop offset="0" stop-color="#e0507a" stop-opacity="0.8"/><stop offset="1" stop-color="#e0507a" stop-opacity="0"/></radialGradient></defs>
  <ellipse cx="100" cy="230" rx="60" ry="40" fill="url(#b)"/>
  <rect x="40" y="20" width="70" height="60" fill="#7a3d10"/>
  <path d="M10 150.5 H590" stroke="#1a1208" stroke-width="1.6"/>
</svg>`;

describe('outlines of a drawing coloured in', () => {
  it('finds a thin dark line whole over any colour, and no wide dark fill or soft shading as ink', async () => {
    const rgb = await rgbOf(BANDS);
    const ink = await colourInk(rgb, 25);
    const at = (x: number, y: number) => ink[y * rgb.width + x] === 255;
    // Every column crosses the line once: over orange, over dark blue and over white.
    let whole = 0;
    for (let x = 12; x < 588; x++) if (at(x, 150) || at(x, 151)) whole++;
    expect(whole).toBe(576);
    // The brown patch (70 px wide) is a fill, the blush is shading, the blue band a colour.
    for (const [x, y] of [
      [75, 50],
      [100, 230],
      [300, 60],
    ] as const)
      expect(at(x, y)).toBe(false);
  });

  it('tells an outlined drawing (its edges along dark lines, its fills smooth) from a photo-like picture', async () => {
    const drawing = await measureOutlines(await rgbOf(BANDS.replace('stroke-width="1.6"', 'stroke-width="3"')));
    expect(drawing.smooth).toBeGreaterThan(0.9);
    // Edges with no line between them: the colour bands meet with no ink between.
    const bare = await measureOutlines(await rgbOf(BANDS.replace(/<path[^>]*\/>/, '')));
    expect(bare.outlined).toBeLessThan(0.2);
    expect(drawing.outlined).toBeGreaterThan(bare.outlined + 0.2);
  });
});
