import type { RgbaImage } from '../types';
import { overWhite } from './composite-color';
import { BLOCKED, CORE, INK } from './pixel-flags';

/**
 * Darkness of a line-art pixel seen over white paper, 0 (none) .. 255 (black): how far its
 * darkest channel falls below white. Zero exactly when the line art leaves the composite
 * unchanged, which lets the fill skip the line layer on such pixels.
 */
export function inkAt(data: Uint8ClampedArray, offset: number): number {
  const a = data[offset + 3] as number;
  if (a === 0) return 0;
  const r = overWhite(data[offset] as number, a);
  const g = overWhite(data[offset + 1] as number, a);
  const b = overWhite(data[offset + 2] as number, a);
  return 255 - Math.min(r, g, b);
}

/** Half widths of a digital disk: row dy of the disk spans x in [-hw[|dy|], hw[|dy|]]. */
function diskHalfWidths(radius: number): Int32Array {
  const hw = new Int32Array(radius + 1);
  // +0.5 rounds the disk outward a little so a radius of r closes every gap of 2r px.
  for (let dy = 0; dy <= radius; dy++) hw[dy] = Math.floor(Math.sqrt((radius + 0.5) ** 2 - dy * dy));
  return hw;
}

/**
 * Classifies line-art pixels into INK / CORE / BLOCKED bits (see pixel-flags); BLOCKED is CORE
 * dilated by a disk of `radius` px so gaps up to 2*radius px wide are closed.
 */
export function computeLineBarrier(
  lineArt: RgbaImage,
  threshold: number,
  radius: number,
  out: Uint8Array = new Uint8Array(lineArt.width * lineArt.height),
): Uint8Array {
  const { width: w, height: h, data } = lineArt;
  const n = w * h;
  // Int32 view: values stay small integers in optimised code, unlike Uint32 ones.
  const words = new Int32Array(data.buffer, data.byteOffset, n);
  const quads = n >> 2;
  const out32 = out.byteOffset % 4 === 0 ? new Int32Array(out.buffer, out.byteOffset, quads) : null;
  let lastWord = 0;
  let lastBits = 0;
  let i = 0;
  while (i < n) {
    // Line art is mostly one paper value: four equal pixels take one comparison chain and one
    // word write.
    if (out32 && (i & 3) === 0 && i + 4 <= n) {
      if (words[i] === lastWord && words[i + 1] === lastWord && words[i + 2] === lastWord && words[i + 3] === lastWord) {
        out32[i >> 2] = lastBits * 0x01010101;
        i += 4;
        continue;
      }
    }
    const word = words[i] as number;
    if (word !== lastWord) {
      lastWord = word;
      const ink = inkAt(data, i << 2);
      lastBits = ink === 0 ? 0 : ink >= threshold ? INK | CORE | BLOCKED : INK;
    }
    out[i] = lastBits;
    i++;
  }
  if (radius > 0) dilateCore(out, w, h, radius);
  return out;
}

/** Marks BLOCKED every pixel within `radius` of a CORE pixel, stamping disk rows per run of CORE. */
function dilateCore(bits: Uint8Array, w: number, h: number, radius: number): void {
  const hw = diskHalfWidths(radius);
  for (let y = 0; y < h; y++) {
    const row = y * w;
    let x = 0;
    while (x < w) {
      if (((bits[row + x] as number) & CORE) === 0) {
        x++;
        continue;
      }
      const start = x;
      while (x < w && ((bits[row + x] as number) & CORE) !== 0) x++;
      const end = x - 1;
      const y0 = Math.max(0, y - radius);
      const y1 = Math.min(h - 1, y + radius);
      for (let yy = y0; yy <= y1; yy++) {
        const half = hw[Math.abs(yy - y)] as number;
        const a = Math.max(0, start - half);
        const b = Math.min(w - 1, end + half);
        const r = yy * w;
        for (let k = r + a; k <= r + b; k++) bits[k] = (bits[k] as number) | BLOCKED;
      }
    }
  }
}
