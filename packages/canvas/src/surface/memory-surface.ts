import type { FillOptions } from '../fill/fill-options';
import { createFloodFiller } from '../fill/flood-fill';
import { paintRegion, paintRegionWith } from '../fill/paint-region';
import { pickColor } from '../raster/pick-color';
import type { RegionMap } from '../fill/region-map';
import { assertSize, createImage } from '../image';
import { createStrokeRaster } from '../raster/stroke-raster';
import type { RgbaImage } from '../types';
import type { PaintSurface } from './paint-surface';

/** A PaintSurface over RGBA buffers; the engine's source of truth in the browser as in tests. */
export interface MemorySurface extends PaintSurface {
  /** The coloring layer: the only pixels tools change. */
  readonly coloring: RgbaImage;
  /** The line-art layer: read-only for tools. */
  readonly lineArt: RgbaImage;
  /** Replaces the line art (same size); the fill's cached regions are recomputed lazily. */
  setLineArt(lineArt: RgbaImage): void;
  /** Computes the fill's regions for these options now rather than on the first fill; returns them. */
  prepareFill(options?: FillOptions): RegionMap;
  /** Uses fill regions computed elsewhere (a worker) for the current line art and these options. */
  adoptRegionMap(map: RegionMap, options?: FillOptions): void;
}

/** Creates an in-memory surface; missing layers start transparent. */
export function createMemorySurface(options: { width: number; height: number; lineArt?: RgbaImage; coloring?: RgbaImage }): MemorySurface {
  const { width, height } = options;
  let lineArt = options.lineArt ?? createImage(width, height);
  const coloring = options.coloring ?? createImage(width, height);
  assertSize(lineArt, width, height, 'line art');
  assertSize(coloring, width, height, 'coloring');
  const raster = createStrokeRaster(coloring);
  const filler = createFloodFiller(width, height);
  return {
    width,
    height,
    coloring,
    get lineArt() {
      return lineArt;
    },
    setLineArt(next) {
      assertSize(next, width, height, 'line art');
      lineArt = next;
      filler.invalidate();
    },
    prepareFill: (fillOptions) => filler.prepare(lineArt, fillOptions),
    adoptRegionMap: (map, fillOptions) => filler.adopt(lineArt, map, fillOptions),
    beginStroke: (paint) => raster.begin(paint),
    dab: (x, y, radius, strength) => raster.dab(x, y, radius, strength),
    endStroke: () => raster.end(),
    cancelStroke: () => raster.cancel(),
    regionAt: (x, y, fillOptions) => filler.region(lineArt, coloring, x, y, fillOptions),
    paintRegion: (region, color) => paintRegion(coloring, region, color),
    paintRegionWith: (region, colorAt) => paintRegionWith(coloring, region, colorAt),
    colorAt: (x, y) => pickColor(lineArt, coloring, x, y),
  };
}
