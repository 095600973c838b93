import sharp from 'sharp';
import type { NumbersPlan, PrintSize } from '@crayonbox/contract';
import { composeFull } from '../coloreds/compose.ts';
import { makeNumbersSheet } from '../numbers/sheet-pdf.ts';
import { ART_SIZE, toPrintArt } from '../pages/print-art.ts';
import { makePrintPdf } from './pdf.ts';

// What printing makes, as plain functions of bytes: the picture workers run them for requests
// (pictures/jobs.ts), the book builder's converter for books. A colored print costs about half a
// second of libvips and a PDF about a second of JavaScript (pdf-lib decodes and deflates the PNG
// again), which in the server's own process would hold its event loop and every request behind it.

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** pdf-lib embeds PNG (or JPEG) only; illustrations are PNG already, anything else is converted. */
const asPng = async (image: Buffer) => (image.subarray(0, 8).equals(PNG_SIGNATURE) ? image : sharp(image).png().toBuffer());

/**
 * A page's stored illustration at print resolution (pages made before illustrations were kept at
 * print resolution are upscaled for paper), with a saved coloring laid under it when there is one,
 * as PNG.
 */
export async function printPicture(illustration: Buffer, coloring: Buffer | null): Promise<Buffer> {
  const { width = 0, height = 0 } = await sharp(illustration).metadata();
  const lineArt = Math.max(width, height) >= ART_SIZE ? illustration : await toPrintArt(illustration);
  return asPng(coloring ? await composeFull(lineArt, coloring, ART_SIZE) : lineArt);
}

export interface PrintText {
  title: string;
  size: PrintSize;
  creator: string;
}

/** The print PDF of a page: printPicture fitted on the paper under its title. */
export async function printPdf(illustration: Buffer, coloring: Buffer | null, text: PrintText): Promise<Uint8Array> {
  return makePrintPdf({ png: await printPicture(illustration, coloring), ...text });
}

/** The color-by-number sheet of a page: its line art at print resolution, its numbers and their key. */
export async function numbersSheetPdf(illustration: Buffer, plan: NumbersPlan, text: PrintText): Promise<Uint8Array> {
  return makeNumbersSheet({ png: await printPicture(illustration, null), plan, ...text });
}
