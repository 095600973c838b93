import type { RgbaImage } from '../types';
import { compositeRgbAt, withinTolerance } from './composite-color';
import { CORE, SIMILAR } from './pixel-flags';

/**
 * Sets every pixel's flags: its line-art bits, plus SIMILAR when its composite colour is within
 * tolerance of the seed's. `lineBits` and `st` must be whole buffers of width*height bytes.
 */
export function classifyPixels(
  lineArt: RgbaImage,
  coloring: RgbaImage,
  lineBits: Uint8Array,
  st: Uint8Array,
  seedRgb: number,
  tolerance: number,
): void {
  const n = lineArt.width * lineArt.height;
  const line = lineArt.data;
  const col = coloring.data;
  // Int32 views: the values stay small integers in optimised code, unlike Uint32 ones.
  const line32 = new Int32Array(line.buffer, line.byteOffset, n);
  const col32 = new Int32Array(col.buffer, col.byteOffset, n);
  const quads = n >> 2;
  const bits32 = new Int32Array(lineBits.buffer, lineBits.byteOffset, quads);
  const st32 = new Int32Array(st.buffer, st.byteOffset, quads);
  // Verdict for the last coloring value seen on ink-free pixels, where the composite depends on
  // the coloring alone (0 = transparent, i.e. white paper).
  let lastC = 0;
  let sim = withinTolerance(0xffffff, seedRgb, tolerance) ? SIMILAR : 0;
  let simQuad = sim * 0x01010101;
  // Verdict for the last (line, coloring) pair on inked pixels.
  let lastPL = 0;
  let lastPC = 0;
  let pairSim = sim;

  // Plain loops without closures: captured mutable locals would live on the heap in V8.
  for (let q = 0; q <= quads; q++) {
    const i = q << 2;
    const end = q < quads ? i + 4 : n; // the last round takes the 0-3 pixels past the quads
    // Pages are large flat areas: four ink-free pixels of the last colour take one word write.
    if (
      q < quads &&
      bits32[q] === 0 &&
      (((col32[i] as number) ^ lastC) |
        ((col32[i + 1] as number) ^ lastC) |
        ((col32[i + 2] as number) ^ lastC) |
        ((col32[i + 3] as number) ^ lastC)) ===
        0
    ) {
      st32[q] = simQuad;
      continue;
    }
    for (let k = i; k < end; k++) {
      const b = lineBits[k] as number;
      if ((b & CORE) !== 0) {
        // Line cores are walls whatever lies beneath them.
        st[k] = b;
        continue;
      }
      const c = col32[k] as number;
      if (b === 0) {
        if (c !== lastC) {
          lastC = c;
          sim = withinTolerance(compositeRgbAt(line, col, k << 2), seedRgb, tolerance) ? SIMILAR : 0;
          simQuad = sim * 0x01010101;
        }
        st[k] = sim;
        continue;
      }
      const l = line32[k] as number;
      if (l !== lastPL || c !== lastPC) {
        lastPL = l;
        lastPC = c;
        pairSim = withinTolerance(compositeRgbAt(line, col, k << 2), seedRgb, tolerance) ? SIMILAR : 0;
      }
      st[k] = b | pairSim;
    }
  }
}
