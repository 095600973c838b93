import sharp from 'sharp';
import { DEFAULT_FILL_OPTIONS, computeRegionMap, planNumbers, type NumbersPlan, type NumbersSource } from '@crayonbox/canvas/headless';
import type { NumbersStyle } from '@crayonbox/contract';
import { referenceRaster } from './color-reference.ts';

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

/** What a plan is made from besides the art: the user's coloring layer ("my colors"), the colours of the photo a page was traced from ("natural"). */
export interface PlanInputs {
  coloringLayer?: Buffer;
  colorReference?: Buffer;
}

/**
 * The numbered version of a page: its regions as the fill computes them (same threshold and gap
 * closing as the coloring screen's default), numbered and keyed in a preset style, in the colours
 * of the photo the page was made from ("natural", when it kept them) or in those of the user's
 * saved coloring layer.
 */
export async function planFromIllustration(illustration: Buffer, style: NumbersStyle, inputs: PlanInputs = {}): Promise<NumbersPlan> {
  const lineArt = await raster(illustration, 'white');
  const map = computeRegionMap(lineArt, DEFAULT_FILL_OPTIONS.lineThreshold, DEFAULT_FILL_OPTIONS.gapClose);
  let source: NumbersSource;
  if (style === 'colored' && inputs.coloringLayer) source = { coloring: await raster(inputs.coloringLayer, 'keep') };
  else if (style === 'natural' && inputs.colorReference) source = { style, photo: await referenceRaster(inputs.colorReference) };
  else source = { style: style === 'colored' ? 'bright' : style };
  return planNumbers(map, source);
}
