import sharp from 'sharp';
import type { DemoDrawing } from './catalogue.ts';
import { ART_SIZE } from '../modules/pages/print-art.ts';
import { SIZE, toSvg } from './svg.ts';

/** Cream paper behind the colored versions, so they look colored-in rather than printed. */
const PAPER = '#fff8e7';

/**
 * Renders a drawing to PNG twice: the blank coloring page straight from its vectors at print
 * resolution (ART_SIZE), and a colored-in version at the canvas size (it only feeds previews).
 */
export async function renderDrawing(drawing: DemoDrawing): Promise<{ lineArt: Buffer; colored: Buffer }> {
  const shapes = drawing.draw();
  const png = (svg: string, side: number) =>
    sharp(Buffer.from(svg), { density: (72 * side) / SIZE })
      .flatten({ background: '#ffffff' })
      .png({ compressionLevel: 3 })
      .toBuffer();
  const [lineArt, colored] = await Promise.all([png(toSvg(shapes, false), ART_SIZE), png(toSvg(shapes, true, PAPER), SIZE)]);
  return { lineArt, colored };
}
