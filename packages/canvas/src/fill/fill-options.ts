/** Tuning of a flood fill; every field is optional. */
export interface FillOptions {
  /** Max per-channel difference (0..255) from the clicked colour that still counts as the same area. */
  readonly tolerance?: number;
  /** Radius in px (0..8) of line gaps closed before filling; gaps up to 2×gapClose px do not leak. */
  readonly gapClose?: number;
  /** Line-art darkness (1..255) from which a pixel is a wall. */
  readonly lineThreshold?: number;
  /** Enclosed islands of other colours up to this many px are treated as specks and filled. */
  readonly maxSpeckArea?: number;
}

/** Defaults chosen for 1024x1024 pages with 2-8 px anti-aliased outlines. */
export const DEFAULT_FILL_OPTIONS: Required<FillOptions> = {
  tolerance: 32,
  gapClose: 3,
  lineThreshold: 96,
  maxSpeckArea: 8,
};

/** Max gapClose accepted; beyond it thin regions vanish under the closed walls. */
export const MAX_GAP_CLOSE = 8;

/** Fills in defaults and clamps each option to its valid range. */
export function resolveFillOptions(options: FillOptions = {}): Required<FillOptions> {
  const pick = (v: number | undefined, d: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, Math.round(v ?? d)));
  const d = DEFAULT_FILL_OPTIONS;
  return {
    tolerance: pick(options.tolerance, d.tolerance, 0, 255),
    gapClose: pick(options.gapClose, d.gapClose, 0, MAX_GAP_CLOSE),
    lineThreshold: pick(options.lineThreshold, d.lineThreshold, 1, 255),
    maxSpeckArea: pick(options.maxSpeckArea, d.maxSpeckArea, 0, 1 << 16),
  };
}
