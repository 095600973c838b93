// The fill compares colours as the user sees them: coloring over white paper, multiplied by the
// line art over white. Multiply (not source-over) gives the same result for black-on-transparent
// line art and also works for uploaded pages drawn black-on-opaque-white.

/** Channel `v` with alpha `a` composited over white. */
export function overWhite(v: number, a: number): number {
  return ((v * a + 255 * (255 - a) + 127) / 255) | 0;
}

/** The visible colour at byte offset `o`, packed as r | g << 8 | b << 16. */
export function compositeRgbAt(line: Uint8ClampedArray, coloring: Uint8ClampedArray, o: number): number {
  const ca = coloring[o + 3] as number;
  let r = 255;
  let g = 255;
  let b = 255;
  if (ca !== 0) {
    r = overWhite(coloring[o] as number, ca);
    g = overWhite(coloring[o + 1] as number, ca);
    b = overWhite(coloring[o + 2] as number, ca);
  }
  const la = line[o + 3] as number;
  if (la !== 0) {
    r = ((r * overWhite(line[o] as number, la) + 127) / 255) | 0;
    g = ((g * overWhite(line[o + 1] as number, la) + 127) / 255) | 0;
    b = ((b * overWhite(line[o + 2] as number, la) + 127) / 255) | 0;
  }
  return r | (g << 8) | (b << 16);
}

/** True when every channel of two packed colours differs by at most `tolerance`. */
export function withinTolerance(a: number, b: number, tolerance: number): boolean {
  return (
    Math.abs((a & 255) - (b & 255)) <= tolerance &&
    Math.abs(((a >> 8) & 255) - ((b >> 8) & 255)) <= tolerance &&
    Math.abs(((a >> 16) & 255) - ((b >> 16) & 255)) <= tolerance
  );
}
