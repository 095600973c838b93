import type { Rect, Rgba, RgbaImage } from '../types';
import { clipBounds, unionRect } from '../rect';
import { eraseOver, paintOver } from './blend';
import { grainIndex, paperGrain } from './paper-grain';

/** How a stroke changes the layer. */
export interface StrokePaint {
  /** 'paint' lays colour on; 'erase' removes colour (alpha) from the layer. */
  readonly mode: 'paint' | 'erase';
  /** Colour of a paint stroke (its alpha is ignored: opacity says how much a stroke covers). */
  readonly color: Rgba;
  /** Optional width*height mask; the stroke only touches pixels where it is non-zero. */
  readonly clip?: Uint8Array | null;
  /** The most one stroke covers a pixel, 0..1 (default 1): a marker's see-through ink. */
  readonly opacity?: number;
  /**
   * 'max' (default): a pixel shows the strongest dab that covered it, so a stroke is even however
   * often it passes; 'add': dabs pile up, as an airbrush's spray does while it lingers.
   */
  readonly build?: 'max' | 'add';
  /** Share of the radius over which a dab fades out, 0..1 (default 0: a hard edge, 1 px anti-aliased). */
  readonly softness?: number;
  /**
   * Paper tooth response, when the tool shows the grain: the share (0..1) of a dab's coverage
   * that lands on a pixel whose tooth is `tooth` (0 valley .. 255 peak) at dab strength 0..1.
   */
  readonly grain?: ((tooth: number, strength: number) => number) | null;
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
  /** Adds a dab of `radius` px at (x, y), `strength` 0..1 (pressure; default 1); returns the rectangle it changed. */
  dab(x: number, y: number, radius: number, strength?: number): Rect | null;
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
  // Coverage the stroke gave each pixel so far, 0..65535 (16 bits: an airbrush adds tiny amounts).
  const coverage = new Uint16Array(w * h);
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

  // Coverage (0..65535) a fully covered pixel gets, by paper tooth, for the grain and strength
  // it was built for: rebuilt only when they change (a mouse stroke keeps one strength).
  const toothCoverage = new Float32Array(256);
  let tableFor: { grain: unknown; strength: number } = { grain: null, strength: -1 };

  function dab(cx: number, cy: number, radius: number, strength = 1): Rect | null {
    const p = paint;
    if (!p) return null;
    const r = Math.max(0.25, radius);
    const box = clipBounds(cx - r - 0.5, cy - r - 0.5, cx + r + 0.5, cy + r + 0.5, w, h);
    if (!box) return null;
    const clip = p.clip ?? null;
    const { r: cr, g: cg, b: cb } = p.color;
    const erase = p.mode === 'erase';
    const add = p.build === 'add';
    const opacity = Math.min(1, Math.max(0, p.opacity ?? 1)) / 257;
    const s = Math.min(1, Math.max(0, strength));
    const grain = p.grain ?? null;
    if (grain && (tableFor.grain !== grain || tableFor.strength !== s)) {
      for (let t = 0; t < 256; t++) toothCoverage[t] = Math.min(1, Math.max(0, grain(t, s))) * s * 65535;
      tableFor = { grain, strength: s };
    }
    const flat = s * 65535;
    const tooth = grain ? paperGrain() : null;
    // Hard dabs: full inside r - 0.5, a one-pixel anti-aliased rim. Soft dabs: full inside
    // `inner`, then a smoothstep down to zero at the rim.
    const soft = Math.min(1, Math.max(0, p.softness ?? 0));
    const inner = soft > 0 ? r * (1 - soft) : r - 0.5;
    const inner2 = inner > 0 ? inner * inner : -1;
    const outer = r + 0.5;
    const outer2 = outer * outer;
    const fade = outer - Math.max(0, inner);
    for (let y = box.y; y < box.y + box.height; y++) {
      const dy = y + 0.5 - cy;
      const dy2 = dy * dy;
      const row = y * w;
      for (let x = box.x; x < box.x + box.width; x++) {
        const dx = x + 0.5 - cx;
        const d2 = dx * dx + dy2;
        if (d2 >= outer2) continue;
        const i = row + x;
        if (clip && clip[i] === 0) continue;
        let shape = 1;
        if (d2 > inner2) {
          const t = (Math.sqrt(d2) - Math.max(0, inner)) / fade;
          shape = soft > 0 ? 1 - t * t * (3 - 2 * t) : 1 - t;
        }
        const cov = shape * (tooth ? (toothCoverage[tooth[grainIndex(x, y)] as number] as number) : flat);
        if (cov < 1) continue;
        const old = coverage[i] as number;
        const next = add ? Math.min(65535, old + cov) : cov;
        if (next <= old) continue;
        if (old === 0) base32[i] = live32[i] as number;
        coverage[i] = next;
        const alpha = Math.round(next * opacity);
        if (erase) eraseOver(data, i << 2, base, i << 2, alpha);
        else paintOver(data, i << 2, base, i << 2, cr, cg, cb, alpha);
      }
    }
    dirty = unionRect(dirty, box);
    markCells(box);
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
