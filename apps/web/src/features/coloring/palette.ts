/** A preset color of the palette: a name for screen readers and tooltips, and its hex value. */
export interface PaletteColor {
  readonly name: string;
  readonly hex: string;
}

/**
 * The 19 preset colors (SPEC section 9): a crayon box ordered like a rainbow, then the browns,
 * greys, black (the SPEC default color) and white (for highlights over other colors).
 */
export const PALETTE: readonly PaletteColor[] = [
  { name: 'Red', hex: '#ef4444' },
  { name: 'Orange', hex: '#f97316' },
  { name: 'Peach', hex: '#fdba74' },
  { name: 'Yellow', hex: '#facc15' },
  { name: 'Lime', hex: '#a3e635' },
  { name: 'Green', hex: '#22c55e' },
  { name: 'Forest green', hex: '#15803d' },
  { name: 'Teal', hex: '#14b8a6' },
  { name: 'Sky blue', hex: '#38bdf8' },
  { name: 'Blue', hex: '#3b82f6' },
  { name: 'Navy', hex: '#1e3a8a' },
  { name: 'Purple', hex: '#a855f7' },
  { name: 'Lavender', hex: '#c4b5fd' },
  { name: 'Magenta', hex: '#d946ef' },
  { name: 'Pink', hex: '#f9a8d4' },
  { name: 'Brown', hex: '#92400e' },
  { name: 'Gray', hex: '#9ca3af' },
  { name: 'Black', hex: '#000000' },
  { name: 'White', hex: '#ffffff' },
];

/** The colour the coloring screen starts with: bright and friendly on any page. */
export const FIRST_COLOR = '#38bdf8';

/** The preset with this hex value (lowercase '#rrggbb'), if any. */
export function paletteColor(hex: string): PaletteColor | undefined {
  return PALETTE.find((c) => c.hex === hex.toLowerCase());
}
