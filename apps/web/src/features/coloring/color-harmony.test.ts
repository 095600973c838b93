import { describe, expect, it } from 'vitest';
import { harmonies } from './color-harmony';

const lightness = (hex: string) => {
  const n = Number.parseInt(hex.slice(1), 16);
  return 0.299 * ((n >> 16) & 255) + 0.587 * ((n >> 8) & 255) + 0.114 * (n & 255);
};

describe('colour harmonies', () => {
  it('offers a lighter and a darker shade of the same colour, and its complement', () => {
    const [lighter, darker, complementary] = harmonies('#3b82f6');
    expect(lightness(lighter!.hex)).toBeGreaterThan(lightness('#3b82f6') + 20);
    expect(lightness(darker!.hex)).toBeLessThan(lightness('#3b82f6') - 20);
    // Blue's complement is an orange: red high, blue low.
    const n = Number.parseInt(complementary!.hex.slice(1), 16);
    expect((n >> 16) & 255).toBeGreaterThan(200);
    expect(n & 255).toBeLessThan(60);
    expect(harmonies('#ff0000')[2]?.hex).toBe('#00ffff');
  });

  it('gives black a grey to lighten to and white as its opposite', () => {
    const [lighter, darker, complementary] = harmonies('#000000');
    expect(lighter?.hex).not.toBe('#000000');
    expect(darker?.hex).toMatch(/^#[0-9a-f]{6}$/);
    expect(complementary?.hex).toBe('#ffffff');
  });
});
