import sharp from 'sharp';

/**
 * A corpus file as an upload would be: SVG line art rendered as a good export would be (about
 * 2048 px on the long side), other pictures at most 2048 px, as PNG.
 */
export async function loadSource(file: string): Promise<Buffer> {
  const meta = await sharp(file).metadata();
  const density = file.endsWith('.svg') ? Math.round((72 * 2048) / Math.max(meta.width ?? 1024, meta.height ?? 1024)) : undefined;
  return sharp(file, density ? { density, limitInputPixels: false } : {})
    .resize(2048, 2048, { fit: 'inside', withoutEnlargement: true })
    .png()
    .toBuffer();
}
