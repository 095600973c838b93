import type { RgbaImage } from '../types';
import { assertSize, createImage } from '../image';

/**
 * The page as the user sees it, opaque: the coloring over white paper, multiplied by the line art
 * over white. Multiply equals "line art over coloring" for black-on-transparent line art and also
 * keeps the coloring visible under uploaded line art drawn on opaque white.
 */
export function composeLayers(lineArt: RgbaImage, coloring: RgbaImage, out?: RgbaImage): RgbaImage {
  const { width, height } = lineArt;
  assertSize(coloring, width, height, 'coloring');
  const dst = out ?? createImage(width, height);
  assertSize(dst, width, height, 'output');
  const l = lineArt.data;
  const c = coloring.data;
  const o = dst.data;
  for (let i = 0; i < o.length; i += 4) {
    const ca = c[i + 3] as number;
    const la = l[i + 3] as number;
    for (let k = 0; k < 3; k++) {
      const cv = ((c[i + k] as number) * ca + 255 * (255 - ca)) / 255;
      const lv = ((l[i + k] as number) * la + 255 * (255 - la)) / 255;
      o[i + k] = (cv * lv) / 255;
    }
    o[i + 3] = 255;
  }
  return dst;
}
