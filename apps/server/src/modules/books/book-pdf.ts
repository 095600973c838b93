import { randomInt } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import {
  PDFDocument,
  concatTransformationMatrix,
  drawObject,
  popGraphicsState,
  pushGraphicsState,
  rgb,
  type PDFFont,
  type PDFPage,
} from 'pdf-lib';
import { bookSheets, fitRect, sheetGeometry, type BookExportOptions, type Rect, type Sheet } from '@crayonbox/contract';
import type { GreyImage } from './grey-converter.ts';

const require = createRequire(import.meta.url);
/** DejaVu Sans, from npm: print services require every font embedded, and it covers most scripts. */
const fontFile = (name: string) => fs.readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${name}`));

/**
 * The name of a font subset: six capital letters, a plus and the font's name (PDF 32000-1, 9.6.4),
 * which is how preflight checks and pdffonts tell a subset from a whole font. pdf-lib subsets the
 * glyphs but names the font `DejaVuSans-1234`, so the book read as embedding its fonts whole. The
 * tag is random so that two books' subsets, merged into one file by a print service, never pass
 * for the same font.
 */
export function subsetFontName(fontName: string): string {
  const tag = Array.from({ length: 6 }, () => String.fromCharCode(65 + randomInt(26))).join('');
  return `${tag}+${fontName}`;
}

export interface BookText {
  name: string;
  subtitle: string;
  author: string;
  belongsTo: boolean;
  /** Shown as the PDF's creator and producer (the app name). */
  creator: string;
}

/**
 * A picture of the book as a black-and-white interior (8-bit grey, which print services price
 * lower), loaded only when its sheet is drawn, so one page at a time is in memory.
 */
export type LoadPicture = (entry: number) => Promise<GreyImage>;

/** Characters the font cannot draw (emoji, say) are left out rather than failing the book. */
function drawable(font: PDFFont, text: string): string {
  const supported = new Set(font.getCharacterSet());
  return [...text]
    .filter((ch) => supported.has(ch.codePointAt(0) ?? -1))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Greedy word wrap; a word wider than the line is cut where it stops fitting. */
export function wrapText(font: PDFFont, text: string, size: number, maxWidth: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ').filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) <= maxWidth) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    let rest = word;
    while (font.widthOfTextAtSize(rest, size) > maxWidth && rest.length > 1) {
      let cut = rest.length - 1;
      while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), size) > maxWidth) cut--;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    line = rest;
  }
  if (line) lines.push(line);
  return lines;
}

/** Draws `text` centred in `area` starting at baseline `top`, shrinking it until it fits in `maxLines`; returns the next baseline. */
function centredBlock(page: PDFPage, font: PDFFont, text: string, area: Rect, top: number, size: number, maxLines: number): number {
  let lines = wrapText(font, text, size, area.width);
  while (lines.length > maxLines && size > 10) {
    size -= 2;
    lines = wrapText(font, text, size, area.width);
  }
  let baseline = top - size;
  for (const line of lines) {
    const width = font.widthOfTextAtSize(line, size);
    page.drawText(line, { x: area.x + (area.width - width) / 2, y: baseline, size, font, color: rgb(0, 0, 0) });
    baseline -= size * 1.25;
  }
  return baseline;
}

interface Fonts {
  bold: PDFFont;
  regular: PDFFont;
}

function drawTitle(page: PDFPage, fonts: Fonts, text: BookText, safe: Rect) {
  const top = safe.y + safe.height * 0.72;
  let next = centredBlock(page, fonts.bold, drawable(fonts.bold, text.name) || 'Coloring book', safe, top, 40, 3);
  const subtitle = drawable(fonts.regular, text.subtitle);
  if (subtitle) next = centredBlock(page, fonts.regular, subtitle, safe, next - 6, 20, 3);
  const author = drawable(fonts.regular, text.author);
  if (author) centredBlock(page, fonts.regular, author, safe, Math.min(next - 30, safe.y + safe.height * 0.3), 16, 2);
}

function drawBelongsTo(page: PDFPage, fonts: Fonts, safe: Rect) {
  const top = safe.y + safe.height * 0.62;
  const next = centredBlock(page, fonts.bold, 'This book belongs to', safe, top, 28, 2);
  const lineY = next - 48;
  const inset = safe.width * 0.15;
  page.drawLine({
    start: { x: safe.x + inset, y: lineY },
    end: { x: safe.x + safe.width - inset, y: lineY },
    thickness: 1,
    color: rgb(0, 0, 0),
  });
}

/** Adds a converted picture to the document as an image XObject (no re-encoding on the main thread). */
function embedGrey(doc: PDFDocument, image: GreyImage) {
  const stream = doc.context.stream(image.bytes, {
    Type: 'XObject',
    Subtype: 'Image',
    Width: image.width,
    Height: image.height,
    ColorSpace: 'DeviceGray',
    BitsPerComponent: 8,
    Filter: 'FlateDecode',
  });
  return { ref: doc.context.register(stream), width: image.width, height: image.height };
}

export interface BuildBookInput {
  text: BookText;
  options: BookExportOptions;
  entryCount: number;
  loadPicture: LoadPicture;
  /** Called after each sheet with the sheets done and in all. */
  onProgress?: (done: number, total: number) => Promise<void> | void;
}

/** The sheets `buildBookPdf` will draw for these options (for progress totals). */
export const sheetsFor = (input: Pick<BuildBookInput, 'text' | 'options' | 'entryCount'>): Sheet[] =>
  bookSheets(input.entryCount, { sides: input.options.sides, belongsTo: input.text.belongsTo });

/**
 * The print-ready book: every sheet sized to the trim (plus bleed when chosen) with TrimBox and
 * BleedBox set, fonts embedded, pictures fitted in the safe area at their full resolution.
 */
export async function buildBookPdf(input: BuildBookInput): Promise<Uint8Array> {
  const { options, text } = input;
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  doc.setTitle(text.name);
  if (text.author) doc.setAuthor(text.author);
  doc.setCreator(text.creator);
  doc.setProducer(text.creator);
  const fonts: Fonts = {
    bold: await doc.embedFont(fontFile('DejaVuSans-Bold.ttf'), { subset: true, customName: subsetFontName('DejaVuSans-Bold') }),
    regular: await doc.embedFont(fontFile('DejaVuSans.ttf'), { subset: true, customName: subsetFontName('DejaVuSans') }),
  };
  const sheets = sheetsFor(input);
  for (const [index, sheet] of sheets.entries()) {
    const { media, trim, safe } = sheetGeometry(options.trim, options.bleed, index, sheets.length);
    const page = doc.addPage([media.width, media.height]);
    page.setTrimBox(trim.x, trim.y, trim.width, trim.height);
    page.setBleedBox(media.x, media.y, media.width, media.height);
    if (sheet.kind === 'title') drawTitle(page, fonts, text, safe);
    else if (sheet.kind === 'belongs') drawBelongsTo(page, fonts, safe);
    else if (sheet.kind === 'page') {
      const image = embedGrey(doc, await input.loadPicture(sheet.entry!));
      const box = fitRect(safe, image.width / image.height);
      const name = page.node.newXObject('Im', image.ref);
      page.pushOperators(
        pushGraphicsState(),
        concatTransformationMatrix(box.width, 0, 0, box.height, box.x, box.y),
        drawObject(name),
        popGraphicsState(),
      );
    }
    await input.onProgress?.(index + 1, sheets.length);
  }
  return doc.save({ useObjectStreams: false });
}
