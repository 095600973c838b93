// Colours offered next to the chosen one: a lighter and a darker shade of it (same hue, for
// shading and highlights) and its complement (the opposite hue, for contrast).

interface Hsl {
  h: number;
  s: number;
  l: number;
}

function toHsl(hex: string): Hsl {
  const n = Number.parseInt(hex.slice(1), 16);
  const [r, g, b] = [((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  const d = max - min;
  if (d === 0) return { h: 0, s: 0, l };
  const s = d / (1 - Math.abs(2 * l - 1));
  const h = max === r ? ((g - b) / d + 6) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return { h: h * 60, s, l };
}

function toHex({ h, s, l }: Hsl): string {
  const c = (1 - Math.abs(2 * l - 1)) * s;
  const x = c * (1 - Math.abs(((h / 60) % 2) - 1));
  const m = l - c / 2;
  const [r, g, b] = h < 60 ? [c, x, 0] : h < 120 ? [x, c, 0] : h < 180 ? [0, c, x] : h < 240 ? [0, x, c] : h < 300 ? [x, 0, c] : [c, 0, x];
  return `#${[r, g, b]
    .map((v) =>
      Math.round((v + m) * 255)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** A harmony of a colour: its name for screen readers and its hex value. */
export interface Harmony {
  readonly name: 'Lighter' | 'Darker' | 'Complementary';
  readonly hex: string;
}

/**
 * Lighter and darker shades (lightness moved a quarter of the way to white or black, never all
 * the way) and the complementary hue. Greys have no hue: their complement is the grey across
 * the middle, so black offers white.
 */
export function harmonies(hex: string): Harmony[] {
  const c = toHsl(hex.toLowerCase());
  const lighter = toHex({ ...c, l: Math.min(0.95, c.l + Math.max(0.12, (1 - c.l) * 0.4)) });
  const darker = toHex({ ...c, l: Math.max(0.05, c.l - Math.max(0.12, c.l * 0.35)) });
  const complementary = c.s === 0 ? toHex({ ...c, l: 1 - c.l }) : toHex({ ...c, h: (c.h + 180) % 360 });
  return [
    { name: 'Lighter', hex: lighter },
    { name: 'Darker', hex: darker },
    { name: 'Complementary', hex: complementary },
  ];
}
