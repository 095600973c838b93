/** One pointer sample in canvas px; pressure 0..1 (0.5 for devices without pressure). */
export interface StrokeSample {
  readonly x: number;
  readonly y: number;
  readonly pressure: number;
}

/** Receives the dabs of a path: centre and pressure at that point. */
export type DabSink = (x: number, y: number, pressure: number) => void;

/** Turns pointer samples into evenly spaced dabs along a smooth curve. */
export interface StrokePath {
  /** Adds a sample; dabs are emitted up to the previous sample (the curve needs one look-ahead). */
  add(sample: StrokeSample): void;
  /** Emits the dabs of the last segment; call once on release. */
  finish(): void;
}

// Samples closer than this to the previous one only update pressure: pens report sub-pixel
// jitter that would otherwise pile dabs on one spot.
const MIN_STEP = 0.35;

/**
 * Creates a path that interpolates the samples with a uniform Catmull-Rom spline (the curve
 * passes through every sample, so quick flicks stay where the hand went) and places a dab every
 * `spacing(pressure)` px of arc length.
 */
export function createStrokePath(spacing: (pressure: number) => number, sink: DabSink): StrokePath {
  const pts: StrokeSample[] = [];
  // Arc length still to travel before the next dab; carried across segments for even spacing.
  let toNext = 0;

  /** Walks the straight piece a→b, placing dabs where the running arc length says. */
  function piece(ax: number, ay: number, pa: number, bx: number, by: number, pb: number): void {
    const len = Math.hypot(bx - ax, by - ay);
    if (len === 0) return;
    let pos = 0;
    while (toNext <= len - pos) {
      pos += toNext;
      const f = pos / len;
      const pressure = pa + (pb - pa) * f;
      sink(ax + (bx - ax) * f, ay + (by - ay) * f, pressure);
      toNext = Math.max(0.25, spacing(pressure));
    }
    toNext -= len - pos;
  }

  /** Emits the dabs of the curve from p1 to p2 (p0 and p3 shape its tangents). */
  function segment(p0: StrokeSample, p1: StrokeSample, p2: StrokeSample, p3: StrokeSample): void {
    const chord = Math.hypot(p2.x - p1.x, p2.y - p1.y);
    // Pieces of about 2 px follow the curve far closer than a pixel.
    const steps = Math.max(1, Math.min(64, Math.ceil(chord / 2)));
    let px = p1.x;
    let py = p1.y;
    let pp = p1.pressure;
    for (let s = 1; s <= steps; s++) {
      const t = s / steps;
      const t2 = t * t;
      const t3 = t2 * t;
      const x =
        0.5 * (2 * p1.x + (p2.x - p0.x) * t + (2 * p0.x - 5 * p1.x + 4 * p2.x - p3.x) * t2 + (3 * p1.x - p0.x - 3 * p2.x + p3.x) * t3);
      const y =
        0.5 * (2 * p1.y + (p2.y - p0.y) * t + (2 * p0.y - 5 * p1.y + 4 * p2.y - p3.y) * t2 + (3 * p1.y - p0.y - 3 * p2.y + p3.y) * t3);
      const pressure = p1.pressure + (p2.pressure - p1.pressure) * t;
      piece(px, py, pp, x, y, pressure);
      px = x;
      py = y;
      pp = pressure;
    }
  }

  return {
    add(sample) {
      const last = pts[pts.length - 1];
      if (last && Math.hypot(sample.x - last.x, sample.y - last.y) < MIN_STEP) {
        pts[pts.length - 1] = { x: last.x, y: last.y, pressure: sample.pressure };
        return;
      }
      pts.push(sample);
      if (pts.length === 1) {
        // A tap alone draws a dot.
        sink(sample.x, sample.y, sample.pressure);
        toNext = Math.max(0.25, spacing(sample.pressure));
        return;
      }
      const n = pts.length;
      if (n >= 3) {
        const p1 = pts[n - 3] as StrokeSample;
        segment(pts[n - 4] ?? p1, p1, pts[n - 2] as StrokeSample, sample);
      }
      // Only the last four samples are ever needed.
      if (n > 4) pts.shift();
    },
    finish() {
      const n = pts.length;
      if (n >= 2) {
        const p1 = pts[n - 2] as StrokeSample;
        const p2 = pts[n - 1] as StrokeSample;
        segment(pts[n - 3] ?? p1, p1, p2, p2);
      }
      pts.length = 0;
      toNext = 0;
    },
  };
}
