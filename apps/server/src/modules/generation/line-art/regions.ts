/**
 * Areas smaller than `minArea` merged into the neighbour they share the longest border with.
 * `ids` numbers the areas 0..count-1 (it is changed in place and returned).
 */
export function mergeSmallAreas(ids: Int32Array, count: number, width: number, height: number, minArea: number, fixed = -1): Int32Array {
  const size = new Int32Array(count);
  for (let i = 0; i < ids.length; i++) size[ids[i] as number]! += 1;
  const parent = Int32Array.from({ length: count }, (_, i) => i);
  const find = (a: number): number => {
    while (parent[a] !== a) {
      parent[a] = parent[parent[a] as number] as number;
      a = parent[a] as number;
    }
    return a;
  };

  // Border lengths, kept only for the areas that will be merged away.
  const borders = new Map<number, Map<number, number>>();
  const add = (a: number, b: number) => {
    if ((size[a] as number) >= minArea || a === fixed) return;
    let m = borders.get(a);
    if (!m) borders.set(a, (m = new Map()));
    m.set(b, (m.get(b) ?? 0) + 1);
  };
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const a = ids[i] as number;
      if (x < width - 1 && ids[i + 1] !== a) {
        add(a, ids[i + 1] as number);
        add(ids[i + 1] as number, a);
      }
      if (y < height - 1 && ids[i + width] !== a) {
        add(a, ids[i + width] as number);
        add(ids[i + width] as number, a);
      }
    }
  }

  // Smallest first; an area that grows by absorbing others takes over their borders.
  const small = [...borders.keys()].sort((a, b) => (size[a] as number) - (size[b] as number));
  for (const a of small) {
    const root = find(a);
    if ((size[root] as number) >= minArea) continue;
    const mine = borders.get(root);
    if (!mine) continue;
    const totals = new Map<number, number>();
    for (const [other, len] of mine) {
      const o = find(other);
      if (o !== root) totals.set(o, (totals.get(o) ?? 0) + len);
    }
    let best = -1;
    let bestLen = 0;
    for (const [o, len] of totals) {
      if (len > bestLen) {
        best = o;
        bestLen = len;
      }
    }
    if (best < 0) continue;
    parent[root] = best;
    size[best] = (size[best] as number) + (size[root] as number);
    const theirs = borders.get(best);
    if (theirs) for (const [o, len] of totals) if (o !== best) theirs.set(o, (theirs.get(o) ?? 0) + len);
    borders.delete(root);
  }
  for (let i = 0; i < ids.length; i++) ids[i] = find(ids[i] as number);
  return ids;
}

/** 4-connected areas of equal value (a cluster, or an area id whose area may lie in pieces), numbered from 0. */
export function labelAreas(values: Uint8Array | Int32Array, w: number, h: number): { ids: Int32Array; count: number } {
  const n = w * h;
  const ids = new Int32Array(n).fill(-1);
  const queue = new Int32Array(n);
  let count = 0;
  for (let i = 0; i < n; i++) {
    if (ids[i] !== -1) continue;
    const v = values[i];
    const id = count++;
    let qe = 0;
    ids[i] = id;
    queue[qe++] = i;
    for (let qs = 0; qs < qe; qs++) {
      const j = queue[qs] as number;
      const x = j % w;
      if (x > 0 && ids[j - 1] === -1 && values[j - 1] === v) {
        ids[j - 1] = id;
        queue[qe++] = j - 1;
      }
      if (x < w - 1 && ids[j + 1] === -1 && values[j + 1] === v) {
        ids[j + 1] = id;
        queue[qe++] = j + 1;
      }
      if (j >= w && ids[j - w] === -1 && values[j - w] === v) {
        ids[j - w] = id;
        queue[qe++] = j - w;
      }
      if (j + w < n && ids[j + w] === -1 && values[j + w] === v) {
        ids[j + w] = id;
        queue[qe++] = j + w;
      }
    }
  }
  return { ids, count };
}
