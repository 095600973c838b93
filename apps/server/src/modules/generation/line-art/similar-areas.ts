import { BorderHeap } from './borders.ts';

/**
 * Merges neighbouring areas whose mean colours are alike, most alike first: the bands a material's
 * shading and texture split into (a sheep's wool lit from one side, a dog's fur) are one area to
 * color, however sharp the texture made the border between them. Lightness counts half as much as
 * hue and chroma: shading changes lightness, a new part of the subject (a black face on white wool)
 * changes more. `lab` is the smoothed photo at the map's size (OpenCV's 8-bit Lab); `fixed` (the
 * empty page around a subject) never merges. Changes `ids` in place.
 */
export function mergeSimilarAreas(ids: Int32Array, w: number, h: number, lab: Uint8Array, maxDelta: number, fixed = -1): void {
  let count = 0;
  for (const v of ids) count = Math.max(count, v + 1);
  const sum = new Float64Array(count * 3);
  const size = new Float64Array(count);
  for (let i = 0; i < ids.length; i++) {
    const a = ids[i] as number;
    size[a]! += 1;
    // 8-bit L is L* x 2.55; a and b are offset by 128.
    sum[a * 3]! += (lab[i * 3] as number) / 2.55;
    sum[a * 3 + 1]! += lab[i * 3 + 1] as number;
    sum[a * 3 + 2]! += lab[i * 3 + 2] as number;
  }
  const neighbours: Array<Set<number>> = Array.from({ length: count }, () => new Set());
  const meet = (a: number, b: number) => {
    neighbours[a]!.add(b);
    neighbours[b]!.add(a);
  };
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = y * w + x;
      const a = ids[i] as number;
      if (x < w - 1 && ids[i + 1] !== a) meet(a, ids[i + 1] as number);
      if (y < h - 1 && ids[i + w] !== a) meet(a, ids[i + w] as number);
    }
  }
  const delta = (a: number, b: number) => {
    const dl = (sum[a * 3]! / size[a]! - sum[b * 3]! / size[b]!) * 0.5;
    const da = sum[a * 3 + 1]! / size[a]! - sum[b * 3 + 1]! / size[b]!;
    const db = sum[a * 3 + 2]! / size[a]! - sum[b * 3 + 2]! / size[b]!;
    return Math.sqrt(dl * dl + da * da + db * db);
  };
  const heap = new BorderHeap();
  const queue = (a: number, b: number) => {
    if (a === fixed || b === fixed) return;
    const d = delta(a, b);
    if (d < maxDelta) heap.push(d, Math.min(a, b), Math.max(a, b));
  };
  for (let a = 0; a < count; a++) for (const b of neighbours[a]!) if (a < b) queue(a, b);
  const parent = Int32Array.from({ length: count }, (_, i) => i);
  for (let top = heap.pop(); top; top = heap.pop()) {
    const [d, a, b] = top;
    if (parent[a] !== a || parent[b] !== b) continue;
    // Stale: an area's colour changed since the pair was queued (it was queued again).
    if (delta(a, b) !== d) continue;
    const [keep, gone] = size[a]! >= size[b]! ? [a, b] : [b, a];
    parent[gone] = keep;
    size[keep]! += size[gone]!;
    for (let c = 0; c < 3; c++) sum[keep * 3 + c]! += sum[gone * 3 + c]!;
    neighbours[keep]!.delete(gone);
    for (const n of neighbours[gone]!) {
      if (n === keep) continue;
      neighbours[n]!.delete(gone);
      neighbours[n]!.add(keep);
      neighbours[keep]!.add(n);
    }
    neighbours[gone]!.clear();
    for (const n of neighbours[keep]!) queue(keep, n);
  }
  const find = (a: number): number => {
    while (parent[a] !== a) a = parent[a] as number;
    return a;
  };
  for (let i = 0; i < ids.length; i++) ids[i] = find(ids[i] as number);
}
