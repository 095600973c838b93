import sharp from 'sharp';

/**
 * What an upload looks like: a drawing (line art, maybe with grey or colour fills) or a phone
 * snapshot of a printed page, both kept as line art; or a photo, traced into a drawing.
 */
export type UploadKind = 'drawing' | 'snapshot' | 'photo';

// Line art is mostly paper with some dark ink: few mid tones and little colour, once the picture
// is small enough that anti-aliased edges are a small share of it.
const MAX_MID_TONES = 0.12;
const MAX_COLOURED = 0.05;
const MIN_PAPER = 0.45;

/** Tells line art from photos and colourful drawings by the share of paper, mid tones and colour. */
export async function detectKind(input: Buffer, maxPixels = 4096 * 4096): Promise<UploadKind> {
  const { data, info } = await sharp(input, { limitInputPixels: maxPixels, failOn: 'error' })
    .rotate()
    .flatten({ background: '#ffffff' })
    .resize(384, 384, { fit: 'inside' })
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const n = info.width * info.height;
  let paper = 0;
  let mid = 0;
  let coloured = 0;
  for (let i = 0; i < n; i++) {
    const r = data[i * 3] as number;
    const g = data[i * 3 + 1] as number;
    const b = data[i * 3 + 2] as number;
    const max = Math.max(r, g, b);
    const min = Math.min(r, g, b);
    const v = (r + g + b) / 3;
    if (v >= 215) paper++;
    else if (v > 70) mid++;
    if (max - min > 50) coloured++;
  }
  const lineArt = paper >= n * MIN_PAPER && mid <= n * MAX_MID_TONES && coloured <= n * MAX_COLOURED;
  return lineArt ? 'drawing' : 'photo';
}
