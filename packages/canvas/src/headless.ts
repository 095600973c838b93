// The parts of the engine that touch no DOM, for the server and benchmarks (Node): the page's
// fill regions and the color-by-number plan made from them, so a region means the same thing
// to the numbered page the server plans and to the fill the browser runs.
export { DEFAULT_FILL_OPTIONS } from './fill/fill-options';
export { computeRegionMap } from './fill/region-map';
export type { RegionMap } from './fill/region-map';
export { CORE, INK } from './fill/pixel-flags';
export { planNumbers } from './numbers/plan-numbers';
export { MIN_AREA, MIN_FONT, MIN_RADIUS } from './numbers/colorable';
export { paperAround } from './numbers/margins';
export type { NumberColor, NumberedRegion, NumbersPlan, NumbersSource } from './numbers/plan-numbers';
export { PALETTES } from './numbers/palettes';
export type { NamedColor, PaletteStyle } from './numbers/palettes';
export { DIGIT_HEIGHT, DIGIT_WIDTH } from './numbers/place-labels';
export type { RgbaImage } from './types';
