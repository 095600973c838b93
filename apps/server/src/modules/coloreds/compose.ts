import sharp from 'sharp';

/** Width and height of the WebP preview shown on list cards. */
export const PREVIEW_SIZE = 512;

/**
 * Lays the line art over the coloring, as the canvas shows them: the coloring is flattened on
 * white and the line art is multiplied on top, so its white paper lets the colors through while
 * its dark lines stay dark. Returns a raw sharp pipeline of size x size pixels.
 */
async function composite(lineArt: Buffer, coloring: Buffer, size: number) {
  // Raw RGB in between, so nothing is encoded twice.
  const raw = { width: size, height: size, channels: 3 as const };
  const flat = (input: Buffer) =>
    sharp(input)
      .resize(size, size, { fit: 'fill' })
      .flatten({ background: '#ffffff' })
      .removeAlpha()
      .toColourspace('srgb')
      .raw()
      .toBuffer();
  const [lines, colors] = await Promise.all([flat(lineArt), flat(coloring)]);
  return sharp(colors, { raw }).composite([{ input: lines, raw, blend: 'multiply' }]);
}

/** The list-card preview of a saved coloring (WebP, PREVIEW_SIZE square). */
export async function composePreview(lineArt: Buffer, coloring: Buffer): Promise<Buffer> {
  return (await composite(lineArt, coloring, PREVIEW_SIZE)).webp({ quality: 85 }).toBuffer();
}

/**
 * The colored page as one PNG of size x size px: the 1024 coloring layer is scaled up smoothly
 * (lanczos) under line art kept at that size, so prints get the line art's full resolution.
 */
export async function composeFull(lineArt: Buffer, coloring: Buffer, size: number): Promise<Buffer> {
  return (await composite(lineArt, coloring, size)).png({ compressionLevel: 6 }).toBuffer();
}
