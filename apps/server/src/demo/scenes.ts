import { CRAYONS as K, around, circle, ellipse, line, path, polar, polygon, round, type Shape } from './svg.ts';

/** A five-point star centred on cx, cy. */
export function star(cx: number, cy: number, r: number, color: string = K.yellow): Shape {
  return polygon(
    Array.from({ length: 10 }, (_, i) => polar(cx, cy, i % 2 ? r * 0.45 : r, i * 36)),
    color,
  );
}

/** A fluffy cloud from overlapping bumps, as one outline. */
export function cloud(x: number, y: number, w: number, color: string = K.white): Shape {
  const h = w * 0.38;
  return path(
    `M${x} ${y + h} C${x - w * 0.12} ${y + h} ${x - w * 0.12} ${y + h * 0.35} ${x + w * 0.08} ${y + h * 0.4} C${x + w * 0.08} ${y - h * 0.2} ${x + w * 0.42} ${y - h * 0.3} ${x + w * 0.45} ${y + h * 0.05} C${x + w * 0.55} ${y - h * 0.55} ${x + w * 0.95} ${y - h * 0.3} ${x + w * 0.85} ${y + h * 0.35} C${x + w * 1.1} ${y + h * 0.35} ${x + w * 1.1} ${y + h} ${x + w * 0.9} ${y + h} Z`,
    color,
  );
}

/** A sun: rays, then the disc over them. */
export function sun(cx: number, cy: number, r: number): Shape[] {
  return [
    ...around(12, (a) => {
      const [x1, y1] = polar(cx, cy, r + 14, a - 7);
      const [x2, y2] = polar(cx, cy, r + 14, a + 7);
      const [x3, y3] = polar(cx, cy, r + 48, a);
      return polygon(
        [
          [x1, y1],
          [x3, y3],
          [x2, y2],
        ],
        K.orange,
      );
    }),
    circle(cx, cy, r, K.yellow),
  ];
}

/** A simple five-petal flower on a stem. */
export function flower(x: number, y: number, size: number, petals: string, stemTo: number): Shape[] {
  return [
    path(`M${x - 7} ${y} L${x - 7} ${stemTo} L${x + 7} ${stemTo} L${x + 7} ${y} Z`, K.green),
    path(
      `M${x + 7} ${round(y + (stemTo - y) * 0.55)} q${size * 0.9} ${-size * 0.5} ${size * 1.3} ${-size * 0.1} q${-size * 0.6} ${size * 0.6} ${-size * 1.3} ${size * 0.3} Z`,
      K.darkGreen,
    ),
    ...around(5, (a) => {
      const [px, py] = polar(x, y, size * 0.62, a);
      return circle(round(px), round(py), size * 0.45, petals);
    }),
    circle(x, y, size * 0.4, K.yellow),
  ];
}

/** Rolling ground across the bottom of the page. */
export const ground = (top: number, color: string = K.green): Shape =>
  path(`M-10 1034 L-10 ${top + 30} C300 ${top - 40} 700 ${top + 60} 1034 ${top} L1034 1034 Z`, color);

export function cat(): Shape[] {
  return [
    ...sun(150, 160, 70),
    cloud(640, 120, 260),
    ground(800),
    path('M640 760 C820 760 860 640 800 560 C780 530 820 500 850 520', undefined, { fill: 'none', 'stroke-width': 26 }),
    path('M640 760 C820 760 860 640 800 560 C780 530 820 500 850 520', undefined, { fill: 'none', stroke: '#ffffff', 'stroke-width': 12 }),
    ellipse(520, 690, 170, 140, K.orange),
    ellipse(520, 720, 90, 90, K.peach),
    polygon(
      [
        [395, 420],
        [380, 290],
        [480, 360],
      ],
      K.orange,
    ),
    polygon(
      [
        [645, 420],
        [660, 290],
        [560, 360],
      ],
      K.orange,
    ),
    polygon(
      [
        [405, 395],
        [397, 325],
        [455, 365],
      ],
      K.pink,
    ),
    polygon(
      [
        [635, 395],
        [643, 325],
        [585, 365],
      ],
      K.pink,
    ),
    circle(520, 470, 150, K.orange),
    ellipse(465, 450, 26, 34, K.green),
    ellipse(575, 450, 26, 34, K.green),
    circle(470, 440, 9, '#222222'),
    circle(580, 440, 9, '#222222'),
    polygon(
      [
        [505, 505],
        [535, 505],
        [520, 525],
      ],
      K.pink,
    ),
    line('M520 525 Q500 555 475 545'),
    line('M520 525 Q540 555 565 545'),
    line('M440 510 L340 495', 5),
    line('M440 525 L345 540', 5),
    line('M600 510 L700 495', 5),
    line('M600 525 L695 540', 5),
    ellipse(440, 815, 60, 32, K.orange),
    ellipse(600, 815, 60, 32, K.orange),
    circle(210, 850, 75, K.purple),
    line('M150 815 Q210 870 275 830', 5),
    line('M160 880 Q220 820 270 880', 5),
    line('M285 850 Q330 900 300 950 Q280 990 330 1000', 5),
  ];
}

export function fish(): Shape[] {
  const bubbles = [
    [300, 180, 22],
    [330, 120, 14],
    [720, 260, 18],
    [750, 200, 12],
    [770, 150, 8],
  ].map(([x, y, r]) => circle(x as number, y as number, r as number, K.sky));
  const seaweed = (x: number, h: number, color: string) =>
    path(
      `M${x} 1000 C${x - 50} ${1000 - h * 0.3} ${x + 40} ${1000 - h * 0.6} ${x - 10} ${1000 - h} C${x + 40} ${1000 - h * 0.6} ${x + 10} ${1000 - h * 0.3} ${x + 40} 1000 Z`,
      color,
    );
  return [
    seaweed(110, 420, K.green),
    seaweed(190, 300, K.darkGreen),
    seaweed(860, 380, K.green),
    path('M-10 1034 L-10 930 C200 880 400 960 600 920 C800 880 900 940 1034 910 L1034 1034 Z', K.tan),
    circle(700, 960, 30, K.grey),
    ellipse(420, 950, 55, 28, K.grey),
    polygon(
      [
        [720, 520],
        [880, 400],
        [860, 520],
        [880, 640],
      ],
      K.orange,
    ),
    ellipse(520, 520, 230, 150, K.yellow),
    path('M420 380 Q520 290 600 385 Z', K.orange),
    path('M470 650 Q520 720 580 660 Z', K.orange),
    path('M600 395 Q660 520 600 645', undefined, { fill: 'none' }),
    line('M430 470 Q460 520 430 570'),
    circle(380, 480, 36, K.white),
    circle(372, 480, 16, '#222222'),
    path('M300 545 Q330 570 350 548', undefined, { fill: 'none' }),
    ellipse(500, 520, 40, 26, K.orange),
    ellipse(230, 250, 80, 45, K.pink),
    polygon(
      [
        [300, 250],
        [360, 205],
        [360, 295],
      ],
      K.purple,
    ),
    circle(195, 240, 10, '#222222'),
    ...bubbles,
  ];
}

export function owl(): Shape[] {
  return [
    circle(820, 170, 90, K.yellow),
    ...[
      [150, 120],
      [300, 220],
      [600, 90],
      [900, 380],
      [120, 420],
    ].map(([x, y]) => star(x as number, y as number, 26)),
    path('M-10 760 L1034 700 L1034 770 L-10 830 Z', K.brown),
    path('M760 720 Q840 630 900 650 Q860 690 800 718 Z', K.green),
    path('M200 790 Q140 700 80 720 Q120 760 170 792 Z', K.green),
    ellipse(512, 520, 210, 250, K.brown),
    ellipse(512, 590, 140, 170, K.tan),
    ...[
      [470, 560],
      [550, 560],
      [430, 630],
      [510, 630],
      [590, 630],
      [470, 700],
      [550, 700],
    ].map(([x, y]) =>
      path(`M${(x as number) - 25} ${y} Q${x} ${(y as number) + 35} ${(x as number) + 25} ${y}`, undefined, { fill: 'none' }),
    ),
    path('M310 480 Q260 620 330 720 Q380 620 340 480 Z', K.brown),
    path('M714 480 Q764 620 694 720 Q644 620 684 480 Z', K.brown),
    polygon(
      [
        [350, 300],
        [330, 210],
        [420, 280],
      ],
      K.brown,
    ),
    polygon(
      [
        [674, 300],
        [694, 210],
        [604, 280],
      ],
      K.brown,
    ),
    circle(430, 390, 80, K.white),
    circle(594, 390, 80, K.white),
    circle(430, 390, 40, K.yellow),
    circle(594, 390, 40, K.yellow),
    circle(430, 390, 18, '#222222'),
    circle(594, 390, 18, '#222222'),
    polygon(
      [
        [490, 450],
        [534, 450],
        [512, 500],
      ],
      K.orange,
    ),
    ellipse(450, 775, 30, 18, K.orange),
    ellipse(574, 775, 30, 18, K.orange),
  ];
}

export function butterfly(): Shape[] {
  return [
    ground(840),
    ...flower(170, 700, 60, K.pink, 900),
    ...flower(860, 660, 70, K.purple, 900),
    ...flower(700, 800, 45, K.red, 930),
    path('M505 420 C380 200 120 220 170 420 C200 520 380 510 505 470 Z', K.blue),
    path('M519 420 C644 200 904 220 854 420 C824 520 644 510 519 470 Z', K.blue),
    path('M505 480 C380 500 250 560 300 660 C350 730 470 640 505 540 Z', K.purple),
    path('M519 480 C644 500 774 560 724 660 C674 730 554 640 519 540 Z', K.purple),
    circle(320, 360, 50, K.yellow),
    circle(704, 360, 50, K.yellow),
    circle(380, 600, 32, K.pink),
    circle(644, 600, 32, K.pink),
    ellipse(512, 480, 24, 140, K.brown),
    circle(512, 330, 34, K.brown),
    line('M500 300 Q470 220 430 210'),
    line('M524 300 Q554 220 594 210'),
    circle(428, 208, 12, K.brown),
    circle(596, 208, 12, K.brown),
    cloud(90, 90, 200),
    cloud(700, 80, 230),
  ];
}

export function turtle(): Shape[] {
  const plates = [
    [512, 470],
    [420, 500],
    [604, 500],
    [470, 580],
    [554, 580],
  ].map(([x, y]) =>
    polygon(
      Array.from({ length: 6 }, (_, i) => polar(x as number, y as number, 48, i * 60 + 30)),
      K.tan,
    ),
  );
  return [
    ...sun(860, 150, 70),
    cloud(120, 120, 240),
    ground(720),
    ellipse(300, 690, 55, 40, K.green),
    ellipse(724, 690, 55, 40, K.green),
    ellipse(330, 540, 50, 38, K.green),
    ellipse(694, 540, 50, 38, K.green),
    polygon(
      [
        [800, 620],
        [880, 640],
        [800, 660],
      ],
      K.green,
    ),
    ellipse(230, 560, 95, 80, K.green),
    circle(200, 540, 16, K.white),
    circle(196, 540, 7, '#222222'),
    path('M160 590 Q190 610 225 595', undefined, { fill: 'none' }),
    path('M280 640 C280 360 744 360 744 640 Z', K.darkGreen),
    ...plates,
    path('M260 640 L764 640 L740 680 L284 680 Z', K.yellow),
    ...flower(880, 640, 40, K.red, 860),
  ];
}

export function whale(): Shape[] {
  return [
    path('M-10 1034 L-10 560 C120 520 240 600 360 560 C480 520 600 600 720 560 C840 520 940 590 1034 560 L1034 1034 Z', K.sky),
    path('M-10 1034 L-10 760 C160 720 300 800 480 760 C660 720 800 800 1034 760 L1034 1034 Z', K.blue),
    path(
      'M200 560 C200 330 720 330 760 500 C800 470 860 420 900 440 C880 500 860 560 800 590 C840 620 860 660 850 700 C800 680 770 640 740 600 C650 700 250 720 200 560 Z',
      K.navy,
    ),
    path('M240 590 C320 680 620 680 700 600 C600 640 330 650 240 590 Z', K.white),
    circle(330, 500, 20, K.white),
    circle(326, 500, 9, '#222222'),
    path('M240 560 Q280 590 320 572', undefined, { fill: 'none' }),
    path('M430 600 Q470 660 540 640 Q500 600 430 600 Z', K.navy),
    path('M420 340 C400 260 360 230 320 240 M420 340 C430 250 470 220 510 230', undefined, { fill: 'none' }),
    circle(318, 236, 16, K.sky),
    circle(512, 226, 16, K.sky),
    circle(420, 190, 20, K.sky),
    ...sun(860, 170, 70),
    cloud(560, 110, 200),
    polygon(
      [
        [120, 880],
        [190, 830],
        [190, 930],
      ],
      K.orange,
    ),
    ellipse(90, 880, 50, 30, K.orange),
  ];
}
