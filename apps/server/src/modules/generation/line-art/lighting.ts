import type { Mask } from './binary.ts';
import { shadowedPaper } from './shadows.ts';

/** A one-channel picture (0 black .. 255 white). Same shape as a Mask, read as grey levels. */
export type Grey = Mask;

// Blocks about 1/24 of the long side: large beside any ink line, small beside a lamp's gradient.
const BLOCKS_ACROSS = 24;

/**
 * Evens out the lighting of a photographed page: the paper's own brightness is estimated per
 * block (its bright pixels: paper is the brightest thing on a coloring page), a smooth surface
 * fitted to those estimates, and every pixel divided by it. Paper becomes white wherever the
 * lamp left it grey; ink keeps its darkness relative to the paper around it; a grey fill stays a
 * fill. On evenly lit art it changes nothing. With `shadows` (a photographed page, or 'judging'
 * in detection, whether a picture is one), the paper under hard-edged shadows is followed too
 * (shadows.ts).
 */
export async function flattenLighting(grey: Grey, options: { shadows?: boolean | 'judging' } = {}): Promise<Grey> {
  const { data, width, height } = grey;
  const block = Math.max(8, Math.round(Math.max(width, height) / BLOCKS_ACROSS));
  const bw = Math.ceil(width / block);
  const bh = Math.ceil(height / block);
  const peak = blockPaper(data, width, height, block, bw, bh);
  const fit = fitPaper(peak, bw, bh);
  let paper: Float64Array = new Float64Array(width * height);
  for (let y = 0; y < height; y++) {
    const v = (y + 0.5) / block;
    for (let x = 0; x < width; x++) paper[y * width + x] = Math.max(24, Math.min(255, surfaceAt(fit, (x + 0.5) / block, v, bw, bh)));
  }
  // A photographed page may have a hard-edged shadow across it, which no smooth surface follows.
  if (options.shadows) paper = await shadowedPaper(grey, paper, options.shadows === 'judging');
  const out = new Uint8Array(data.length);
  for (let i = 0; i < out.length; i++) out[i] = Math.min(255, Math.round(((data[i] as number) * 255) / (paper[i] as number)));
  return { data: out, width, height };
}

/**
 * How much the paper's brightness varies across the picture (the fitted surface's highest minus
 * lowest level): 0 for a scan or an export, tens of levels for a page photographed under a lamp.
 */
export function paperUnevenness(grey: Grey): number {
  const { data, width, height } = grey;
  const block = Math.max(8, Math.round(Math.max(width, height) / BLOCKS_ACROSS));
  const bw = Math.ceil(width / block);
  const bh = Math.ceil(height / block);
  const fit = fitPaper(blockPaper(data, width, height, block, bw, bh), bw, bh);
  let lo = Infinity;
  let hi = -Infinity;
  for (let y = 0; y <= 8; y++) {
    for (let x = 0; x <= 8; x++) {
      const v = Math.min(255, surfaceAt(fit, (x / 8) * bw, (y / 8) * bh, bw, bh));
      lo = Math.min(lo, v);
      hi = Math.max(hi, v);
    }
  }
  return hi - lo;
}

/** A smooth paper surface: quadratic in x and y, coefficients of 1, x, y, x², xy, y² (on 0..1). */
type Surface = number[];

function surfaceAt(c: Surface, bx: number, by: number, bw: number, bh: number): number {
  const x = bx / bw;
  const y = by / bh;
  return c[0]! + c[1]! * x + c[2]! * y + c[3]! * x * x + c[4]! * x * y + c[5]! * y * y;
}

/**
 * Fits the paper surface to the blocks' paper levels, ignoring blocks well below it (grey or
 * colour fills, dark areas: not paper) over a few rounds. A lamp's light is smooth, so a
 * quadratic follows it; a fill's sharp border is not, so fills stay fills.
 */
function fitPaper(peak: Uint8Array, bw: number, bh: number): Surface {
  let use = new Uint8Array(peak.length).fill(1);
  let c: Surface = [255, 0, 0, 0, 0, 0];
  for (let round = 0; round < 4; round++) {
    const ata = Array.from({ length: 6 }, () => new Array<number>(6).fill(0));
    const atb = new Array<number>(6).fill(0);
    let n = 0;
    for (let by = 0; by < bh; by++) {
      for (let bx = 0; bx < bw; bx++) {
        const i = by * bw + bx;
        if (!use[i]) continue;
        const x = (bx + 0.5) / bw;
        const y = (by + 0.5) / bh;
        const row = [1, x, y, x * x, x * y, y * y];
        for (let a = 0; a < 6; a++) {
          atb[a]! += row[a]! * (peak[i] as number);
          for (let b = 0; b < 6; b++) ata[a]![b]! += row[a]! * row[b]!;
        }
        n++;
      }
    }
    if (n < 12) break;
    c = solve(ata, atb) ?? c;
    const next = new Uint8Array(peak.length);
    for (let by = 0; by < bh; by++) {
      for (let bx = 0; bx < bw; bx++) {
        const i = by * bw + bx;
        next[i] = (peak[i] as number) >= surfaceAt(c, bx + 0.5, by + 0.5, bw, bh) - 18 ? 1 : 0;
      }
    }
    use = next;
  }
  return c;
}

/** Gaussian elimination with partial pivoting; null when singular. */
function solve(a: number[][], b: number[]): number[] | null {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i]!]);
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let r = col + 1; r < n; r++) if (Math.abs(m[r]![col]!) > Math.abs(m[pivot]![col]!)) pivot = r;
    if (Math.abs(m[pivot]![col]!) < 1e-9) return null;
    [m[col], m[pivot]] = [m[pivot]!, m[col]!];
    for (let r = 0; r < n; r++) {
      if (r === col) continue;
      const f = m[r]![col]! / m[col]![col]!;
      for (let k = col; k <= n; k++) m[r]![k]! -= f * m[col]![k]!;
    }
  }
  return m.map((row, i) => row[n]! / row[i]!);
}

/** Per block, a bright percentile (not the maximum: sensor noise and JPEG ringing overshoot). */
function blockPaper(data: Uint8Array, width: number, height: number, block: number, bw: number, bh: number): Uint8Array {
  const out = new Uint8Array(bw * bh);
  const hist = new Uint32Array(256);
  for (let by = 0; by < bh; by++) {
    for (let bx = 0; bx < bw; bx++) {
      hist.fill(0);
      let n = 0;
      const y1 = Math.min(height, (by + 1) * block);
      const x1 = Math.min(width, (bx + 1) * block);
      for (let y = by * block; y < y1; y++) {
        for (let x = bx * block; x < x1; x++) {
          hist[data[y * width + x] as number]! += 1;
          n++;
        }
      }
      // The 90th percentile: paper if a tenth of the block is paper.
      let left = Math.ceil(n * 0.1);
      let v = 255;
      while (v > 0 && left > 0) left -= hist[v--] as number;
      out[by * bw + bx] = v + 1;
    }
  }
  return out;
}
