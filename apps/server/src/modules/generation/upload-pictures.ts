// The picture work of pages made from uploads, as picture jobs (pictures/jobs.ts): plain
// functions of bytes, run by the picture workers while the request waits.
import sharp from 'sharp';
import type { UploadKind, UploadMode, UploadTurn } from '@crayonbox/contract';
import { makeColorReference } from '../numbers/color-reference.ts';
import { pageImages, type PageImages } from '../pages/create-page.ts';
import { cleanLineArt, detectKind, keepPicture, PREVIEW_SIZE, tracePhoto, traceLineArt, type Detail } from './line-art.ts';

/** The modes made here; `ai` is the image model's. */
export type LocalMode = Exclude<UploadMode, 'ai'>;

/**
 * Keeps and cleans line art, or draws a photo; without a mode, drawings and snapshots are kept
 * and photos drawn. `colours` is the picture as placed on the page: its colours line up with the
 * art's areas.
 */
async function convert(image: Buffer, maxPixels: number, asked: LocalMode | undefined, detail: Detail, turn: UploadTurn) {
  const detected = await detectKind(image, maxPixels);
  const mode: LocalMode = asked ?? (detected === 'photo' ? 'trace' : 'keep');
  const made = mode === 'trace' ? await tracePhoto(image, maxPixels, detail) : await keepPicture(image, maxPixels);
  return { art: await turned(made.art, turn), colours: await turned(made.colours, turn), mode, detected };
}

/**
 * A picture turned clockwise by `turn` degrees (quarter turns: nothing is resampled). The turn
 * is the person's, after the automatic one: it sets right what detection could not tell.
 */
async function turned(picture: Buffer, turn: UploadTurn): Promise<Buffer> {
  return turn ? sharp(picture).rotate(turn).png().toBuffer() : picture;
}

export interface UploadedPagePictures {
  images: PageImages;
  /** The photo's colours for "natural" numbers; null when it has none worth keeping. */
  colorReference: Buffer | null;
  /** Why the colours could not be kept (the page is made all the same). */
  colorReferenceError?: string;
  mode: LocalMode;
  detected: UploadKind;
}

/** Everything a page made from an upload stores: its pictures and the colours of the photo. */
export async function pageFromUpload(
  image: Buffer,
  maxPixels: number,
  mode: LocalMode | undefined,
  detail: Detail,
  turn: UploadTurn = 0,
): Promise<UploadedPagePictures> {
  const converted = await convert(image, maxPixels, mode, detail, turn);
  const images = await pageImages(converted.art);
  try {
    const colorReference = await makeColorReference(converted.colours, converted.art);
    return { images, colorReference, mode: converted.mode, detected: converted.detected };
  } catch (error) {
    const colorReferenceError = error instanceof Error ? error.message : String(error);
    return { images, colorReference: null, colorReferenceError, mode: converted.mode, detected: converted.detected };
  }
}

/**
 * The art of a preview: as convert makes it, but line art is kept at the size it is shown
 * (PREVIEW_SIZE) and without its colours: a 3000 px snapshot kept at print size takes seconds.
 */
async function previewArt(image: Buffer, maxPixels: number, asked: LocalMode | undefined, detail: Detail, turn: UploadTurn) {
  const detected = await detectKind(image, maxPixels);
  const mode: LocalMode = asked ?? (detected === 'photo' ? 'trace' : 'keep');
  const art = mode === 'trace' ? await traceLineArt(image, maxPixels, detail) : await cleanLineArt(image, maxPixels, PREVIEW_SIZE);
  return { art: await turned(art, turn), mode, detected };
}

/** The page an upload would make, as a PNG of at most 1024 px. */
export async function uploadPreview(image: Buffer, maxPixels: number, mode: LocalMode | undefined, detail: Detail, turn: UploadTurn = 0) {
  const converted = await previewArt(image, maxPixels, mode, detail, turn);
  // The art is a PNG of at most PREVIEW_SIZE (1024 px) already; decoding and encoding it again cost time for nothing.
  const { width = 0, height = 0 } = await sharp(converted.art).metadata();
  const preview =
    width <= 1024 && height <= 1024
      ? converted.art
      : await sharp(converted.art).resize(1024, 1024, { fit: 'inside' }).png({ compressionLevel: 9 }).toBuffer();
  return { preview, mode: converted.mode, detected: converted.detected };
}

/**
 * The picture, upright on white and square (the page is square, and DALL·E 2 edits take only
 * square PNGs), at the 1024 px the model draws at, turned as the person asked.
 */
export async function squareForModel(image: Buffer, maxPixels: number, turn: UploadTurn = 0): Promise<Buffer> {
  // Upright by its orientation tag first, then the person's turn (a second rotate in one
  // pipeline would replace the first).
  const upright = await sharp(image, { limitInputPixels: maxPixels }).rotate().png().toBuffer();
  return sharp(upright)
    .rotate(turn)
    .flatten({ background: '#ffffff' })
    .resize(1024, 1024, { fit: 'contain', background: '#ffffff' })
    .png()
    .toBuffer();
}

/** The picture as the provider's image moderation gets it: a small JPEG. */
export function moderationImage(image: Buffer): Promise<Buffer> {
  return sharp(image).flatten({ background: '#ffffff' }).resize(512, 512, { fit: 'inside' }).jpeg({ quality: 80 }).toBuffer();
}
