// Small readers used by tests to state expectations about pixels.
import type { Rgba, RgbaImage } from '../types';

/** The RGBA value of one pixel. */
export function pixelAt(image: RgbaImage, x: number, y: number): Rgba {
  const o = (Math.floor(y) * image.width + Math.floor(x)) * 4;
  const d = image.data;
  return { r: d[o] ?? 0, g: d[o + 1] ?? 0, b: d[o + 2] ?? 0, a: d[o + 3] ?? 0 };
}

/** True when the pixel has exactly this colour (alpha included). */
export function isColor(image: RgbaImage, x: number, y: number, c: Rgba): boolean {
  const p = pixelAt(image, x, y);
  return p.r === c.r && p.g === c.g && p.b === c.b && p.a === c.a;
}

/** Pixel centres (x, y) for which `pick` holds. */
export function pixelsWhere(image: RgbaImage, pick: (x: number, y: number) => boolean): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  for (let y = 0; y < image.height; y++) {
    for (let x = 0; x < image.width; x++) if (pick(x, y)) out.push([x, y]);
  }
  return out;
}

/** Fills a rectangle of an image with one colour. */
export function fillRect(image: RgbaImage, x: number, y: number, w: number, h: number, c: Rgba): RgbaImage {
  for (let yy = y; yy < y + h; yy++) {
    for (let xx = x; xx < x + w; xx++) {
      const o = (yy * image.width + xx) * 4;
      image.data[o] = c.r;
      image.data[o + 1] = c.g;
      image.data[o + 2] = c.b;
      image.data[o + 3] = c.a;
    }
  }
  return image;
}

/** Number of bytes that differ between two images of the same size. */
export function diffBytes(a: RgbaImage, b: RgbaImage): number {
  let n = 0;
  for (let i = 0; i < a.data.length; i++) if (a.data[i] !== b.data[i]) n++;
  return n;
}

/** True when two images hold exactly the same bytes. */
export function sameImage(a: RgbaImage, b: RgbaImage): boolean {
  return a.width === b.width && a.height === b.height && diffBytes(a, b) === 0;
}
