import type { Rgba } from './types';

const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

/** Parses '#rgb', '#rrggbb' or '#rrggbbaa' (case-insensitive); throws on anything else. */
export function parseHexColor(hex: string): Rgba {
  const m = HEX.exec(hex.trim());
  if (!m?.[1]) throw new TypeError(`not a hex colour: ${hex}`);
  let h = m[1];
  if (h.length === 3) h = [...h].map((c) => c + c).join('');
  const n = (at: number) => parseInt(h.slice(at, at + 2), 16);
  return { r: n(0), g: n(2), b: n(4), a: h.length === 8 ? n(6) : 255 };
}

/** True for strings parseHexColor accepts. */
export function isHexColor(hex: string): boolean {
  return HEX.test(hex.trim());
}

/** Formats a colour as lowercase '#rrggbb' (alpha dropped). */
export function toHexColor(c: Rgba): string {
  const h = (v: number) => Math.round(v).toString(16).padStart(2, '0');
  return `#${h(c.r)}${h(c.g)}${h(c.b)}`;
}

const packBytes = new Uint8Array(4);
const packWord = new Uint32Array(packBytes.buffer);

/** The colour as one Uint32 in this machine's byte order, to write into a Uint32Array pixel view. */
export function packColor(c: Rgba): number {
  packBytes[0] = c.r;
  packBytes[1] = c.g;
  packBytes[2] = c.b;
  packBytes[3] = c.a;
  return packWord[0] ?? 0;
}
