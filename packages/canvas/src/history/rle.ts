// Run-length coding of 32-bit pixels. Coloring tiles are flat colours with thin anti-aliased
// edges, so stored tiles shrink 10-100x; that is what lets 100 undo steps fit in the byte cap.
// Stream format: a positive header n is followed by one pixel repeated n times; a negative
// header -n is followed by n literal pixels.

/** Encodes pixels[0, length) into a right-sized Int32Array; `scratch` needs length + 1 words. */
export function encodeRle(pixels: Int32Array, length: number, scratch: Int32Array): Int32Array {
  let o = 0;
  let i = 0;
  while (i < length) {
    const v = pixels[i] as number;
    let j = i + 1;
    while (j < length && pixels[j] === v) j++;
    if (j - i >= 3) {
      scratch[o++] = j - i;
      scratch[o++] = v;
      i = j;
      continue;
    }
    // Literal until the next run of three equal pixels (a shorter run costs more as a run).
    let k = i;
    while (k < length && !(k + 2 < length && pixels[k] === pixels[k + 1] && pixels[k] === pixels[k + 2])) k++;
    scratch[o++] = -(k - i);
    scratch.set(pixels.subarray(i, k), o);
    o += k - i;
    i = k;
  }
  return scratch.slice(0, o);
}

/** Decodes a stream made by encodeRle into out[0, …); returns the number of pixels written. */
export function decodeRle(stream: Int32Array, out: Int32Array): number {
  let o = 0;
  let i = 0;
  while (i < stream.length) {
    const h = stream[i++] as number;
    if (h > 0) {
      out.fill(stream[i++] as number, o, o + h);
      o += h;
    } else {
      out.set(stream.subarray(i, i - h), o);
      i -= h;
      o -= h;
    }
  }
  return o;
}
