// Browser-only: the page for download at the line art's own resolution. Nothing runs at import.
import type { RgbaImage } from '../types';
import { toImageData } from './png';

/**
 * The colored page as an opaque PNG at the size of `lineArt` (a print-resolution illustration):
 * the coloring layer scaled up smoothly over white paper, the line art multiplied on top, as on
 * screen. Soft colour edges from the upscale stay under the crisp lines.
 */
export async function composePrintResolution(lineArt: Blob, coloring: RgbaImage): Promise<Blob> {
  const art = await createImageBitmap(lineArt);
  const { width, height } = art;
  const layer = new OffscreenCanvas(coloring.width, coloring.height);
  const layerCtx = layer.getContext('2d');
  const canvas = new OffscreenCanvas(width, height);
  const ctx = canvas.getContext('2d');
  // SPEC section 8 message.
  if (!layerCtx || !ctx) throw new Error('Could not create canvas context');
  layerCtx.putImageData(toImageData(coloring), 0, 0);
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, width, height);
  ctx.imageSmoothingEnabled = true;
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(layer, 0, 0, width, height);
  ctx.globalCompositeOperation = 'multiply';
  ctx.drawImage(art, 0, 0, width, height);
  art.close();
  return canvas.convertToBlob({ type: 'image/png' });
}
