/** A swatch of a color-by-number key. */
export interface NamedColor {
  readonly hex: string;
  readonly name: string;
}

/** The preset styles; 'colored' takes the colours of the user's own coloring instead. */
export type PaletteStyle = 'bright' | 'pastel' | 'natural';

const palette = (entries: string): NamedColor[] =>
  entries
    .trim()
    .split('\n')
    .map((line) => {
      const [hex = '', ...name] = line.trim().split(' ');
      return { hex, name: name.join(' ') };
    });

/**
 * 24 colours per style, in the order they are used: a page with k colours gets the first k. The
 * first of each is calm enough for the largest area (usually the background); neighbours in the
 * list differ strongly, so small palettes still have contrast.
 */
export const PALETTES: Record<PaletteStyle, readonly NamedColor[]> = {
  bright: palette(`
    #4fc3f7 Sky blue
    #e53935 Red
    #fdd835 Yellow
    #43a047 Green
    #fb8c00 Orange
    #8e24aa Purple
    #1e88e5 Blue
    #ec407a Pink
    #8d6e63 Brown
    #c0ca33 Lime
    #00897b Teal
    #ffb300 Gold
    #283593 Navy
    #ff7043 Coral
    #9ccc65 Light green
    #d81b60 Magenta
    #26c6da Turquoise
    #7e57c2 Violet
    #ffab91 Peach
    #fff176 Lemon
    #c62828 Cherry
    #7cb342 Grass
    #3949ab Indigo
    #90a4ae Grey`),
  pastel: palette(`
    #bbdefb Baby blue
    #f8bbd0 Blush
    #fff9c4 Butter
    #c8e6c9 Mint
    #d1c4e9 Lavender
    #ffe0b2 Peach
    #b2ebf2 Aqua
    #e1bee7 Lilac
    #dcedc8 Sage
    #ffcdd2 Rose
    #c5cae9 Periwinkle
    #f0f4c3 Lemon chiffon
    #b2dfdb Seafoam
    #f48fb1 Bubblegum
    #ce93d8 Orchid
    #a5d6a7 Spring green
    #90caf9 Powder blue
    #ffccbc Apricot
    #b39ddb Mauve
    #ffe082 Sand
    #c5e1a5 Pistachio
    #80deea Ice
    #f3e5f5 Cloud pink
    #ffab91 Melon`),
  natural: palette(`
    #a7d3f0 Sky
    #6da544 Grass
    #e8d3a2 Sand
    #6d4c41 Bark
    #f6c445 Sunshine
    #2e86ab Ocean
    #c1694f Clay
    #4e7d32 Leaf
    #9e9e9e Stone
    #f5deb3 Wheat
    #8a9a5b Moss
    #d46a6a Rose
    #2f5d50 Pine
    #e07b39 Pumpkin
    #9c89b8 Lavender
    #8d6e63 Soil
    #eceff1 Cloud
    #d9a441 Honey
    #5d6d7e Slate
    #7d8c3a Olive
    #8e3b5e Berry
    #4f7942 Fern
    #fff8e1 Cream
    #4a4e69 Dusk`),
};

/** Names for colours taken from a user's coloring: the nearest of these. */
const NAMES = palette(`
    #000000 Black
    #ffffff White
    #808080 Grey
    #c0c0c0 Silver
    #ff0000 Red
    #8b0000 Dark red
    #ff7f50 Coral
    #ffa500 Orange
    #ffd700 Gold
    #ffff00 Yellow
    #fffacd Lemon
    #9acd32 Lime
    #008000 Green
    #006400 Dark green
    #228b22 Forest green
    #2e8b57 Sea green
    #32cd32 Leaf green
    #98fb98 Mint
    #808000 Olive
    #40e0d0 Turquoise
    #008080 Teal
    #87ceeb Sky blue
    #add8e6 Light blue
    #0000ff Blue
    #000080 Navy
    #4b0082 Indigo
    #800080 Purple
    #ee82ee Violet
    #e6e6fa Lavender
    #ff00ff Magenta
    #ffc0cb Pink
    #ff69b4 Hot pink
    #a52a2a Brown
    #d2691e Chocolate
    #f5deb3 Wheat
    #ffdab9 Peach
    #f5f5dc Beige
    #800000 Maroon
    #fa8072 Salmon`);

export function hexToRgb(hex: string): [number, number, number] {
  const v = Number.parseInt(hex.slice(1), 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

export function rgbToHex([r, g, b]: readonly number[]): string {
  return `#${[r, g, b]
    .map((c) =>
      Math.round(c ?? 0)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** Perceptual-ish distance ("redmean"): good enough to name a colour or tell two apart. */
export function colorDistance(a: readonly number[], b: readonly number[]): number {
  const rm = ((a[0] ?? 0) + (b[0] ?? 0)) / 2;
  const dr = (a[0] ?? 0) - (b[0] ?? 0);
  const dg = (a[1] ?? 0) - (b[1] ?? 0);
  const db = (a[2] ?? 0) - (b[2] ?? 0);
  return Math.sqrt((2 + rm / 256) * dr * dr + 4 * dg * dg + (2 + (255 - rm) / 256) * db * db);
}

/** The name of the nearest named colour. */
export function colorName(rgb: readonly number[]): string {
  let best = NAMES[0] as NamedColor;
  let bestD = Infinity;
  for (const c of NAMES) {
    const d = colorDistance(rgb, hexToRgb(c.hex));
    if (d < bestD) {
      bestD = d;
      best = c;
    }
  }
  return best.name;
}
