// Every piece of picture work a request waits for, as plain functions of bytes. The picture
// workers (pool.ts) run them so their CPU never delays other requests; where no request waits
// (the demo seed, tests, benchmarks) they are called directly.
import { composePreview } from '../modules/coloreds/compose.ts';
import { checkColoringLayer, mergeDraft } from '../modules/coloreds/layer-pictures.ts';
import { pageFromUpload, moderationImage, squareForModel, uploadPreview } from '../modules/generation/upload-pictures.ts';
import { detectKind } from '../modules/generation/line-art.ts';
import { providerPage } from '../modules/generation/provider-art.ts';
import { planFromIllustration } from '../modules/numbers/generate.ts';
import { pageImages } from '../modules/pages/create-page.ts';
import { numbersSheetPdf, printPdf, printPicture } from '../modules/print/print-pictures.ts';
import { checkImage, cleanImage } from '../modules/storage/image-check.ts';

export const jobs = {
  /** An upload checked by its content and re-encoded without metadata. */
  cleanImage,
  /** A stored upload checked again before it is drawn (not encoded again). */
  checkImage,
  detectKind,
  /** A page from an upload: kept or traced, with its print art, thumbnail and the photo's colours. */
  pageFromUpload,
  uploadPreview,
  /** A page drawn by the image model, cleaned and checked. */
  providerPage,
  /** A page's print art and thumbnail from line art. */
  pageImages,
  squareForModel,
  moderationImage,
  /** A coloring layer sent whole, checked. */
  coloringLayer: checkColoringLayer,
  /** A draft's sent tiles checked and copied into its layer. */
  mergeDraft,
  /** The list-card preview of a saved coloring. */
  composePreview,
  /** A page numbered for color by number. */
  numbersPlan: planFromIllustration,
  /** A page at print resolution, with the caller's coloring under it: the print view's picture. */
  printPicture,
  /** A page's print PDF. */
  printPdf,
  /** A page's color-by-number sheet as a PDF. */
  numbersSheet: numbersSheetPdf,
};

export type Jobs = typeof jobs;
