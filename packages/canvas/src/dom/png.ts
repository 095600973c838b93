// Browser-only helpers: encoding and decoding images through a canvas. Nothing here runs at
// import time, so the package still loads in Node.
import type { RgbaImage } from '../types';
import { CANVAS_SIZE } from '../constants';

type AnyCanvas = OffscreenCanvas | HTMLCanvasElement;

function makeCanvas(width: number, height: number): AnyCanvas {
  if (typeof OffscreenCanvas !== 'undefined') return new OffscreenCanvas(width, height);
  if (typeof document !== 'undefined') {
    const c = document.createElement('canvas');
    c.width = width;
    c.height = height;
    return c;
  }
  throw new Error('Could not create canvas context');
}

function context2d(canvas: AnyCanvas): OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D {
  const ctx = canvas.getContext('2d', { willReadFrequently: true }) as OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D | null;
  // SPEC section 8 message.
  if (!ctx) throw new Error('Could not create canvas context');
  return ctx;
}

/** Wraps an RgbaImage as an ImageData without copying when possible. */
export function toImageData(image: RgbaImage): ImageData {
  if (typeof ImageData !== 'undefined' && image instanceof ImageData) return image;
  const data = new Uint8ClampedArray(image.data.buffer as ArrayBuffer, image.data.byteOffset, image.data.length);
  return new ImageData(data, image.width, image.height);
}

/** Encodes an RGBA image as a PNG Blob (browser only). */
export async function encodePng(image: RgbaImage): Promise<Blob> {
  const canvas = makeCanvas(image.width, image.height);
  context2d(canvas).putImageData(toImageData(image), 0, 0);
  if ('convertToBlob' in canvas) return canvas.convertToBlob({ type: 'image/png' });
  return new Promise((resolve, reject) => {
    canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('PNG encoding failed'))), 'image/png');
  });
}

/**
 * Loads an image (URL or Blob) and returns its pixels scaled to width x height (browser only).
 * A URL on another origin must allow CORS, or the pixels cannot be read.
 */
export async function decodeImage(source: string | Blob, width: number = CANVAS_SIZE, height: number = width): Promise<RgbaImage> {
  let blob: Blob;
  if (typeof source === 'string') {
    const res = await fetch(source, { mode: 'cors' });
    if (!res.ok) throw new Error('Could not load image');
    blob = await res.blob();
  } else {
    blob = source;
  }
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(blob);
  } catch {
    throw new Error('Could not load image');
  }
  const canvas = makeCanvas(width, height);
  const ctx = context2d(canvas);
  // Illustrations are stored at print resolution: a high-quality downscale keeps thin lines whole
  // (a low-quality one skips pixels and can open gaps the fill would leak through).
  ctx.imageSmoothingEnabled = true;
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  const data = ctx.getImageData(0, 0, width, height);
  return { width, height, data: data.data };
}
