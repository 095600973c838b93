/**
 * Region maps: renumbering, and merging neighbours whose shared border lies on no real edge of
 * the photo (a shading band, a highlight's ring, a cluster split across a smooth gradient).
 */

/** Renumbers region ids to 0..count-1 in place; returns count. */
export function compact(ids: Int32Array): number {
  const map = new Map<number, number>();
  for (let i = 0; i < ids.length; i++) {
    const v = ids[i] as number;
    let c = map.get(v);
    if (c === undefined) map.set(v, (c = map.size));
    ids[i] = c;
  }
  return map.size;
}

/**
 * Merges neighbouring regions whose shared border has a mean edge strength under `minStrength`,
 * weakest first. `strength` is the photo's edge strength per pixel; region `fixed` (the empty
 * background) is never merged. Changes `ids` in place.
 */
export function mergeWeakBorders(ids: Int32Array, w: number, h: number, strength: Float32Array, minStrength: number, fixed = -1): void {
  const sums = new Map<number, { a: number; b: number; sum: number; len: number }>();
  let count = 0;
  for (const v of ids) count = Math.max(count, v + 1);
  const visit = (i: number, j: number) => {
    let a = ids[i] as number;
    let b = ids[j] as number;
    if (a === b) return;
    if (a > b) [a, b] = [b, a];
    const key = a * count + b;
    let e = sums.get(key);
    if (!e) sums.set(key, (e = { a, b, sum: 0, len: 0 }));
    e.sum += Math.max(strength[i] as number, strength[j] as number);
    e.len += 1;
  };
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = y * w + x;
      if (x < w - 1) visit(i, i + 1);
      if (y < h - 1) visit(i, i + w);
    }
  }
  const parent = Int32Array.from({ length: count }, (_, i) => i);
  const find = (a: number): number => {
    while (parent[a] !== a) {
      parent[a] = parent[parent[a] as number] as number;
      a = parent[a] as number;
    }
    return a;
  };
  const weak = [...sums.values()].filter((e) => e.sum / e.len < minStrength).sort((p, q) => p.sum / p.len - q.sum / q.len);
  for (const e of weak) {
    const a = find(e.a);
    const b = find(e.b);
    if (a === b || a === fixed || b === fixed) continue;
    parent[b] = a;
  }
  for (let i = 0; i < ids.length; i++) ids[i] = find(ids[i] as number);
}
