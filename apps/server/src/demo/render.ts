import sharp from 'sharp';
import type { DemoDrawing } from './catalogue.ts';
import { toSvg } from './svg.ts';

/** Cream paper behind the colored versions, so they look colored-in rather than printed. */
const PAPER = '#fff8e7';

/** Renders a drawing to PNG twice: the blank coloring page and a colored-in version. */
export async function renderDrawing(drawing: DemoDrawing): Promise<{ lineArt: Buffer; colored: Buffer }> {
  const shapes = drawing.draw();
  const png = (svg: string) => sharp(Buffer.from(svg)).flatten({ background: '#ffffff' }).png({ compressionLevel: 3 }).toBuffer();
  const [lineArt, colored] = await Promise.all([png(toSvg(shapes, false)), png(toSvg(shapes, true, PAPER))]);
  return { lineArt, colored };
}
