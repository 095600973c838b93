import { PDFDocument, StandardFonts, rgb, type PDFFont } from 'pdf-lib';
import type { PrintSize } from '@crayonbox/contract';

/** Paper sizes in PostScript points (1/72 in). */
export const PAPER: Record<PrintSize, { width: number; height: number }> = {
  a4: { width: 595.28, height: 841.89 },
  letter: { width: 612, height: 792 },
};

/** Half an inch: inside what home printers can reach on both paper sizes. */
export const MARGIN = 36;
const TITLE_SIZE = 11;
const TITLE_GAP = 10;

export interface PrintInput {
  /** The picture to print, as PNG bytes. */
  png: Buffer;
  title: string;
  size: PrintSize;
  /** Shown as the PDF's creator and producer (the app name). */
  creator: string;
}

/**
 * The standard fonts only cover WinAnsi; characters they cannot draw (emoji, most non-Latin
 * scripts) are dropped rather than failing the print, and a long title is cut with an ellipsis.
 */
export function printableTitle(font: PDFFont, title: string, maxWidth: number, size = TITLE_SIZE): string {
  const supported = new Set(font.getCharacterSet());
  let text = [...title]
    .filter((ch) => supported.has(ch.codePointAt(0) ?? -1))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
  if (!text) return '';
  if (font.widthOfTextAtSize(text, size) <= maxWidth) return text;
  while (text.length > 1 && font.widthOfTextAtSize(`${text}…`, size) > maxWidth) text = text.slice(0, -1);
  return `${text.trimEnd()}…`;
}

/** A one-page PDF: the picture fitted and centred in the printable area, under a small centred title line. */
export async function makePrintPdf(input: PrintInput): Promise<Uint8Array> {
  const { width, height } = PAPER[input.size];
  const doc = await PDFDocument.create();
  doc.setTitle(input.title);
  doc.setCreator(input.creator);
  doc.setProducer(input.creator);
  const page = doc.addPage([width, height]);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const areaWidth = width - 2 * MARGIN;

  const title = printableTitle(font, input.title, areaWidth);
  const titleBlock = title ? TITLE_SIZE + TITLE_GAP : 0;
  const image = await doc.embedPng(input.png);
  const areaHeight = height - 2 * MARGIN - titleBlock;
  const scale = Math.min(areaWidth / image.width, areaHeight / image.height);
  const drawn = { width: image.width * scale, height: image.height * scale };
  // The title sits just above the picture, and the two are centred together on the paper.
  const bottom = MARGIN + (areaHeight - drawn.height) / 2;
  page.drawImage(image, { x: MARGIN + (areaWidth - drawn.width) / 2, y: bottom, ...drawn });
  if (title) {
    const textWidth = font.widthOfTextAtSize(title, TITLE_SIZE);
    // Descenders (about 2 pt at this size) fall inside the gap above the picture.
    const baseline = bottom + drawn.height + TITLE_GAP;
    page.drawText(title, { x: (width - textWidth) / 2, y: baseline, size: TITLE_SIZE, font, color: rgb(0.35, 0.35, 0.35) });
  }
  return doc.save();
}
