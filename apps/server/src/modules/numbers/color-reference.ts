import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { RgbaImage } from '@crayonbox/canvas/headless';
import type { AppContext } from '../../context.ts';
import { pages } from '../../db/schema.ts';
import { newKey } from '../storage/service.ts';

/** Side of the stored colour reference (px): enough for an area's average colour, about 20 KB. */
const REFERENCE_SIZE = 256;
/** The coloring canvas plans are made on. */
const CANVAS = 1024;
/** Art and photo whose width/height ratios differ by more than this are not one picture placed alike. */
const SAME_SHAPE = 0.02;
/**
 * Mean chroma (the spread of R, G and B, 0-255) under which a picture has no colours to give: a
 * black-and-white photo, a scanned drawing. Its "natural" key is the preset.
 */
const COLOURLESS = 12;

/**
 * The colours of the picture a page was made from, as a REFERENCE_SIZE square placed exactly as
 * the page's art is (toPrintArt: fitted with 'contain' on white, after the same EXIF rotation the
 * trace applies), so an area of the art covers the same part of the photo. Null when the picture
 * has no colours, or when the art does not have the picture's shape (then it was cropped or
 * reframed, and areas would not line up).
 */
export async function makeColorReference(picture: Buffer, art: Buffer): Promise<Buffer | null> {
  const rotated = await sharp(picture, { failOn: 'error' }).rotate().flatten({ background: '#ffffff' }).removeAlpha().toBuffer();
  const [shot, drawn] = await Promise.all([sharp(rotated).metadata(), sharp(art).metadata()]);
  const ratio = (m: { width?: number; height?: number }) => (m.width ?? 1) / (m.height ?? 1);
  if (Math.abs(ratio(shot) / ratio(drawn) - 1) > SAME_SHAPE) return null;
  const { data, info } = await sharp(rotated)
    .resize(REFERENCE_SIZE, REFERENCE_SIZE, { fit: 'contain', background: '#ffffff' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  let chroma = 0;
  for (let i = 0; i < data.length; i += info.channels) {
    const [r, g, b] = [data[i] as number, data[i + 1] as number, data[i + 2] as number];
    chroma += Math.max(r, g, b) - Math.min(r, g, b);
  }
  if (chroma / (data.length / info.channels) < COLOURLESS) return null;
  return sharp(data, { raw: info }).png({ compressionLevel: 9 }).toBuffer();
}

/**
 * Keeps the colour reference of a page made from an uploaded picture (made with its pictures,
 * generation/upload-pictures.ts). Best effort: the page is made already, and without a reference
 * "natural" is the preset, so a failure is only logged.
 */
export async function keepColorReference(
  ctx: Pick<AppContext, 'db' | 'storage' | 'log'>,
  pageId: number,
  made: { colorReference: Buffer | null; colorReferenceError?: string },
): Promise<void> {
  try {
    if (made.colorReferenceError) throw new Error(made.colorReferenceError);
    if (!made.colorReference) return;
    const key = await ctx.storage.put(newKey('png'), made.colorReference, 'image/png');
    await ctx.db.update(pages).set({ colorReference: key }).where(eq(pages.id, pageId));
  } catch (err) {
    ctx.log.warn({ err, pageId }, 'could not keep the colours of an uploaded picture; natural colors use the preset');
  }
}

/** A stored colour reference as the coloring canvas sees it: 1024x1024 RGBA. */
export async function referenceRaster(reference: Buffer): Promise<RgbaImage> {
  const { data } = await sharp(reference)
    .resize(CANVAS, CANVAS, { fit: 'fill', kernel: 'cubic' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { width: CANVAS, height: CANVAS, data: new Uint8ClampedArray(data.buffer, data.byteOffset, data.length) };
}
