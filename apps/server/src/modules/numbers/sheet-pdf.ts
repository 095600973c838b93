import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { NumbersPlan, PrintSize } from '@crayonbox/contract';
import { DIGIT_HEIGHT } from '@crayonbox/canvas/headless';
import { MARGIN, PAPER, printableTitle } from '../print/pdf.ts';

const TITLE_SIZE = 13;
const KEY_COLUMNS = 4;
const KEY_ROW = 20;
const SWATCH = 14;
const GAP = 12;

export interface SheetInput {
  /** The line art at print resolution, PNG. */
  png: Buffer;
  plan: NumbersPlan;
  title: string;
  size: PrintSize;
  creator: string;
}

const hexColor = (hex: string) => {
  const v = Number.parseInt(hex.slice(1), 16);
  return rgb(((v >> 16) & 255) / 255, ((v >> 8) & 255) / 255, (v & 255) / 255);
};

/**
 * Where the picture goes on a sheet with `colors` swatches in its key: the side of the square the
 * 1024 canvas is drawn into (pt), its left edge and its top. A number of `font` canvas px prints at
 * `font * side / 1024` pt (540 pt wide on Letter: 12 px is 6.3 pt).
 */
export function sheetLayout(size: PrintSize, colors: number) {
  const { width, height } = PAPER[size];
  const areaWidth = width - 2 * MARGIN;
  const keyHeight = Math.ceil(colors / KEY_COLUMNS) * KEY_ROW;
  const areaHeight = height - 2 * MARGIN - TITLE_SIZE - GAP - GAP - keyHeight;
  const side = Math.min(areaWidth, areaHeight);
  return { side, left: (width - side) / 2, top: height - MARGIN - TITLE_SIZE - GAP, areaWidth };
}

/** The key under the picture: a swatch, its number and its name per colour, in rows of four. */
function drawKey(page: PDFPage, font: PDFFont, bold: PDFFont, plan: NumbersPlan, left: number, top: number, width: number) {
  const column = width / KEY_COLUMNS;
  plan.colors.forEach((c, i) => {
    const x = left + (i % KEY_COLUMNS) * column;
    const y = top - Math.floor(i / KEY_COLUMNS) * KEY_ROW - SWATCH;
    page.drawRectangle({ x, y, width: SWATCH, height: SWATCH, color: hexColor(c.hex), borderColor: rgb(0.3, 0.3, 0.3), borderWidth: 0.5 });
    page.drawText(String(c.n), { x: x + SWATCH + 5, y: y + 3, size: 10, font: bold, color: rgb(0.1, 0.1, 0.1) });
    const name = printableTitle(font, c.name, column - SWATCH - 30, 9);
    page.drawText(name, { x: x + SWATCH + 22, y: y + 3, size: 9, font, color: rgb(0.25, 0.25, 0.25) });
  });
}

/**
 * A numbered sheet: the title, the line art with each region's number drawn as text (sharp at
 * any printer resolution) and the key under it, on one page of the paper size with 0.5 in margins.
 */
export async function makeNumbersSheet(input: SheetInput): Promise<Uint8Array> {
  const { width, height } = PAPER[input.size];
  const doc = await PDFDocument.create();
  const title = `${input.title} - color by number`;
  doc.setTitle(title);
  doc.setCreator(input.creator);
  doc.setProducer(input.creator);
  const page = doc.addPage([width, height]);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const { side, left, top, areaWidth } = sheetLayout(input.size, input.plan.colors.length);
  const shown = printableTitle(bold, title, areaWidth, TITLE_SIZE);
  page.drawText(shown, {
    x: (width - bold.widthOfTextAtSize(shown, TITLE_SIZE)) / 2,
    y: height - MARGIN - TITLE_SIZE,
    size: TITLE_SIZE,
    font: bold,
  });

  const image = await doc.embedPng(input.png);
  page.drawImage(image, { x: left, y: top - side, width: side, height: side });
  // Plans are in page px of the 1024 canvas; the figures are centred on each region's spot.
  const scale = side / input.plan.width;
  for (const r of input.plan.regions) {
    const size = r.font * scale;
    const text = String(r.n);
    page.drawText(text, {
      x: left + r.x * scale - font.widthOfTextAtSize(text, size) / 2,
      y: top - r.y * scale - (DIGIT_HEIGHT * size) / 2,
      size,
      font,
      color: rgb(0.35, 0.35, 0.35),
    });
  }
  drawKey(page, font, bold, input.plan, MARGIN, top - side - GAP, areaWidth);
  return doc.save();
}
