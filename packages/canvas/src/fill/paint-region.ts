import type { Rect, Rgba, RgbaImage } from '../types';
import { packColor } from '../color';
import { pixels32 } from '../image';
import type { FillRegion } from './flood-fill';

const ALL_FOUR = 0x01010101;

/** Paints the region's pixels of `layer` with an opaque colour; returns the changed rectangle. */
export function paintRegion(layer: RgbaImage, region: FillRegion, color: Rgba): Rect {
  const px = pixels32(layer);
  const word = packColor({ ...color, a: 255 });
  const { mask, rect } = region;
  // Reads four mask bytes at once where the mask buffer allows it.
  const quads = mask.byteOffset % 4 === 0 ? new Int32Array(mask.buffer, mask.byteOffset, mask.length >> 2) : null;
  const w = layer.width;
  for (let y = rect.y, yEnd = rect.y + rect.height; y < yEnd; y++) {
    let i = y * w + rect.x;
    const end = i + rect.width;
    while (i < end) {
      if (mask[i] === 0) {
        i++;
        continue;
      }
      // Write whole runs with a native fill: regions are mostly long horizontal runs.
      const start = i;
      i++;
      if (quads) {
        while (i < end && (i & 3) !== 0 && mask[i] !== 0) i++;
        while (i + 4 <= end && (i & 3) === 0 && quads[i >> 2] === ALL_FOUR) i += 4;
      }
      while (i < end && mask[i] !== 0) i++;
      px.fill(word, start, i);
    }
  }
  return rect;
}

/** Paints the region's pixels of `layer` opaque, each with the colour `colorAt` gives it; returns the changed rectangle. */
export function paintRegionWith(layer: RgbaImage, region: FillRegion, colorAt: (x: number, y: number) => Rgba): Rect {
  const { mask, rect } = region;
  const d = layer.data;
  const w = layer.width;
  for (let y = rect.y, yEnd = rect.y + rect.height; y < yEnd; y++) {
    for (let x = rect.x, xEnd = rect.x + rect.width; x < xEnd; x++) {
      if (mask[y * w + x] === 0) continue;
      const c = colorAt(x, y);
      const o = (y * w + x) * 4;
      d[o] = c.r;
      d[o + 1] = c.g;
      d[o + 2] = c.b;
      d[o + 3] = 255;
    }
  }
  return rect;
}
