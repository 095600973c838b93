import type { Rgba, RgbaImage } from '../types';
import { composeLayers } from './compose';

// How far (px) the eyedropper looks for paint around the point: crayon and pencil leave paper
// showing between grains, and a pick there should still find the crayon's colour.
const REACH = 2;

/**
 * The colour a person means when they pick at (x, y): the paint's own colour (the most opaque
 * painted pixel within REACH px, undiluted by the paper showing through), else what the page
 * shows there (white paper, or the line).
 */
export function pickColor(lineArt: RgbaImage, coloring: RgbaImage, x: number, y: number): Rgba {
  const { width: w, height: h, data } = coloring;
  const cx = Math.min(w - 1, Math.max(0, Math.floor(x)));
  const cy = Math.min(h - 1, Math.max(0, Math.floor(y)));
  const lineAlpha = lineArt.data[(cy * w + cx) * 4 + 3] as number;
  let best = -1;
  let bestAlpha = 0;
  // On a line the line is what shows; elsewhere the strongest paint nearby.
  if (lineAlpha < 128) {
    for (let yy = Math.max(0, cy - REACH); yy <= Math.min(h - 1, cy + REACH); yy++) {
      for (let xx = Math.max(0, cx - REACH); xx <= Math.min(w - 1, cx + REACH); xx++) {
        const a = data[(yy * w + xx) * 4 + 3] as number;
        if (a > bestAlpha) {
          bestAlpha = a;
          best = (yy * w + xx) * 4;
        }
      }
    }
  }
  if (best >= 0) return { r: data[best] as number, g: data[best + 1] as number, b: data[best + 2] as number, a: 255 };
  const one = (image: RgbaImage) => ({ width: 1, height: 1, data: image.data.slice((cy * w + cx) * 4, (cy * w + cx) * 4 + 4) });
  const out = composeLayers(one(lineArt), one(coloring)).data;
  return { r: out[0] as number, g: out[1] as number, b: out[2] as number, a: 255 };
}
