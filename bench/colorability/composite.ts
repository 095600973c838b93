// A photo with a known subject: a cut-out photo (a Tux Paint stamp, whose alpha is the subject's
// mask) placed over a background photo, blurred like a phone's portrait mode or left sharp (a busy
// background). The subject fills 55-70% of the frame's width or height, sometimes off-centre.
import sharp from 'sharp';
import { seeded } from './opencv.ts';

export type CompositeSpec = {
  name: string;
  stamp: string;
  background: string;
  blur: number;
  portrait?: boolean;
  dx?: number;
  dy?: number;
  seed: number;
};

/** The photo (JPEG, as a phone saves it) and the subject's mask (1 on the subject), frame-sized. */
export async function compositePhoto(spec: CompositeSpec): Promise<{ image: Buffer; mask: Uint8Array; width: number; height: number }> {
  const random = seeded(spec.seed);
  const width = spec.portrait ? 768 : 1024;
  const height = spec.portrait ? 1024 : 768;
  // Textures (512 px squares) are tiled at their own size so they stay sharp; photos cover the frame.
  const texture = /(grass|gravel|brick)\.png$/.test(spec.background);
  let background = texture
    ? sharp({ create: { width, height, channels: 3, background: '#808080' } }).composite([{ input: spec.background, tile: true }])
    : sharp(spec.background).resize(width, height, { fit: 'cover' });
  background = sharp(await background.removeAlpha().png().toBuffer());
  if (spec.blur) background = background.blur(spec.blur);

  const trimmed = await sharp(spec.stamp).ensureAlpha().trim({ threshold: 1 }).png().toBuffer();
  const share = 0.55 + random() * 0.15;
  const stamp = await sharp(trimmed)
    .resize(Math.round(width * share), Math.round(height * share), { fit: 'inside', kernel: 'lanczos3' })
    .png()
    .toBuffer({ resolveWithObject: true });
  const sw = stamp.info.width;
  const sh = stamp.info.height;
  const left = Math.max(0, Math.min(width - sw, Math.round((width - sw) / 2 + (spec.dx ?? 0) * width)));
  const top = Math.max(0, Math.min(height - sh, Math.round((height - sh) / 2 + (spec.dy ?? 0) * height)));
  const image = await background
    .composite([{ input: stamp.data, left, top }])
    .jpeg({ quality: 90 })
    .toBuffer();

  const { data: alpha } = await sharp(stamp.data).extractChannel(3).raw().toBuffer({ resolveWithObject: true });
  const mask = new Uint8Array(width * height);
  for (let y = 0; y < sh; y++) for (let x = 0; x < sw; x++) mask[(top + y) * width + left + x] = alpha[y * sw + x]! >= 128 ? 1 : 0;
  return { image, mask, width, height };
}
