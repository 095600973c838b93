import { CRAYONS, SIZE, circle, path, polar, polygon, rect, round, type Shape } from './svg.ts';

const M = 64; // frame margin
const INNER = SIZE - 2 * M;
const K = CRAYONS;

/**
 * White mask around the framed area, drawn last: tiles that run past the frame are cut off
 * there, so every region inside stays closed.
 */
function frame(): Shape[] {
  const r = 36;
  const inner = `M${M + r} ${M} H${SIZE - M - r} A${r} ${r} 0 0 1 ${SIZE - M} ${M + r} V${SIZE - M - r} A${r} ${r} 0 0 1 ${SIZE - M - r} ${SIZE - M} H${M + r} A${r} ${r} 0 0 1 ${M} ${SIZE - M - r} V${M + r} A${r} ${r} 0 0 1 ${M + r} ${M} Z`;
  return [
    path(`M-10 -10 H${SIZE + 10} V${SIZE + 10} H-10 Z ${inner}`, undefined, {
      fill: '#ffffff',
      'fill-rule': 'evenodd',
      'stroke-width': 10,
    }),
  ];
}

const cycle = (colors: string[], i: number) => colors[((i % colors.length) + colors.length) % colors.length] as string;

function hexagon(cx: number, cy: number, r: number, color: string): Shape {
  return polygon(
    Array.from({ length: 6 }, (_, i) => polar(cx, cy, r, i * 60)),
    color,
  );
}

/** Honeycomb of hexagons with a flower in some cells. */
export function honeycomb(): Shape[] {
  const r = 78;
  const w = Math.sqrt(3) * r;
  const shapes: Shape[] = [];
  const colors = [K.yellow, K.orange, K.tan, K.yellow, K.peach];
  for (let row = -1; row < 9; row++) {
    for (let col = -1; col < 8; col++) {
      const cx = M + col * w + (row % 2 ? w / 2 : 0);
      const cy = M + row * r * 1.5;
      const i = row * 7 + col;
      shapes.push(hexagon(cx, cy, r, cycle(colors, i)));
      if ((row + col * 2) % 5 === 0) {
        for (let p = 0; p < 6; p++) {
          const [x, y] = polar(cx, cy, 24, p * 60);
          shapes.push(circle(round(x), round(y), 16, K.pink));
        }
        shapes.push(circle(round(cx), round(cy), 14, K.red));
      }
    }
  }
  return [...shapes, ...frame()];
}

/** Overlapping fish scales, row by row. */
export function fishScales(): Shape[] {
  const r = 95;
  const shapes: Shape[] = [];
  const colors = [K.blue, K.sky, K.darkGreen, K.mint, K.navy];
  for (let row = 0; row < 18; row++) {
    const y = M - 40 + row * r * 0.62;
    for (let col = -1; col < 7; col++) {
      const x = M + col * r * 1.6 + (row % 2 ? r * 0.8 : 0);
      shapes.push(
        path(
          `M${round(x - r * 0.8)} ${round(y)} A${r * 0.8} ${r * 0.8} 0 0 0 ${round(x + r * 0.8)} ${round(y)} Z`,
          cycle(colors, row + col),
        ),
      );
      shapes.push(
        path(
          `M${round(x - r * 0.42)} ${round(y)} A${r * 0.42} ${r * 0.42} 0 0 0 ${round(x + r * 0.42)} ${round(y)} Z`,
          cycle(colors, row + col + 2),
        ),
      );
    }
  }
  return [...shapes, ...frame()];
}

/** A quilt of squares, each holding an eight-point star. */
export function starQuilt(): Shape[] {
  const n = 4;
  const cell = INNER / n;
  const shapes: Shape[] = [];
  const colors = [K.red, K.blue, K.yellow, K.green, K.purple, K.orange];
  for (let row = 0; row < n; row++) {
    for (let col = 0; col < n; col++) {
      const x = M + col * cell;
      const y = M + row * cell;
      const cx = x + cell / 2;
      const cy = y + cell / 2;
      const i = row * n + col;
      shapes.push(rect(x, y, cell, cell, (row + col) % 2 ? K.peach : K.white));
      const star = Array.from({ length: 16 }, (_, k) => polar(cx, cy, k % 2 ? cell * 0.2 : cell * 0.44, k * 22.5));
      shapes.push(polygon(star, cycle(colors, i)));
      shapes.push(circle(round(cx), round(cy), cell * 0.12, cycle(colors, i + 3)));
    }
  }
  return [...shapes, ...frame()];
}

/** Hearts and dots in a diagonal grid. */
export function heartsAndDots(): Shape[] {
  const shapes: Shape[] = [];
  const step = 150;
  const colors = [K.red, K.pink, K.purple, K.lilac];
  for (let row = 0; row < 8; row++) {
    for (let col = 0; col < 8; col++) {
      const cx = M + col * step + (row % 2 ? step / 2 : 0);
      const cy = M + 20 + row * step * 0.75;
      if ((row + col) % 2 === 0) shapes.push(heart(cx, cy, 54, cycle(colors, row + col)));
      else {
        shapes.push(circle(round(cx), round(cy), 34, cycle(colors, row * 3 + col)));
        shapes.push(circle(round(cx), round(cy), 14, K.yellow));
      }
    }
  }
  return [...shapes, ...frame()];
}

export function heart(cx: number, cy: number, s: number, color: string): Shape {
  return path(
    `M${cx} ${round(cy + s * 0.9)} C${round(cx - s * 1.5)} ${round(cy)} ${round(cx - s * 0.9)} ${round(cy - s * 1.1)} ${cx} ${round(cy - s * 0.35)} C${round(cx + s * 0.9)} ${round(cy - s * 1.1)} ${round(cx + s * 1.5)} ${cy} ${cx} ${round(cy + s * 0.9)} Z`,
    color,
  );
}

/** Bands of rolling waves, each band its own region to fill. */
export function waves(): Shape[] {
  const shapes: Shape[] = [];
  const colors = [K.navy, K.blue, K.sky, K.mint, K.darkGreen];
  const band = 90;
  for (let i = 0; i < 12; i++) {
    const y = M + i * band - 30;
    let d = `M${M - 100} ${SIZE + 50} L${M - 100} ${y}`;
    for (let x = M - 100; x < SIZE; x += 150) d += ` q37 -50 75 0 q37 50 75 0`;
    d += ` L${SIZE + 100} ${SIZE + 50} Z`;
    shapes.push(path(d, cycle(colors, i)));
  }
  return [...shapes, ...frame()];
}

/** Argyle diamonds with stitched lines. */
export function argyle(): Shape[] {
  const shapes: Shape[] = [];
  const w = 180;
  const h = 250;
  const colors = [K.green, K.tan, K.blue, K.orange];
  for (let row = -1; row < 9; row++) {
    for (let col = -1; col < 7; col++) {
      const cx = M + col * w + (row % 2 ? w / 2 : 0);
      const cy = M + row * (h / 2);
      shapes.push(
        polygon(
          [
            [cx, cy - h / 2],
            [cx + w / 2, cy],
            [cx, cy + h / 2],
            [cx - w / 2, cy],
          ],
          cycle(colors, row + col * 2),
        ),
      );
      shapes.push(
        polygon(
          [
            [cx, cy - h / 5],
            [cx + w / 5, cy],
            [cx, cy + h / 5],
            [cx - w / 5, cy],
          ],
          cycle(colors, row + col * 2 + 1),
        ),
      );
    }
  }
  return [...shapes, ...frame()];
}
