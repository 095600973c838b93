/** WCAG relative luminance of an sRGB colour "#rrggbb". */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((k) => {
    const c = Number.parseInt(hex.slice(k, k + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two colours (1 to 21). */
export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const INK = '#1f1d2b';
const WHITE = '#ffffff';

/**
 * The figure colour on a swatch: ink or white, whichever contrasts more by WCAG's measure (a
 * brightness guess put white on teal, 2.5:1, which axe reports as serious).
 */
export function readableOn(hex: string): string {
  return contrast(hex, INK) >= contrast(hex, WHITE) ? INK : WHITE;
}
