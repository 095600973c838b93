import type { Rect, Rgba, RgbaImage } from '../types';
import { unionRect } from '../rect';
import { eraseOver, paintOver } from './blend';
import { forEachDabPixel } from './dab';

/** How a stroke changes the layer. */
export interface StrokePaint {
  /** 'paint' lays colour on; 'erase' removes colour (alpha) from the layer. */
  readonly mode: 'paint' | 'erase';
  /** Colour of a paint stroke (alpha ignored: strokes are opaque). */
  readonly color: Rgba;
  /** Optional width*height mask; the stroke only touches pixels where it is non-zero. */
  readonly clip?: Uint8Array | null;
}

/** What a finished stroke changed: its bounds, and the same area as small disjoint rectangles. */
export interface StrokeDirty {
  readonly bounds: Rect;
  /**
   * Per-cell boxes (cells of CELL_SIZE px) covering every changed pixel; for a long diagonal
   * stroke their area is a small fraction of the bounds, which keeps history commits cheap.
   */
  readonly parts: readonly Rect[];
}

/** Edge of the cells a stroke's dirty area is tracked in. */
export const CELL_SIZE = 64;

/** Software rasteriser of round-dab strokes onto one RGBA layer. */
export interface StrokeRaster {
  /** Starts a stroke; the layer as it is now is the base the stroke composites over. */
  begin(paint: StrokePaint): void;
  /** Adds a dab of `radius` px at (x, y); returns the rectangle it changed. */
  dab(x: number, y: number, radius: number): Rect | null;
  /** Finishes the stroke; returns everything it changed. */
  end(): StrokeDirty | null;
  /** Undoes the stroke in progress; returns the rectangle restored. */
  cancel(): Rect | null;
  /** True between begin and end/cancel. */
  readonly active: boolean;
}

/**
 * Creates a rasteriser for `layer`. Each pixel keeps the highest coverage any dab of the stroke
 * gave it and is composited once over its pre-stroke value, so overlapping dabs do not build up
 * darker edges: the result matches one canvas path stroked with round joins.
 */
export function createStrokeRaster(layer: RgbaImage): StrokeRaster {
  const { width: w, height: h, data } = layer;
  const coverage = new Uint8Array(w * h);
  // Pre-stroke value of each pixel, captured the first time the stroke touches it.
  const base = new Uint8Array(w * h * 4);
  const base32 = new Int32Array(base.buffer);
  const live32 = new Int32Array(data.buffer, data.byteOffset, w * h);
  let paint: StrokePaint | null = null;
  let dirty: Rect | null = null;
  // Dirty box per cell: [minX, minY, maxX, maxY] per cell, and the list of cells touched.
  const cellsX = Math.ceil(w / CELL_SIZE);
  const cellCount = cellsX * Math.ceil(h / CELL_SIZE);
  const cellBox = new Int32Array(cellCount * 4);
  const cellUsed = new Uint8Array(cellCount);
  const touched: number[] = [];

  function markCells(box: Rect): void {
    const x1 = box.x + box.width - 1;
    const y1 = box.y + box.height - 1;
    for (let cy = Math.floor(box.y / CELL_SIZE); cy <= Math.floor(y1 / CELL_SIZE); cy++) {
      for (let cx = Math.floor(box.x / CELL_SIZE); cx <= Math.floor(x1 / CELL_SIZE); cx++) {
        const c = cy * cellsX + cx;
        const o = c * 4;
        const bx0 = Math.max(box.x, cx * CELL_SIZE);
        const by0 = Math.max(box.y, cy * CELL_SIZE);
        const bx1 = Math.min(x1, cx * CELL_SIZE + CELL_SIZE - 1);
        const by1 = Math.min(y1, cy * CELL_SIZE + CELL_SIZE - 1);
        if (cellUsed[c] === 0) {
          cellUsed[c] = 1;
          touched.push(c);
          cellBox[o] = bx0;
          cellBox[o + 1] = by0;
          cellBox[o + 2] = bx1;
          cellBox[o + 3] = by1;
        } else {
          cellBox[o] = Math.min(cellBox[o] as number, bx0);
          cellBox[o + 1] = Math.min(cellBox[o + 1] as number, by0);
          cellBox[o + 2] = Math.max(cellBox[o + 2] as number, bx1);
          cellBox[o + 3] = Math.max(cellBox[o + 3] as number, by1);
        }
      }
    }
  }

  /** The touched cells' boxes, clearing the cell bookkeeping. */
  function takeParts(): Rect[] {
    const parts = touched.map((c) => {
      const o = c * 4;
      cellUsed[c] = 0;
      const x0 = cellBox[o] as number;
      const y0 = cellBox[o + 1] as number;
      return { x: x0, y: y0, width: (cellBox[o + 2] as number) - x0 + 1, height: (cellBox[o + 3] as number) - y0 + 1 };
    });
    touched.length = 0;
    return parts;
  }

  function dab(cx: number, cy: number, radius: number): Rect | null {
    const p = paint;
    if (!p) return null;
    const clip = p.clip ?? null;
    const { r, g, b } = p.color;
    const erase = p.mode === 'erase';
    const box = forEachDabPixel(w, h, cx, cy, radius, (i, cov) => {
      if (clip && clip[i] === 0) return;
      const old = coverage[i] as number;
      if (cov <= old) return;
      if (old === 0) base32[i] = live32[i] as number;
      coverage[i] = cov;
      if (erase) eraseOver(data, i << 2, base, i << 2, cov);
      else paintOver(data, i << 2, base, i << 2, r, g, b, cov);
    });
    if (box) {
      dirty = unionRect(dirty, box);
      markCells(box);
    }
    return box;
  }

  function clearCoverage(rect: Rect): void {
    for (let y = rect.y; y < rect.y + rect.height; y++) {
      coverage.fill(0, y * w + rect.x, y * w + rect.x + rect.width);
    }
  }

  return {
    begin(next) {
      if (next.clip && next.clip.length !== w * h) throw new RangeError('clip mask size mismatch');
      paint = next;
      dirty = null;
    },
    dab,
    end() {
      const bounds = dirty;
      const parts = takeParts();
      for (const part of parts) clearCoverage(part);
      paint = null;
      dirty = null;
      return bounds ? { bounds, parts } : null;
    },
    cancel() {
      const d = dirty;
      if (d) {
        for (let y = d.y; y < d.y + d.height; y++) {
          for (let i = y * w + d.x, end = i + d.width; i < end; i++) {
            if (coverage[i] !== 0) live32[i] = base32[i] as number;
          }
        }
        clearCoverage(d);
      }
      takeParts();
      paint = null;
      dirty = null;
      return d;
    },
    get active() {
      return paint !== null;
    },
  };
}
