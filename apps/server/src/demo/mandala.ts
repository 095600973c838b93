import { CENTER, CRAYONS, around, circle, path, polar, pts, round, seededRandom, type Shape } from './svg.ts';

const C = CENTER;
const PALETTE = Object.values(CRAYONS).filter((c) => c !== CRAYONS.white);

/** A pointed leaf from radius r1 to r2, pointing up, `width` wide at its middle. */
function leaf(r1: number, r2: number, width: number, color: string): Shape {
  const mid = (r1 + r2) / 2;
  return path(`M${C} ${C - r1} Q${C + width} ${C - mid} ${C} ${C - r2} Q${C - width} ${C - mid} ${C} ${C - r1} Z`, color);
}

/** A round-topped petal (a tall arch) from r1 to r2. */
function petal(r1: number, r2: number, width: number, color: string): Shape {
  const h = width / 2;
  return path(`M${C - h} ${C - r1} L${C - h} ${C - r2 + h} A${h} ${h} 0 0 1 ${C + h} ${C - r2 + h} L${C + h} ${C - r1} Z`, color);
}

/** A teardrop, round end out. */
function drop(r1: number, r2: number, width: number, color: string): Shape {
  const h = width / 2;
  return path(
    `M${C} ${C - r1} C${C + h * 1.6} ${C - r1 - (r2 - r1) * 0.45} ${C + h} ${C - r2} ${C} ${C - r2} C${C - h} ${C - r2} ${C - h * 1.6} ${C - r1 - (r2 - r1) * 0.45} ${C} ${C - r1} Z`,
    color,
  );
}

/** A ring of scallops between r1 and r2 as one closed outline. */
function scallops(n: number, r1: number, r2: number, color: string, offset: number): Shape {
  const step = 360 / n;
  let d = '';
  for (let i = 0; i < n; i++) {
    const a = offset + i * step;
    const [x1, y1] = polar(C, C, r1, a);
    const [x2, y2] = polar(C, C, r1, a + step);
    const [cx, cy] = polar(C, C, r2 + (r2 - r1) * 0.35, a + step / 2);
    d += `${i === 0 ? `M${round(x1)} ${round(y1)}` : ''} Q${round(cx)} ${round(cy)} ${round(x2)} ${round(y2)} `;
  }
  return path(`${d}Z`, color);
}

/** A star outline with n points between r1 and r2. */
function star(n: number, r1: number, r2: number, color: string, offset: number): Shape {
  const points: Array<[number, number]> = [];
  for (let i = 0; i < n * 2; i++) points.push(polar(C, C, i % 2 ? r1 : r2, offset + (180 / n) * i));
  return { tag: 'polygon', attrs: { points: pts(points) }, color };
}

type Ring = (r1: number, r2: number, n: number, color: string, offset: number) => Shape[];

const RINGS: Ring[] = [
  (r1, r2, n, color, o) => around(n, (a) => rot(leaf(r1, r2, ((r2 - r1) * 0.5 * 8) / Math.max(6, n / 2), color), a), o),
  (r1, r2, n, color, o) => around(n, (a) => rot(petal(r1, r2, Math.min(((2 * Math.PI * r1) / n) * 0.9, (r2 - r1) * 0.8), color), a), o),
  (r1, r2, n, color, o) => around(n, (a) => rot(drop(r1, r2, Math.min(((2 * Math.PI * r2) / n) * 0.55, (r2 - r1) * 0.7), color), a), o),
  (r1, r2, n, color, o) => [scallops(n, r1, r2, color, o)],
  (r1, r2, n, color, o) => [star(n, r1, r2, color, o)],
  (r1, r2, n, color, o) =>
    around(
      n,
      (a) => {
        const [x, y] = polar(C, C, (r1 + r2) / 2, a);
        return circle(round(x), round(y), Math.max(8, Math.min((r2 - r1) / 2.4, ((Math.PI * (r1 + r2)) / n) * 0.3)), color);
      },
      o,
    ),
];

const rot = (s: Shape, deg: number): Shape => ({ ...s, attrs: { ...s.attrs, transform: `rotate(${round(deg)} ${C} ${C})` } });

/**
 * A procedural mandala: rings of leaves, petals, drops, scallops, stars and dots, drawn from
 * the outside in (inner shapes cover outer ones, so every region stays closed and fillable).
 */
export function mandala(seed: number): Shape[] {
  const rand = seededRandom(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)] as T;
  const symmetry = pick([8, 10, 12, 16]);
  const shapes: Shape[] = [];
  const radii = [470];
  while ((radii.at(-1) as number) > 110) radii.push(Math.round((radii.at(-1) as number) * (0.68 + rand() * 0.12)));
  shapes.push(circle(C, C, 478, pick(PALETTE)));
  for (let i = 0; i < radii.length - 1; i++) {
    const r2 = radii[i] as number;
    const r1 = radii[i + 1] as number;
    const n = symmetry * (r2 > 300 && rand() > 0.4 ? 2 : 1);
    const offset = i % 2 ? 180 / n : 0;
    shapes.push(circle(C, C, r2 - 4, pick(PALETTE)));
    shapes.push(...pick(RINGS)(r1, r2 - 10, n, pick(PALETTE), offset));
  }
  const core = radii.at(-1) as number;
  shapes.push(circle(C, C, core, pick(PALETTE)));
  shapes.push(...RINGS[1]!(core * 0.35, core - 8, symmetry, pick(PALETTE), 0));
  shapes.push(circle(C, C, core * 0.35, pick(PALETTE)));
  shapes.push(circle(C, C, core * 0.15, pick(PALETTE)));
  return shapes;
}
