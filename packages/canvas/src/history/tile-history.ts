import type { Rect, RgbaImage } from '../types';
import { fullRect, intersectRect, unionRect } from '../rect';
import { decodeRle, encodeRle } from './rle';

/** Default cap on stored undo bytes. */
export const DEFAULT_HISTORY_BYTES = 64 * 1024 * 1024;
/** Edge of the square tiles the history diffs and stores. */
export const HISTORY_TILE_SIZE = 256;

/** Undo/redo over one RGBA layer, storing only the tiles each action changed. */
export interface TileHistory {
  /**
   * Records the layer's changes since the last state as a new state, looking only inside
   * `dirty` (one rectangle or several; the whole layer when omitted). Identical states are not
   * added; a new state drops the redo states. Marks the work unsaved. Returns whether a state
   * was added.
   */
  commit(dirty?: Rect | readonly Rect[] | null): boolean;
  /** Restores the previous state into the layer; returns the changed rectangle, or null at the first. */
  undo(): Rect | null;
  /** Re-applies the next state; returns the changed rectangle, or null at the last. */
  redo(): Rect | null;
  /** Makes the layer's current pixels the only state (for a newly loaded page); marks saved. */
  reset(): void;
  /** Notes that the current state has been saved. */
  markSaved(): void;
  readonly canUndo: boolean;
  readonly canRedo: boolean;
  /** False after any change since the last save. */
  readonly isSaved: boolean;
  /** Number of states (the first one included), at least 1. */
  readonly length: number;
  /** Index of the current state, 0 .. length-1. */
  readonly cursor: number;
  /** Bytes held by stored tiles (the current-state copy of the layer not counted). */
  readonly bytes: number;
}

/** Options of createTileHistory. */
export interface TileHistoryOptions {
  /** Oldest states are dropped when stored tiles exceed this many bytes (default 64 MB). */
  readonly maxBytes?: number;
  /** Tile edge in px (default 256). */
  readonly tileSize?: number;
}

interface TilePatch {
  readonly rect: Rect;
  readonly before: Int32Array;
  readonly after: Int32Array;
}

interface Step {
  readonly patches: readonly TilePatch[];
  readonly bytes: number;
}

// Bookkeeping per stored patch beyond its pixel streams (object, rect, array headers).
const PATCH_OVERHEAD = 96;

/** Creates a history for `layer`, whose current pixels become the first state. */
export function createTileHistory(layer: RgbaImage, options: TileHistoryOptions = {}): TileHistory {
  const { width: w, height: h } = layer;
  const tileSize = options.tileSize ?? HISTORY_TILE_SIZE;
  const maxBytes = options.maxBytes ?? DEFAULT_HISTORY_BYTES;
  const live = new Int32Array(layer.data.buffer, layer.data.byteOffset, w * h);
  // The layer as of the current state: what a commit diffs against and what undo restores from.
  const committed = new Int32Array(w * h);
  const tilePixels = new Int32Array(tileSize * tileSize);
  const scratch = new Int32Array(tileSize * tileSize + 2);
  let steps: Step[] = [];
  let cursor = 0;
  let bytes = 0;
  let saved = true;

  function reset(): void {
    committed.set(live);
    steps = [];
    cursor = 0;
    bytes = 0;
    saved = true;
  }

  /** Run-length codes rect's pixels of `src`. */
  function encode(src: Int32Array, r: Rect): Int32Array {
    let o = 0;
    for (let y = r.y; y < r.y + r.height; y++) {
      const from = y * w + r.x;
      tilePixels.set(src.subarray(from, from + r.width), o);
      o += r.width;
    }
    return encodeRle(tilePixels, o, scratch);
  }

  /** Writes a coded patch into rect of both the layer and the current-state copy. */
  function restore(stream: Int32Array, r: Rect): void {
    decodeRle(stream, tilePixels);
    let o = 0;
    for (let y = r.y; y < r.y + r.height; y++) {
      const row = tilePixels.subarray(o, o + r.width);
      live.set(row, y * w + r.x);
      committed.set(row, y * w + r.x);
      o += r.width;
    }
  }

  /** Tight box of the pixels that differ from the current state inside `area`, or null. */
  function changedBox(area: Rect): Rect | null {
    let minX = Infinity;
    let maxX = -1;
    let minY = -1;
    let maxY = -1;
    for (let y = area.y; y < area.y + area.height; y++) {
      const row = y * w;
      let a = row + area.x;
      const end = a + area.width - 1;
      while (a <= end && live[a] === committed[a]) a++;
      if (a > end) continue;
      let b = end;
      while (live[b] === committed[b]) b--;
      if (minY < 0) minY = y;
      maxY = y;
      if (a - row < minX) minX = a - row;
      if (b - row > maxX) maxX = b - row;
    }
    return minY < 0 ? null : { x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1 };
  }

  function commit(dirty?: Rect | readonly Rect[] | null): boolean {
    saved = false;
    const page = fullRect(w, h);
    const areas: readonly Rect[] = !dirty ? [page] : 'x' in dirty ? [dirty] : dirty;
    // Changed box per tile, from diffing only the given areas.
    const boxes = new Map<number, Rect>();
    const tilesX = Math.ceil(w / tileSize);
    for (const a of areas) {
      const area = intersectRect(a, page);
      if (!area) continue;
      const tx0 = Math.floor(area.x / tileSize);
      const ty0 = Math.floor(area.y / tileSize);
      const tx1 = Math.floor((area.x + area.width - 1) / tileSize);
      const ty1 = Math.floor((area.y + area.height - 1) / tileSize);
      for (let ty = ty0; ty <= ty1; ty++) {
        for (let tx = tx0; tx <= tx1; tx++) {
          const tile = { x: tx * tileSize, y: ty * tileSize, width: tileSize, height: tileSize };
          const part = intersectRect(tile, area);
          const box = part && changedBox(part);
          if (!box) continue;
          const key = ty * tilesX + tx;
          boxes.set(key, unionRect(boxes.get(key) ?? null, box) as Rect);
        }
      }
    }
    const patches: TilePatch[] = [];
    let stepBytes = 0;
    for (const box of boxes.values()) {
      const before = encode(committed, box);
      const after = encode(live, box);
      for (let y = box.y; y < box.y + box.height; y++) {
        const from = y * w + box.x;
        committed.set(live.subarray(from, from + box.width), from);
      }
      patches.push({ rect: box, before, after });
      stepBytes += before.byteLength + after.byteLength + PATCH_OVERHEAD;
    }
    if (patches.length === 0) return false;
    for (let i = cursor; i < steps.length; i++) bytes -= (steps[i] as Step).bytes;
    steps.length = cursor;
    steps.push({ patches, bytes: stepBytes });
    cursor++;
    bytes += stepBytes;
    // Over the cap the oldest states go first; the newest one always stays undoable.
    while (bytes > maxBytes && steps.length > 1) {
      bytes -= (steps.shift() as Step).bytes;
      cursor--;
    }
    return true;
  }

  function move(step: Step | undefined, which: 'before' | 'after'): Rect | null {
    if (!step) return null;
    let changed: Rect | null = null;
    for (const p of step.patches) {
      restore(p[which], p.rect);
      changed = unionRect(changed, p.rect);
    }
    saved = false;
    return changed;
  }

  reset();
  return {
    commit,
    undo() {
      if (cursor === 0) return null;
      cursor--;
      return move(steps[cursor], 'before');
    },
    redo() {
      if (cursor === steps.length) return null;
      cursor++;
      return move(steps[cursor - 1], 'after');
    },
    reset,
    markSaved() {
      saved = true;
    },
    get canUndo() {
      return cursor > 0;
    },
    get canRedo() {
      return cursor < steps.length;
    },
    get isSaved() {
      return saved;
    },
    get length() {
      return steps.length + 1;
    },
    get cursor() {
      return cursor;
    },
    get bytes() {
      return bytes;
    },
  };
}
