import { cloud, flower, ground, star, sun } from './scenes.ts';
import { CRAYONS as K, circle, ellipse, line, path, polar, polygon, rect, round, type Shape } from './svg.ts';

export function house(): Shape[] {
  return [
    ...sun(150, 150, 70),
    cloud(600, 110, 260),
    ground(720),
    path('M500 1034 C520 930 560 860 520 790 L600 790 C640 860 620 930 640 1034 Z', K.tan),
    rect(300, 430, 420, 360, K.yellow),
    polygon(
      [
        [260, 450],
        [510, 230],
        [760, 450],
      ],
      K.red,
    ),
    rect(620, 250, 60, 120, K.brown),
    rect(610, 230, 80, 30, K.brown),
    rect(460, 600, 110, 190, K.blue, 10),
    circle(545, 700, 9, K.yellow),
    rect(340, 500, 90, 90, K.sky),
    line('M385 500 L385 590', 6),
    line('M340 545 L430 545', 6),
    rect(600, 500, 90, 90, K.sky),
    line('M645 500 L645 590', 6),
    line('M600 545 L690 545', 6),
    circle(510, 360, 36, K.sky),
    path('M800 790 L800 560 L850 560 L850 790 Z', K.brown),
    circle(825, 500, 110, K.green),
    circle(780, 470, 16, K.red),
    circle(870, 520, 16, K.red),
    circle(820, 430, 16, K.red),
    ...flower(150, 760, 40, K.pink, 880),
    ...flower(240, 820, 34, K.purple, 920),
  ];
}

export function rocket(): Shape[] {
  const stars = [
    [120, 140],
    [860, 120],
    [200, 520],
    [900, 560],
    [120, 860],
    [820, 880],
    [420, 80],
  ].map(([x, y]) => star(x as number, y as number, 26));
  return [
    circle(800, 300, 110, K.purple),
    path('M650 330 C700 250 900 250 950 280 C900 330 700 360 650 330 Z', K.pink),
    circle(180, 300, 70, K.grey),
    circle(160, 280, 16, K.white),
    circle(205, 330, 12, K.white),
    ...stars,
    path('M455 760 Q512 940 569 760 Z', K.orange),
    path('M480 760 Q512 870 544 760 Z', K.yellow),
    path('M430 640 L350 770 L440 740 Z', K.red),
    path('M594 640 L674 770 L584 740 Z', K.red),
    path('M512 180 C600 280 610 500 590 760 L434 760 C414 500 424 280 512 180 Z', K.white),
    path('M512 180 C560 230 580 280 588 320 L436 320 C444 280 464 230 512 180 Z', K.red),
    circle(512, 450, 60, K.sky),
    circle(512, 450, 40, K.blue),
    rect(470, 560, 84, 130, K.tan, 14),
  ];
}

export function castle(): Shape[] {
  const crenels = (x: number, y: number, w: number, n: number, color: string) =>
    Array.from({ length: n }, (_, i) => rect(x + i * (w / n) + 4, y - 40, w / n - 8, 40, color));
  return [
    ...sun(880, 140, 60),
    cloud(90, 100, 220),
    ground(820),
    rect(200, 420, 160, 440, K.grey),
    ...crenels(200, 420, 160, 3, K.grey),
    rect(664, 420, 160, 440, K.grey),
    ...crenels(664, 420, 160, 3, K.grey),
    rect(330, 520, 364, 340, K.tan),
    ...crenels(330, 520, 364, 5, K.tan),
    path('M430 860 L430 700 A82 82 0 0 1 594 700 L594 860 Z', K.brown),
    line('M512 625 L512 860', 6),
    polygon(
      [
        [180, 380],
        [280, 230],
        [380, 380],
      ],
      K.blue,
    ),
    polygon(
      [
        [644, 380],
        [744, 230],
        [844, 380],
      ],
      K.blue,
    ),
    line('M280 230 L280 150', 6),
    line('M744 230 L744 150', 6),
    polygon(
      [
        [280, 150],
        [350, 170],
        [280, 195],
      ],
      K.red,
    ),
    polygon(
      [
        [744, 150],
        [814, 170],
        [744, 195],
      ],
      K.red,
    ),
    path('M250 560 A30 30 0 0 1 310 560 L310 630 L250 630 Z', K.sky),
    path('M714 560 A30 30 0 0 1 774 560 L774 630 L714 630 Z', K.sky),
    path('M390 600 A25 25 0 0 1 440 600 L440 650 L390 650 Z', K.sky),
    path('M584 600 A25 25 0 0 1 634 600 L634 650 L584 650 Z', K.sky),
    path('M430 860 C420 930 380 980 360 1034 L664 1034 C644 980 604 930 594 860 Z', K.tan),
    ...flower(110, 840, 36, K.pink, 950),
    ...flower(920, 860, 36, K.yellow, 960),
  ];
}

export function sailboat(): Shape[] {
  return [
    ...sun(170, 170, 80),
    cloud(560, 110, 260),
    line('M700 300 q25 -25 50 0 q25 -25 50 0', 6),
    line('M820 380 q20 -20 40 0 q20 -20 40 0', 6),
    path('M-10 1034 L-10 700 C150 660 300 740 512 700 C720 660 880 740 1034 700 L1034 1034 Z', K.blue),
    path('M512 200 L512 620 L260 620 Z', K.white),
    path('M540 240 L540 620 L760 620 Z', K.yellow),
    polygon(
      [
        [512, 200],
        [512, 150],
        [590, 175],
      ],
      K.red,
    ),
    path('M220 640 L804 640 L730 760 L300 760 Z', K.red),
    line('M512 150 L512 640', 10),
    circle(400, 700, 22, K.white),
    circle(512, 700, 22, K.white),
    circle(624, 700, 22, K.white),
    path('M-10 1034 L-10 850 C200 820 350 880 512 850 C700 820 850 880 1034 850 L1034 1034 Z', K.navy),
    ellipse(200, 930, 60, 25, K.sky),
    ellipse(800, 950, 70, 25, K.sky),
  ];
}

export function cupcake(): Shape[] {
  const sprinkles = [
    [420, 380, 20],
    [560, 350, -30],
    [480, 300, 60],
    [620, 420, 10],
    [380, 450, -50],
    [540, 460, 80],
    [660, 330, 40],
  ];
  return [
    path('M300 560 L724 560 L660 900 L364 900 Z', K.pink),
    line('M370 560 L410 900', 6),
    line('M440 560 L460 900', 6),
    line('M512 560 L512 900', 6),
    line('M584 560 L564 900', 6),
    line('M654 560 L614 900', 6),
    path(
      'M270 580 C220 500 300 440 350 460 C330 380 430 330 480 370 C490 290 600 290 610 360 C660 320 760 380 720 460 C800 470 800 570 740 580 Z',
      K.white,
    ),
    path('M340 470 C420 500 600 500 690 460', undefined, { fill: 'none' }),
    path('M400 390 C470 420 560 420 620 380', undefined, { fill: 'none' }),
    ...sprinkles.map(([x, y, a]) => ({
      ...rect((x as number) - 18, (y as number) - 6, 36, 12, K.blue, 6),
      attrs: { ...rect((x as number) - 18, (y as number) - 6, 36, 12, K.blue, 6).attrs, transform: `rotate(${a} ${x} ${y})` },
    })),
    line('M512 260 Q530 200 580 180', 6),
    circle(512, 270, 44, K.red),
    circle(498, 256, 10, K.white),
    star(150, 200, 50, K.yellow),
    star(880, 240, 40, K.yellow),
    star(140, 760, 36, K.purple),
    star(880, 780, 46, K.orange),
  ];
}

export function balloon(): Shape[] {
  return [
    cloud(80, 160, 240),
    cloud(700, 600, 260),
    cloud(120, 700, 200),
    ...sun(880, 140, 60),
    path('M512 140 C700 140 780 300 740 430 C700 560 580 620 560 700 L464 700 C444 620 324 560 284 430 C244 300 324 140 512 140 Z', K.red),
    path(
      'M512 140 C590 160 620 300 610 430 C600 560 560 640 545 700 L479 700 C464 640 424 560 414 430 C404 300 434 160 512 140 Z',
      K.yellow,
    ),
    path('M512 140 C540 200 548 320 544 430 C540 560 525 640 520 700 L504 700 C499 640 484 560 480 430 C476 320 484 200 512 140 Z', K.blue),
    path('M300 420 C420 460 604 460 724 420', undefined, { fill: 'none' }),
    line('M470 700 L460 800', 5),
    line('M554 700 L564 800', 5),
    rect(440, 800, 144, 100, K.brown, 12),
    line('M440 835 L584 835', 5),
    line('M440 865 L584 865', 5),
  ];
}

export function robot(): Shape[] {
  return [
    ...[
      [130, 160],
      [880, 200],
      [150, 800],
      [880, 820],
    ].map(([x, y]) => star(x as number, y as number, 34, K.yellow)),
    line('M512 230 L512 160', 8),
    circle(512, 150, 24, K.red),
    rect(360, 230, 304, 230, K.grey, 30),
    rect(330, 300, 30, 90, K.blue, 10),
    rect(664, 300, 30, 90, K.blue, 10),
    circle(445, 330, 40, K.white),
    circle(579, 330, 40, K.white),
    circle(445, 330, 18, K.blue),
    circle(579, 330, 18, K.blue),
    rect(440, 395, 144, 34, K.white, 12),
    line('M476 395 L476 429', 5),
    line('M512 395 L512 429', 5),
    line('M548 395 L548 429', 5),
    rect(482, 460, 60, 30, K.grey),
    rect(330, 490, 364, 290, K.sky, 30),
    rect(420, 540, 184, 130, K.white, 16),
    circle(470, 605, 24, K.red),
    circle(554, 605, 24, K.green),
    rect(440, 700, 40, 40, K.yellow, 8),
    rect(500, 700, 40, 40, K.orange, 8),
    rect(560, 700, 40, 40, K.purple, 8),
    rect(230, 520, 100, 44, K.grey, 20),
    rect(694, 520, 100, 44, K.grey, 20),
    circle(215, 542, 40, K.blue),
    circle(809, 542, 40, K.blue),
    rect(380, 780, 90, 120, K.grey, 12),
    rect(554, 780, 90, 120, K.grey, 12),
    rect(360, 890, 130, 50, K.blue, 20),
    rect(534, 890, 130, 50, K.blue, 20),
  ];
}

export function garden(): Shape[] {
  return [
    ...sun(860, 150, 70),
    cloud(120, 110, 240),
    cloud(480, 180, 180),
    ground(640),
    path('M-10 1034 L-10 820 C300 780 600 860 1034 800 L1034 1034 Z', K.darkGreen),
    ...flower(180, 520, 70, K.red, 900),
    ...flower(380, 600, 60, K.purple, 920),
    ...flower(600, 500, 80, K.pink, 900),
    ...flower(820, 600, 64, K.orange, 930),
    ellipse(470, 360, 40, 26, K.red),
    line('M470 334 L470 386', 5),
    circle(445, 350, 7, '#222222'),
    circle(492, 368, 7, '#222222'),
    circle(430, 360, 14, '#222222'),
    ellipse(740, 380, 30, 20, K.yellow),
    path('M730 362 Q710 330 690 350 Q700 370 730 366 Z', K.white),
    path('M750 362 Q770 330 790 350 Q780 370 750 366 Z', K.white),
  ];
}

/** A snail with a spiral shell of nested rings under a toadstool. */
export function snail(): Shape[] {
  const shell: Shape[] = [160, 120, 82, 46].map((r, i) =>
    circle(560 - (160 - r) * 0.25, 560 - (160 - r) * 0.1, r, [K.orange, K.yellow, K.orange, K.yellow][i] as string),
  );
  const dots: Shape[] = [
    [120, 510],
    [190, 455],
    [260, 510],
  ].map(([x, y]) => circle(x as number, y as number, 18, K.white));
  const [ax, ay] = polar(300, 560, 10, 0);
  return [
    ...sun(860, 140, 60),
    cloud(420, 100, 220),
    ground(720),
    path('M150 760 L150 560 L230 560 L230 760 Z', K.white),
    path('M60 570 C60 380 320 380 320 570 Z', K.red),
    ...dots,
    path('M250 760 C250 700 300 690 360 690 L760 690 C800 690 830 720 860 760 Z', K.green),
    ...shell,
    circle(round(ax + 520), round(ay + 70), 40, K.green),
    line('M800 630 L780 540', 6),
    line('M840 640 L850 550', 6),
    circle(780, 535, 12, K.green),
    circle(852, 545, 12, K.green),
    circle(815, 620, 9, '#222222'),
  ];
}
