// Per-pixel bit flags of the fill's scratch buffer. One byte per pixel keeps the working set of a
// 1024x1024 fill at 1 MB, which stays in cache far better than several separate masks.

/** The composite colour is within tolerance of the seed colour. */
export const SIMILAR = 1;
/** The line art has any visible ink here (anti-aliased edge or line). */
export const INK = 2;
/** The line art is darker than the barrier threshold: a wall for the fill. */
export const CORE = 4;
/** Within gapClose px of a CORE pixel: the wall after closing gaps. */
export const BLOCKED = 8;
/** Already queued for the grow-back pass. */
export const QUEUED = 16;
/** Visited by the speck search. */
export const SEEN = 32;
/** Part of a large non-region area (speck search). */
export const BIG = 64;
/** In the fill region (mirrors the output mask so hot loops read one buffer). */
export const FILLED = 128;
/** Bits that depend on the line art only (cacheable per line art). */
export const LINE_BITS = INK | CORE | BLOCKED;
