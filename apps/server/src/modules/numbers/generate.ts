import sharp from 'sharp';
import { DEFAULT_FILL_OPTIONS, computeRegionMap, planNumbers, type NumbersPlan, type NumbersSource } from '@crayonbox/canvas/headless';
import type { NumbersStyle } from '@crayonbox/contract';

/** The coloring canvas of SPEC.md: plans are made at its size, as the fill sees the page. */
const CANVAS = 1024;

/** Any picture as the 1024x1024 RGBA raster the coloring screen works on (white around it). */
async function raster(image: Buffer, alpha: 'white' | 'keep') {
  const pipeline = sharp(image);
  if (alpha === 'white') pipeline.flatten({ background: '#ffffff' });
  const { data } = await pipeline
    .resize(CANVAS, CANVAS, { fit: 'contain', background: alpha === 'white' ? '#ffffff' : { r: 0, g: 0, b: 0, alpha: 0 } })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { width: CANVAS, height: CANVAS, data: new Uint8ClampedArray(data.buffer, data.byteOffset, data.length) };
}

/**
 * The numbered version of a page: its regions as the fill computes them (same threshold and gap
 * closing as the coloring screen's default), numbered and keyed in a preset style or in the
 * colours of the user's saved coloring layer.
 */
export async function planFromIllustration(illustration: Buffer, style: NumbersStyle, coloringLayer?: Buffer): Promise<NumbersPlan> {
  const lineArt = await raster(illustration, 'white');
  const map = computeRegionMap(lineArt, DEFAULT_FILL_OPTIONS.lineThreshold, DEFAULT_FILL_OPTIONS.gapClose);
  const source: NumbersSource =
    style === 'colored' && coloringLayer
      ? { coloring: await raster(coloringLayer, 'keep') }
      : { style: style === 'colored' ? 'bright' : style };
  return planNumbers(map, source);
}
