import sharp, { type Sharp } from 'sharp';
import { PAGE_SIZE } from '../pages/create-page.ts';

/** Greyscale value below which a pixel of a provider's drawing counts as ink. */
const INK_THRESHOLD = 160;
/** Edge strength (0-255) that always counts as a line when tracing a photo. */
const MIN_EDGE = 28;
/** At most this share of a traced photo becomes ink, so busy photos do not turn into black mush. */
const MAX_INK_SHARE = 0.12;

interface Raw {
  data: Buffer;
  width: number;
  height: number;
}

/**
 * sharp runs its operations in a fixed internal order (median before threshold before normalise),
 * whatever order they are called in, so every step that must follow another gets its own pass
 * over a raw single-channel buffer.
 */
const pass = (img: Raw) => sharp(img.data, { raw: { width: img.width, height: img.height, channels: 1 } });

async function toRaw(pipeline: Sharp): Promise<Raw> {
  const { data, info } = await pipeline.extractChannel(0).raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/**
 * Any image to a grey raw buffer with alpha flattened on white, fitted inside a PAGE_SIZE square:
 * 'contain' letterboxes it in white, 'inside' keeps its own aspect (so a photo's border is no edge).
 */
async function fittedGrey(input: Buffer, maxPixels: number, fit: 'contain' | 'inside'): Promise<Raw> {
  return toRaw(
    sharp(input, { limitInputPixels: maxPixels, failOn: 'error' })
      .rotate()
      .flatten({ background: '#ffffff' })
      .resize(PAGE_SIZE, PAGE_SIZE, { fit, background: '#ffffff' })
      .greyscale(),
  );
}

/** Pads a raw buffer with white to the PAGE_SIZE square, centred, without resampling. */
async function padToSquare(img: Raw): Promise<Raw> {
  const x = PAGE_SIZE - img.width;
  const y = PAGE_SIZE - img.height;
  if (x <= 0 && y <= 0) return img;
  const extend = {
    left: Math.floor(x / 2),
    right: Math.ceil(x / 2),
    top: Math.floor(y / 2),
    bottom: Math.ceil(y / 2),
    background: '#ffffff',
  };
  return toRaw(pass(img).extend(extend));
}

/** Removes isolated specks from a black-and-white buffer; a median of binary pixels stays binary. */
async function despeckle(img: Raw): Promise<Raw> {
  return toRaw(pass(img).median(3));
}

/** Grows black lines by about a pixel each side: blur, then anything touched by ink stays ink. */
async function thicken(img: Raw): Promise<Raw> {
  return toRaw(pass(await toRaw(pass(img).blur(1))).threshold(235));
}

const png = (img: Raw) => pass(img).png({ compressionLevel: 9 }).toBuffer();

/**
 * Cleans a provider's drawing into pure black-on-white line art: grey, denoise, stretch the
 * contrast, threshold (light grey shading disappears, anti-aliased strokes become solid), then
 * drop specks. The result is a PAGE_SIZE square PNG holding only 0 and 255.
 */
export async function cleanLineArt(input: Buffer, maxPixels = 4096 * 4096): Promise<Buffer> {
  const grey = await fittedGrey(input, maxPixels, 'contain');
  // Lines cover a small share of a page, so the dark end of the stretch is the darkest pixel
  // (left after the median has removed lone noise), not a percentile that would land on a grey fill.
  const smooth = await toRaw(pass(grey).median(3).normalise({ lower: 0, upper: 99 }));
  const binary = await toRaw(pass(smooth).threshold(INK_THRESHOLD));
  return png(await despeckle(binary));
}

const SOBEL_X = [-1, 0, 1, -2, 0, 2, -1, 0, 1];
const SOBEL_Y = [-1, -2, -1, 0, 0, 0, 1, 2, 1];
// sharp clamps convolution output to 0..255: scale the signed gradient (at most ±1020) into ±127 around 128.
const GRADIENT_SCALE = 8;

/**
 * Traces a photo or drawing into line art: grey, blur away texture, Sobel edges in both
 * directions (sharp.convolve), edge strength, then a threshold that keeps the strongest edges
 * as black lines on white, and speckle removal.
 */
export async function traceLineArt(input: Buffer, maxPixels = 4096 * 4096): Promise<Buffer> {
  const grey = await fittedGrey(input, maxPixels, 'inside');
  const soft = await toRaw(pass(grey).blur(1.2).normalise());
  const kernel = (k: number[]) => ({ width: 3, height: 3, kernel: k, scale: GRADIENT_SCALE, offset: 128 });
  const [gx, gy] = await Promise.all([toRaw(pass(soft).convolve(kernel(SOBEL_X))), toRaw(pass(soft).convolve(kernel(SOBEL_Y)))]);

  const n = gx.data.length;
  const strength = new Uint8Array(n);
  const histogram = new Uint32Array(256);
  for (let i = 0; i < n; i++) {
    const dx = (gx.data[i] ?? 128) - 128;
    const dy = (gy.data[i] ?? 128) - 128;
    // Back to the 0..255 range of a grey step: a full black-to-white edge gives ~255.
    const s = Math.min(255, Math.round((Math.hypot(dx, dy) * GRADIENT_SCALE) / 4));
    strength[i] = s;
    histogram[s] = (histogram[s] ?? 0) + 1;
  }
  const threshold = Math.max(MIN_EDGE, percentile(histogram, n, 1 - MAX_INK_SHARE) + 1);
  const out = Buffer.alloc(n);
  for (let i = 0; i < n; i++) out[i] = (strength[i] ?? 0) >= threshold ? 0 : 255;
  // Edges are about a pixel wide: too thin to color up to, so they are thickened after the specks go.
  const lines = await thicken(await despeckle({ data: out, width: gx.width, height: gx.height }));
  return png(await padToSquare(lines));
}

function percentile(histogram: Uint32Array, total: number, share: number): number {
  const target = total * share;
  let seen = 0;
  for (let v = 0; v < 256; v++) {
    seen += histogram[v] ?? 0;
    if (seen >= target) return v;
  }
  return 255;
}

/** Share of black pixels in a black-and-white PNG (0..1). */
export async function inkShare(png: Buffer): Promise<number> {
  const { data } = await sharp(png).extractChannel(0).raw().toBuffer({ resolveWithObject: true });
  let ink = 0;
  for (const v of data) if (v < 128) ink++;
  return data.length ? ink / data.length : 0;
}
