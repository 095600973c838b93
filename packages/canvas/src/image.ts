import type { RgbaImage } from './types';

/** Allocates a transparent RGBA image. */
export function createImage(width: number, height: number): RgbaImage {
  if (!Number.isInteger(width) || !Number.isInteger(height) || width <= 0 || height <= 0) {
    throw new RangeError(`invalid image size ${width}x${height}`);
  }
  return { width, height, data: new Uint8ClampedArray(width * height * 4) };
}

/** Copies an image into a new buffer. */
export function cloneImage(image: RgbaImage): RgbaImage {
  return { width: image.width, height: image.height, data: new Uint8ClampedArray(image.data) };
}

/** A 32-bit view of the pixels: one element per pixel, for fast equality tests and bulk writes. */
export function pixels32(image: RgbaImage): Uint32Array {
  const d = image.data;
  return new Uint32Array(d.buffer, d.byteOffset, d.byteLength >> 2);
}

/** Throws unless both images have the given size. */
export function assertSize(image: RgbaImage, width: number, height: number, what: string): void {
  if (image.width !== width || image.height !== height || image.data.length !== width * height * 4) {
    throw new RangeError(`${what} must be ${width}x${height}, got ${image.width}x${image.height}`);
  }
}
