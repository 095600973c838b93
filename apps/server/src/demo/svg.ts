/**
 * A tiny drawing vocabulary for the demo catalogue. Every drawing is a list of shapes, each with
 * the color it gets in the "colored" version; the blank version fills every shape with white, so
 * both come from the same outlines (bold black strokes, closed shapes, ready for a flood fill).
 */
export interface Shape {
  tag: 'path' | 'circle' | 'ellipse' | 'rect' | 'polygon' | 'line' | 'polyline';
  attrs: Record<string, string | number>;
  /** Fill of the colored version; undefined means an open line (never filled). */
  color?: string;
}

export const SIZE = 1024;
export const CENTER = SIZE / 2;
export const STROKE = 7;

export const path = (d: string, color?: string, attrs: Shape['attrs'] = {}): Shape => ({ tag: 'path', attrs: { d, ...attrs }, color });
export const circle = (cx: number, cy: number, r: number, color?: string): Shape => ({ tag: 'circle', attrs: { cx, cy, r }, color });
export const ellipse = (cx: number, cy: number, rx: number, ry: number, color?: string, attrs: Shape['attrs'] = {}): Shape => ({
  tag: 'ellipse',
  attrs: { cx, cy, rx, ry, ...attrs },
  color,
});
export const rect = (x: number, y: number, width: number, height: number, color?: string, rx = 0): Shape => ({
  tag: 'rect',
  attrs: { x, y, width, height, rx },
  color,
});
export const polygon = (points: Array<[number, number]>, color?: string): Shape => ({
  tag: 'polygon',
  attrs: { points: pts(points) },
  color,
});
/** An open line: drawn in black, never filled. */
export const line = (d: string, width = STROKE): Shape => ({ tag: 'path', attrs: { d, 'stroke-width': width, fill: 'none' } });

export const pts = (points: Array<[number, number]>) => points.map(([x, y]) => `${round(x)},${round(y)}`).join(' ');
export const round = (n: number) => Math.round(n * 10) / 10;

/** Point at angle (degrees, 0 = up, clockwise) and radius around a centre. */
export function polar(cx: number, cy: number, r: number, degrees: number): [number, number] {
  const a = ((degrees - 90) * Math.PI) / 180;
  return [cx + r * Math.cos(a), cy + r * Math.sin(a)];
}

/** Rotates a shape about the page centre (or another point). */
export function rotated(shape: Shape, degrees: number, cx = CENTER, cy = CENTER): Shape {
  const previous = shape.attrs.transform ? ` ${shape.attrs.transform}` : '';
  return { ...shape, attrs: { ...shape.attrs, transform: `rotate(${round(degrees)} ${cx} ${cy})${previous}` } };
}

/** The same shape n times around a centre. */
export const around = (n: number, make: (degrees: number, i: number) => Shape | Shape[], offset = 0): Shape[] =>
  Array.from({ length: n }, (_, i) => make(offset + (360 / n) * i, i)).flat();

const escape = (v: string | number) => String(v).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** SVG text of a drawing: the colored version, or the blank coloring page (white fills). */
export function toSvg(shapes: Shape[], colored: boolean, background = '#ffffff'): string {
  const body = shapes
    .map((s) => {
      const fill = s.attrs.fill ?? (s.color === undefined ? 'none' : colored ? s.color : '#ffffff');
      const attrs = { stroke: '#000000', 'stroke-width': STROKE, 'stroke-linejoin': 'round', 'stroke-linecap': 'round', ...s.attrs, fill };
      return `<${s.tag} ${Object.entries(attrs)
        .map(([k, v]) => `${k}="${escape(v)}"`)
        .join(' ')}/>`;
    })
    .join('\n');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}"><rect width="${SIZE}" height="${SIZE}" fill="${colored ? background : '#ffffff'}"/>\n${body}\n</svg>`;
}

/** A small deterministic random generator, so every demo run draws the same catalogue. */
export function seededRandom(seed: number): () => number {
  let s = seed >>> 0 || 1;
  return () => {
    // mulberry32
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Crayon colors for the colored versions. */
export const CRAYONS = {
  red: '#e63946',
  orange: '#f4a261',
  yellow: '#ffd166',
  green: '#7bc47f',
  darkGreen: '#2a9d8f',
  blue: '#4895ef',
  sky: '#a8dadc',
  navy: '#3d5a80',
  purple: '#9b5de5',
  pink: '#f7a1c4',
  brown: '#a0522d',
  tan: '#e9c46a',
  grey: '#b8c0cc',
  white: '#fdfdfd',
  peach: '#ffcdb2',
  mint: '#caffbf',
  lilac: '#cdb4db',
} as const;
