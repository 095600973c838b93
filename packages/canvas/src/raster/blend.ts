// Straight-alpha compositing of one pixel, the formulas of canvas 'source-over' and
// 'destination-out' with an opaque source colour and a coverage. Outputs are Uint8ClampedArray,
// which rounds to nearest on assignment, so no explicit rounding is needed.

/** Writes colour (r, g, b, opaque) at coverage `cov` (0..255) over base pixel `b[bo..]` into `out[o..]`. */
export function paintOver(
  out: Uint8ClampedArray,
  o: number,
  base: Uint8Array,
  bo: number,
  r: number,
  g: number,
  b: number,
  cov: number,
): void {
  if (cov === 255) {
    out[o] = r;
    out[o + 1] = g;
    out[o + 2] = b;
    out[o + 3] = 255;
    return;
  }
  const ba = base[bo + 3] as number;
  const keep = (ba * (255 - cov)) / 255; // weight of the base colour
  const a = cov + keep;
  if (a <= 0) {
    out[o] = out[o + 1] = out[o + 2] = out[o + 3] = 0;
    return;
  }
  out[o] = (r * cov + (base[bo] as number) * keep) / a;
  out[o + 1] = (g * cov + (base[bo + 1] as number) * keep) / a;
  out[o + 2] = (b * cov + (base[bo + 2] as number) * keep) / a;
  out[o + 3] = a;
}

/** Removes coverage `cov` (0..255) of the base pixel's alpha into `out[o..]`; fully erased pixels become 0,0,0,0. */
export function eraseOver(out: Uint8ClampedArray, o: number, base: Uint8Array, bo: number, cov: number): void {
  const a = Math.round(((base[bo + 3] as number) * (255 - cov)) / 255);
  if (a === 0) {
    // All-zero transparent pixels keep erased areas byte-identical to never-painted ones, so the
    // history sees "erase everything" as the blank state.
    out[o] = out[o + 1] = out[o + 2] = out[o + 3] = 0;
    return;
  }
  out[o] = base[bo] as number;
  out[o + 1] = base[bo + 1] as number;
  out[o + 2] = base[bo + 2] as number;
  out[o + 3] = a;
}
