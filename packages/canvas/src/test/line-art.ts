// Builders of anti-aliased black line art for tests and benchmarks: each shape is rendered from
// its exact distance field, so edges carry the partial alpha a real illustration has.
import type { RgbaImage } from '../types';
import { createImage } from '../image';

/** Coverage (0..1) of a pixel whose centre is `dist` px from the centre line of a stroke. */
function strokeCoverage(dist: number, thickness: number): number {
  return Math.min(1, Math.max(0, thickness / 2 + 0.5 - dist));
}

/** Darkens pixels inside `bounds` with black ink of coverage `fn(px, py)` (pixel-centre coords). */
export function inkShape(
  image: RgbaImage,
  bounds: { x0: number; y0: number; x1: number; y1: number },
  fn: (px: number, py: number) => number,
): RgbaImage {
  const { width, height, data } = image;
  const x0 = Math.max(0, Math.floor(bounds.x0));
  const y0 = Math.max(0, Math.floor(bounds.y0));
  const x1 = Math.min(width, Math.ceil(bounds.x1));
  const y1 = Math.min(height, Math.ceil(bounds.y1));
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++) {
      const cov = fn(x + 0.5, y + 0.5);
      if (cov <= 0) continue;
      const o = (y * width + x) * 4;
      const a = Math.round(cov * 255);
      // Black ink on transparent: overlapping shapes keep the darker coverage.
      if (a > (data[o + 3] ?? 0)) {
        data[o] = 0;
        data[o + 1] = 0;
        data[o + 2] = 0;
        data[o + 3] = a;
      }
    }
  }
  return image;
}

/** A circle outline; `gap` px (optional) are left open at its rightmost point. */
export function drawRing(image: RgbaImage, cx: number, cy: number, radius: number, thickness: number, gap = 0): RgbaImage {
  const m = radius + thickness;
  return inkShape(image, { x0: cx - m, y0: cy - m, x1: cx + m, y1: cy + m }, (px, py) => {
    let cov = strokeCoverage(Math.abs(Math.hypot(px - cx, py - cy) - radius), thickness);
    if (gap > 0 && px > cx) cov *= Math.min(1, Math.max(0, Math.abs(py - cy) - gap / 2 + 0.5));
    return cov;
  });
}

/** A straight line with round caps. */
export function drawSegment(image: RgbaImage, ax: number, ay: number, bx: number, by: number, thickness: number): RgbaImage {
  const m = thickness;
  const dx = bx - ax;
  const dy = by - ay;
  const len2 = dx * dx + dy * dy || 1;
  return inkShape(
    image,
    { x0: Math.min(ax, bx) - m, y0: Math.min(ay, by) - m, x1: Math.max(ax, bx) + m, y1: Math.max(ay, by) + m },
    (px, py) => {
      const t = Math.min(1, Math.max(0, ((px - ax) * dx + (py - ay) * dy) / len2));
      return strokeCoverage(Math.hypot(px - (ax + t * dx), py - (ay + t * dy)), thickness);
    },
  );
}

/** An axis-aligned rectangle outline through the given corners. */
export function drawFrame(image: RgbaImage, x0: number, y0: number, x1: number, y1: number, thickness: number): RgbaImage {
  drawSegment(image, x0, y0, x1, y0, thickness);
  drawSegment(image, x1, y0, x1, y1, thickness);
  drawSegment(image, x1, y1, x0, y1, thickness);
  return drawSegment(image, x0, y1, x0, y0, thickness);
}

/** Converts black-on-transparent line art to the black-on-opaque-white form of uploaded pages. */
export function flattenOnWhite(image: RgbaImage): RgbaImage {
  const d = image.data;
  for (let o = 0; o < d.length; o += 4) {
    const v = 255 - (d[o + 3] ?? 0);
    d[o] = v;
    d[o + 1] = v;
    d[o + 2] = v;
    d[o + 3] = 255;
  }
  return image;
}

/**
 * A 1024x1024 coloring page: a frame near the border, a few rings, a flower-like cluster and a
 * wavy road. The background between them (most of the page) is one region; (40, 40) lies in it.
 */
export function samplePage(size = 1024): RgbaImage {
  const img = createImage(size, size);
  const s = size / 1024;
  drawFrame(img, 16 * s, 16 * s, size - 16 * s, size - 16 * s, 6 * s);
  drawRing(img, 300 * s, 300 * s, 120 * s, 5 * s);
  drawRing(img, 300 * s, 300 * s, 60 * s, 4 * s);
  drawRing(img, 720 * s, 280 * s, 90 * s, 5 * s);
  for (let k = 0; k < 6; k++) {
    const a = (k / 6) * Math.PI * 2;
    drawRing(img, (720 + Math.cos(a) * 45) * s, (280 + Math.sin(a) * 45) * s, 22 * s, 3 * s);
  }
  drawRing(img, 512 * s, 700 * s, 150 * s, 6 * s);
  drawRing(img, 470 * s, 660 * s, 25 * s, 4 * s);
  drawRing(img, 560 * s, 660 * s, 25 * s, 4 * s);
  let px = 60 * s;
  let py = 900 * s;
  for (let x = 60; x <= 960; x += 20) {
    const nx = x * s;
    const ny = (900 + Math.sin(x / 40) * 30) * s;
    drawSegment(img, px, py, nx, ny, 4 * s);
    px = nx;
    py = ny;
  }
  drawFrame(img, 820 * s, 600 * s, 960 * s, 760 * s, 5 * s);
  return img;
}
