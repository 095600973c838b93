// The measured checkout's page pipeline, loaded from its folder (this checkout or `--code DIR`):
// detection, keep-and-clean, trace, the stored print art, and the fill the measures use.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import sharp from 'sharp';

type Img = { width: number; height: number; data: Uint8ClampedArray };
/** Where a traced page lies on its photo (decoded to fit inside 1024): see the pipeline's page-geometry.ts. */
export type Placement = { left: number; top: number; side: number; width: number; height: number };

export type Pipeline = {
  detectKind(image: Buffer, maxPixels?: number): Promise<string>;
  cleanLineArt(image: Buffer, maxPixels?: number): Promise<Buffer>;
  traceLineArt(image: Buffer, maxPixels?: number, detail?: number): Promise<Buffer>;
  /** The traced art with where the page lies on the photo; null for checkouts that do not tell it. */
  tracePlaced(image: Buffer, maxPixels: number, detail: number): Promise<{ art: Buffer; placement: Placement | null }>;
  defaultDetail: number;
  /** Forgets what the pipeline keeps of the photos it traced last (a no-op for checkouts that keep nothing). */
  forgetPrepared(): void;
  /**
   * The subject search alone: the photo as the trace decodes it and the subject's mask on it (1
   * on the subject), or a null mask for a scene; null for checkouts without a subject search.
   */
  findSubject: ((image: Buffer) => Promise<{ mask: Uint8Array | null; width: number; height: number }>) | null;
  toPrintArt(png: Buffer): Promise<Buffer>;
  createFloodFiller: (w: number, h: number) => never;
  computeLineBarrier: (l: Img, t: number, r: number) => Uint8Array;
};

export const MAX_PIXELS = 40_000_000;

export async function loadPipeline(codeRoot: string): Promise<Pipeline> {
  const load = (rel: string) => import(pathToFileURL(path.join(codeRoot, rel)).href);
  const lineArt = await load('apps/server/src/modules/generation/line-art.ts');
  const canvasFill = await load('packages/canvas/src/fill/flood-fill.ts');
  const barrier = await load('packages/canvas/src/fill/line-barrier.ts');
  // Checkouts from before print resolution stored pages at 1024 px.
  const printArt = fs.existsSync(path.join(codeRoot, 'apps/server/src/modules/pages/print-art.ts'))
    ? await load('apps/server/src/modules/pages/print-art.ts')
    : {
        toPrintArt: (png: Buffer) =>
          sharp(png).flatten({ background: '#fff' }).resize(1024, 1024, { fit: 'contain', background: '#fff' }).png().toBuffer(),
      };
  const photoDir = 'apps/server/src/modules/generation/line-art';
  const hasSubject = ['subject.ts', 'faces.ts', 'page-geometry.ts'].every((f) => fs.existsSync(path.join(codeRoot, photoDir, f)));
  const [subject, faces, geometry] = hasSubject
    ? await Promise.all(['subject.ts', 'faces.ts', 'page-geometry.ts'].map((f) => load(path.join(photoDir, f))))
    : [];
  return {
    findSubject: hasSubject
      ? async (image: Buffer) => {
          const photo = await geometry.decode(image, MAX_PIXELS);
          const mask = await subject.findSubject(photo, await faces.findFaces(photo));
          return { mask: mask ? Uint8Array.from(mask, (v: number) => (v ? 1 : 0)) : null, width: photo.width, height: photo.height };
        }
      : null,
    detectKind: lineArt.detectKind ?? (async () => 'unknown'),
    cleanLineArt: lineArt.cleanLineArt,
    traceLineArt: lineArt.traceLineArt,
    tracePlaced: async (image: Buffer, maxPixels: number, detail: number) => {
      if (!lineArt.tracePhoto) return { art: await lineArt.traceLineArt(image, maxPixels, detail), placement: null };
      const { art, placement } = await lineArt.tracePhoto(image, maxPixels, detail);
      return { art, placement: placement ?? null };
    },
    defaultDetail: lineArt.DEFAULT_DETAIL ?? 3,
    forgetPrepared: lineArt.forgetPreparedPhotos ?? (() => undefined),
    toPrintArt: printArt.toPrintArt,
    createFloodFiller: canvasFill.createFloodFiller,
    computeLineBarrier: barrier.computeLineBarrier,
  };
}

/** The coloring screen's view of a stored page: 1024 px square, RGBA. */
export async function screenView(stored: Buffer): Promise<Img> {
  const { data } = await sharp(stored)
    .resize(1024, 1024, { fit: 'contain', background: '#fff' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { width: 1024, height: 1024, data: new Uint8ClampedArray(data.buffer, data.byteOffset, data.length) };
}
