/**
 * Region maps: renumbering, and merging neighbours whose shared border lies on no real edge of
 * the photo (a shading band, a highlight's ring, a cluster split across a smooth gradient).
 */

/** Renumbers region ids to 0..count-1 in place; returns count. */
export function compact(ids: Int32Array): number {
  // Ids are pixel-indexed at most (0..length): a typed table, not a Map lookup per pixel.
  let max = 0;
  for (let i = 0; i < ids.length; i++) if ((ids[i] as number) > max) max = ids[i] as number;
  const map = new Int32Array(max + 1).fill(-1);
  let size = 0;
  for (let i = 0; i < ids.length; i++) {
    const v = ids[i] as number;
    let c = map[v] as number;
    if (c < 0) map[v] = c = size++;
    ids[i] = c;
  }
  return size;
}

/**
 * Merges neighbouring regions whose shared border has a mean edge strength under `minStrength`,
 * weakest first. `strength` is the photo's edge strength per pixel; region `fixed` (the empty
 * background) is never merged. Changes `ids` in place.
 *
 * A merged region's borders are measured again, as the sums of its parts' borders: merging every
 * weak border at once let a chain of weak ones cross a strong edge (the soft bands a blurred edge
 * splits into at a high Detail joined a window to its wall, so a page had fewer areas at Detail 5
 * than at Detail 4).
 */
export function mergeWeakBorders(ids: Int32Array, w: number, h: number, strength: Float32Array, minStrength: number, fixed = -1): void {
  let count = 0;
  for (const v of ids) count = Math.max(count, v + 1);
  // Border sums and lengths per region, by neighbour.
  const borders: Array<Map<number, { sum: number; len: number }>> = Array.from({ length: count }, () => new Map());
  const visit = (i: number, j: number) => {
    const a = ids[i] as number;
    const b = ids[j] as number;
    if (a === b) return;
    const s = Math.max(strength[i] as number, strength[j] as number);
    for (const [p, q] of [
      [a, b],
      [b, a],
    ] as const) {
      const e = borders[p]!.get(q);
      if (e) {
        e.sum += s;
        e.len += 1;
      } else borders[p]!.set(q, { sum: s, len: 1 });
    }
  };
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = y * w + x;
      if (x < w - 1) visit(i, i + 1);
      if (y < h - 1) visit(i, i + w);
    }
  }
  const heap = new BorderHeap();
  for (let a = 0; a < count; a++)
    for (const [b, e] of borders[a]!) if (a < b && e.sum / e.len < minStrength) heap.push(e.sum / e.len, a, b);
  const parent = Int32Array.from({ length: count }, (_, i) => i);
  const find = (a: number): number => {
    while (parent[a] !== a) {
      parent[a] = parent[parent[a] as number] as number;
      a = parent[a] as number;
    }
    return a;
  };
  for (let top = heap.pop(); top; top = heap.pop()) {
    const [mean, a, b] = top;
    if (parent[a] !== a || parent[b] !== b || a === fixed || b === fixed) continue;
    const e = borders[a]!.get(b);
    // Stale: the border has changed since it was queued (it is queued again with its new mean).
    if (!e || e.sum / e.len !== mean) continue;
    // The region with fewer neighbours joins the other.
    const [keep, gone] = borders[a]!.size >= borders[b]!.size ? [a, b] : [b, a];
    parent[gone] = keep;
    borders[keep]!.delete(gone);
    for (const [n, f] of borders[gone]!) {
      if (n === keep) continue;
      const mine = borders[keep]!.get(n);
      const joined = mine ? { sum: mine.sum + f.sum, len: mine.len + f.len } : { sum: f.sum, len: f.len };
      borders[keep]!.set(n, joined);
      borders[n]!.delete(gone);
      borders[n]!.set(keep, joined);
      if (joined.sum / joined.len < minStrength) heap.push(joined.sum / joined.len, Math.min(keep, n), Math.max(keep, n));
    }
    borders[gone]!.clear();
  }
  for (let i = 0; i < ids.length; i++) ids[i] = find(ids[i] as number);
}

/** A min-heap of borders (mean strength, region, region). */
export class BorderHeap {
  private readonly items: Array<[number, number, number]> = [];

  push(mean: number, a: number, b: number): void {
    const items = this.items;
    items.push([mean, a, b]);
    for (let i = items.length - 1; i > 0;) {
      const up = (i - 1) >> 1;
      if (items[up]![0] <= items[i]![0]) break;
      [items[up], items[i]] = [items[i]!, items[up]!];
      i = up;
    }
  }

  pop(): [number, number, number] | undefined {
    const items = this.items;
    const top = items[0];
    const last = items.pop();
    if (items.length && last) {
      items[0] = last;
      for (let i = 0; ;) {
        const l = 2 * i + 1;
        const r = l + 1;
        let least = i;
        if (l < items.length && items[l]![0] < items[least]![0]) least = l;
        if (r < items.length && items[r]![0] < items[least]![0]) least = r;
        if (least === i) break;
        [items[least], items[i]] = [items[i]!, items[least]!];
        i = least;
      }
    }
    return top;
  }
}
