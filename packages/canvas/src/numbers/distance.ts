/**
 * Exact Euclidean distance (px) from every pixel to the nearest site, by the separable
 * lower-envelope method of Felzenszwalb and Huttenlocher (2012): two passes of a 1-D transform,
 * linear in the number of pixels. Pixels beyond the page count as sites, so a distance never
 * reaches past the page edge.
 */
export function distanceToSites(isSite: Uint8Array, w: number, h: number): Float32Array {
  const INF = 1e12;
  const squared = new Float64Array(w * h);
  const f = new Float64Array(Math.max(w, h) + 2);
  const d = new Float64Array(Math.max(w, h) + 2);
  const v = new Int32Array(Math.max(w, h) + 2);
  const z = new Float64Array(Math.max(w, h) + 3);
  // Columns: the page edge is a site one pixel beyond the first and last row.
  for (let x = 0; x < w; x++) {
    f[0] = 0;
    for (let y = 0; y < h; y++) f[y + 1] = isSite[y * w + x] !== 0 ? 0 : INF;
    f[h + 1] = 0;
    transform1d(f, h + 2, d, v, z);
    for (let y = 0; y < h; y++) squared[y * w + x] = d[y + 1] as number;
  }
  const out = new Float32Array(w * h);
  // Rows, on the column results, with the left and right edges as sites.
  for (let y = 0; y < h; y++) {
    f[0] = 0;
    for (let x = 0; x < w; x++) f[x + 1] = squared[y * w + x] as number;
    f[w + 1] = 0;
    transform1d(f, w + 2, d, v, z);
    for (let x = 0; x < w; x++) out[y * w + x] = Math.sqrt(d[x + 1] as number);
  }
  return out;
}

/** d[q] = min over p of (q - p)^2 + f[p], for q in 0..n-1 (f finite, so z[0] = -Infinity stops the search). */
function transform1d(f: Float64Array, n: number, d: Float64Array, v: Int32Array, z: Float64Array): void {
  let k = 0;
  v[0] = 0;
  z[0] = -Infinity;
  z[1] = Infinity;
  const meet = (q: number, p: number) => ((f[q] as number) + q * q - ((f[p] as number) + p * p)) / (2 * q - 2 * p);
  for (let q = 1; q < n; q++) {
    let s = meet(q, v[k] as number);
    while (s <= (z[k] as number)) {
      k--;
      s = meet(q, v[k] as number);
    }
    k++;
    v[k] = q;
    z[k] = s;
    z[k + 1] = Infinity;
  }
  k = 0;
  for (let q = 0; q < n; q++) {
    while ((z[k + 1] as number) < q) k++;
    const p = v[k] as number;
    d[q] = (q - p) * (q - p) + (f[p] as number);
  }
}
