import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DEFAULT_FILL_OPTIONS, computeRegionMap } from '@crayonbox/canvas/headless';
import { cleanLineArt, forgetPreparedPhotos, traceLineArt, tracePhoto } from '../line-art.ts';
import { detect, detectKind } from './detect.ts';
import {
  buildBusyPhoto,
  buildColouredPage,
  buildPage,
  buildPhoto,
  buildSnapshot,
  hatchedPage,
  inkRuns,
  inkRunsDown,
  inkSpan,
  readMask,
} from './test-fixtures.ts';

// The pictures families bring: a drawing, a drawing shaded grey, a phone snapshot of a printed
// page and a photo. Each is told apart and becomes a page a child can color.
describe('pictures families bring', () => {
  it('tells drawings, snapshots of printed pages and photos apart', async () => {
    expect(await detectKind(await buildPage())).toBe('drawing');
    expect(await detectKind(await buildPage('#9a9a9a'))).toBe('drawing');
    expect(await detectKind(await buildSnapshot())).toBe('snapshot');
    expect(await detectKind(await buildPhoto())).toBe('photo');
  });

  it('tells photos from snapshots when a photo has a pale, unevenly lit background or a white wall in it', async () => {
    // A strawberry before a pale desk, lit from one side and blurred: the flattened desk looks like paper.
    let grain = '';
    for (let i = 0; i < 60; i++)
      grain += `<rect x="0" y="${i * 10}" width="900" height="${4 + (i % 4)}" fill="#${['d9d3c7', 'c7c0b2', 'e8e3da'][i % 3]}"/>`;
    const desk = await sharp(
      Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="900" height="600">
        <defs><linearGradient id="l"><stop offset="0" stop-color="#f2efe8"/><stop offset="1" stop-color="#a9a59b"/></linearGradient></defs>
        <rect width="900" height="600" fill="url(#l)"/><g opacity="0.5">${grain}</g></svg>`),
    )
      .blur(4)
      .png()
      .toBuffer();
    const berry = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="900" height="600">
      <defs><radialGradient id="g" cx="0.4" cy="0.35" r="0.7"><stop offset="0" stop-color="#f0463c"/><stop offset="1" stop-color="#8c0f12"/></radialGradient></defs>
      <ellipse cx="430" cy="320" rx="70" ry="85" fill="url(#g)"/>
      <path d="M380 240 L430 215 L480 240 L430 255 Z" fill="#2f7d1f"/>
    </svg>`);
    expect(
      await detectKind(
        await sharp(desk)
          .composite([{ input: berry }])
          .jpeg({ quality: 85 })
          .toBuffer(),
      ),
    ).toBe('photo');
    // The leafy photo, dim, with a bright white board in it tilted like a sheet on a table, but with no ink on it:
    // no printed page is found in it.
    const board = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="900" height="600">
      <path d="M120 90 L620 120 L600 520 L100 500 Z" fill="#f6f6f2"/>
    </svg>`);
    const dim = await sharp(await buildPhoto())
      .modulate({ brightness: 0.6 })
      .composite([{ input: board }])
      .jpeg({ quality: 85 })
      .toBuffer();
    const seen = await detect(dim);
    expect(seen.sheet).toBe(false);
    expect(seen.kind).not.toBe('snapshot');
  });

  it('tells a photo of things on a pale table from a snapshot of a printed page', async () => {
    // A screwdriver, a spoon and an eraser on a table lit from one side: the table flattens to
    // paper, as a sheet under a lamp does, but the dark things on it are wide, not lines.
    const table = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900">
      <defs><radialGradient id="lamp" cx="0.2" cy="0.1" r="1.2"><stop offset="0" stop-color="#eeeae4"/><stop offset="1" stop-color="#9c988f"/></radialGradient>
      <linearGradient id="steel" x1="0" x2="0" y1="0" y2="1"><stop offset="0" stop-color="#c9c9c9"/><stop offset="0.5" stop-color="#6d6d6d"/><stop offset="1" stop-color="#b5b5b5"/></linearGradient></defs>
      <rect width="1200" height="900" fill="url(#lamp)"/>
      <rect x="250" y="380" width="260" height="70" rx="30" fill="#15120f"/><rect x="505" y="403" width="330" height="24" fill="url(#steel)"/>
      <ellipse cx="760" cy="640" rx="70" ry="45" fill="#2b2b2b"/><rect x="520" y="628" width="180" height="24" rx="12" fill="#3a3a3a"/>
      <circle cx="330" cy="660" r="55" fill="#1d1d1d"/>
    </svg>`);
    const photo = await sharp(table).blur(1.2).jpeg({ quality: 85 }).toBuffer();
    expect(await detectKind(photo)).toBe('photo');
  });

  it('tells a dark photo of few colours (a forest path) from a drawing with flat fills', async () => {
    // Dim greens between near-black trunks, leaf by leaf: as few colours and grey levels as a drawing's fills,
    // but changing from pixel to pixel. Kept as line art, it came out as a page of black blots.
    let seed = 7;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    const width = 480;
    const height = 320;
    const data = Buffer.alloc(width * height * 3);
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const trunk = x % 60 < 9;
        const leaf = 20 + random() * 60;
        const o = (y * width + x) * 3;
        data[o] = trunk ? 6 + random() * 8 : leaf * 0.5;
        data[o + 1] = trunk ? 5 + random() * 8 : leaf;
        data[o + 2] = trunk ? 4 + random() * 6 : leaf * 0.35;
      }
    }
    const forest = await sharp(data, { raw: { width, height, channels: 3 } })
      .jpeg({ quality: 85 })
      .toBuffer();
    expect(await detectKind(forest)).toBe('photo');
  });

  it('keeps a drawing shaded grey as its outlines with white areas, never a black body', async () => {
    const page = await readMask(await cleanLineArt(await buildPage('#9a9a9a')));
    expect(page.ink(512, 800)).toBe(false); // inside the grey body: white, to be colored
    expect(page.ink(330, 330)).toBe(false); // inside a grey ear
    // A row through the eyes crosses the head's outline twice and each eye's outline twice: six lines, none doubled.
    expect(inkRuns(page, 520, 0, 1024)).toBe(6);
  });

  it('keeps a drawing coloured in (clip art, airbrushed) as its outlines with white areas, not as a photo', async () => {
    // Many colours and soft shading, as a photo has; but every strong edge lies along a dark line.
    const coloured = await buildColouredPage();
    expect(await detectKind(coloured)).toBe('drawing');
    const page = await readMask(await cleanLineArt(coloured));
    const rows = [...Array(page.height).keys()].filter((y) => inkRuns(page, y, 0, page.width) > 0);
    const [top, bottom] = [rows[0] as number, rows[rows.length - 1] as number];
    // Rows of the drawing (ears' tips at 150, chin at 860) on the page.
    const at = (y: number) => Math.round(top + ((y - 150) / (860 - 150)) * (bottom - top));
    // Through the eyes: the head's outline and each eye's, each once; through the blush, only
    // the head's outline (soft shading is no line); through the brown patch, its outline too.
    expect(inkRuns(page, at(520), 0, page.width)).toBe(6);
    expect(inkRuns(page, at(640), 0, page.width)).toBe(2);
    expect(inkRuns(page, at(760), 0, page.width)).toBe(3);
    // The fills are white areas to color: the orange head, the brown patch.
    expect(page.ink(page.width >> 1, at(420))).toBe(false);
    expect(page.ink(Math.round(page.width * 0.71), at(745))).toBe(false);
  });

  it("closes a grey figure's dashed outline, so coloring the body does not flood the page", async () => {
    // A grey body drawn with a broken outline (dashes 18 px long, 8 px apart), as cartoons draw fur.
    const drawing = await sharp(
      Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="1024" height="1024"><rect width="1024" height="1024" fill="#fff"/>
        <ellipse cx="512" cy="540" rx="330" ry="250" fill="#a9a393" stroke="#111" stroke-width="8" stroke-dasharray="18 8"/>
        <circle cx="420" cy="470" r="26" fill="#fff" stroke="#111" stroke-width="6"/></svg>`),
    )
      .png()
      .toBuffer();
    expect(await detectKind(drawing)).toBe('drawing');
    const art = await cleanLineArt(drawing);
    const { data } = await sharp(art)
      .resize(1024, 1024, { fit: 'contain', background: '#fff' })
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const map = computeRegionMap(
      { width: 1024, height: 1024, data: new Uint8ClampedArray(data.buffer, data.byteOffset, data.length) },
      DEFAULT_FILL_OPTIONS.lineThreshold,
      DEFAULT_FILL_OPTIONS.gapClose,
    );
    const regionAt = (x: number, y: number) => map.labels[y * 1024 + x];
    // The body is an area of its own, apart from the page around it and from the eye.
    expect(regionAt(600, 600)).not.toBe(regionAt(3, 3));
    expect(regionAt(600, 600)).not.toBe(regionAt(420, 470));
    // Its outline is drawn once: a row through the body crosses it twice (the eye aside), gaps bridged.
    const page = await readMask(art);
    expect([page.width, page.height]).toEqual([1024, 1024]);
    for (const y of [440, 470, 560, 640]) expect(inkRuns(page, y, 0, 380) + inkRuns(page, y, 460, 1024)).toBe(2);
  });

  it('keeps a large fruit shaded from yellow to red as a drawing, not as paper under a lamp', async () => {
    // The shading spans the page as a lamp's light would; the colour says it is a fill.
    const fruit = await sharp(
      Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="1024" height="1024"><rect width="1024" height="1024" fill="#fff"/>
        <defs><radialGradient id="g" cx="0.7" cy="0.3" r="0.9"><stop offset="0" stop-color="#ffe600"/><stop offset="1" stop-color="#e8400c"/></radialGradient></defs>
        <circle cx="512" cy="560" r="400" fill="url(#g)" stroke="#222" stroke-width="6"/>
        <path d="M500 170 L520 40 L545 45 L530 170 Z" fill="#6b8e23" stroke="#222" stroke-width="6"/>
        <path d="M540 120 Q700 20 860 110 Q700 200 540 120 Z M560 120 L840 110" fill="#4caf50" stroke="#222" stroke-width="6"/>
        <path d="M300 400 q14 10 28 0 M640 700 q14 10 28 0 M420 820 q14 10 28 0 M700 420 q14 10 28 0 M260 640 q14 10 28 0"
          stroke="#222" stroke-width="6" fill="none"/></svg>`),
    )
      .png()
      .toBuffer();
    expect(await detectKind(fruit)).toBe('drawing');
    const page = await readMask(await cleanLineArt(fruit));
    // Kept in the artist's layout (a photographed page is cut to its drawing), its outline whole
    // and once: rows through the fruit, clear of its marks, cross it twice.
    expect([page.width, page.height]).toEqual([1024, 1024]);
    for (const y of [300, 540, 760]) expect(inkRuns(page, y, 0, 1024)).toBe(2);
  });

  it('straightens a phone snapshot of a printed page and keeps each line once on white paper', async () => {
    const page = await readMask(await cleanLineArt(await buildSnapshot()));
    // The sheet is cut to its drawing: the table and the printer's margins are gone (the cat's
    // head, ears included, is about 620 by 730), and the paper is white even where the lamp did not reach.
    const { width, height } = page;
    expect(width / height).toBeGreaterThan(0.78);
    expect(width / height).toBeLessThan(0.95);
    let inkAtCorners = 0;
    for (const [x, y] of [
      [8, 8],
      [width - 8, 8],
      [8, height - 8],
      [width - 8, height - 8],
    ] as const)
      if (page.ink(x, y)) inkAtCorners++;
    expect(inkAtCorners).toBe(0);
    // Through the eyes (y 520 of the ears' tips at 145 to the chin at 865): head outline twice,
    // each eye twice, each line once.
    const rows = [...Array(height).keys()].filter((y) => inkRuns(page, y, 0, width) > 0);
    const top = rows[0] as number;
    const bottom = rows[rows.length - 1] as number;
    const row = Math.round(top + ((520 - 145) / (865 - 145)) * (bottom - top));
    expect(inkRuns(page, row, 0, width)).toBe(6);
  });

  it('keeps close lines apart on a page printed small or photographed from afar', async () => {
    // The hatched page on the middle half of the sheet: its ten lines 5 px apart in the photo.
    const page = await readMask(await cleanLineArt(await buildSnapshot({ page: await hatchedPage(), printed: 0.5 })));
    // Cut to its drawing and enlarged: the frame fills the page but for its margin.
    expect(Math.max(page.width, page.height)).toBeGreaterThan(1000);
    const [left, right] = inkSpan(page, Math.round(page.height * 0.25), 'row');
    expect(right - left).toBeGreaterThan(page.width * 0.85);
    // Down a column through the hatching: the frame's top and bottom and the ten lines, each once.
    expect(inkRunsDown(page, Math.round(left + (right - left) * 0.4))).toBe(12);
  });

  it('cuts a lamp-lit page whose sheet fills the photo to its drawing', async () => {
    // The sheet runs off the photo on every side; the hatched page was printed on the middle 60% of it.
    const corners = [
      [-80, -180],
      [1280, -190],
      [1290, 1170],
      [-90, 1180],
    ] as const;
    const page = await readMask(await cleanLineArt(await buildSnapshot({ page: await hatchedPage(), corners, printed: 0.6 })));
    const [left, right] = inkSpan(page, Math.round(page.height * 0.25), 'row');
    const [top, bottom] = inkSpan(page, Math.round(page.width * 0.25), 'column');
    // The frame is square and fills the page but for a margin of a few per cent.
    expect(left / page.width).toBeLessThan(0.08);
    expect(top / page.height).toBeLessThan(0.08);
    expect((right - left) / (bottom - top)).toBeGreaterThan(0.9);
    expect((right - left) / (bottom - top)).toBeLessThan(1.1);
  });

  it('keeps a photographed black line at its printed weight and a faint grey line whole', async () => {
    const page = await readMask(await cleanLineArt(await buildSnapshot({ page: await hatchedPage(), blur: 1.6 })));
    const y = Math.round(page.height * 0.25);
    const [left, right] = inkSpan(page, y, 'row');
    // The frame's side was printed 14 px wide on an 800 px frame: 1.75% of it.
    let width = 0;
    while (page.ink(left + width, y)) width++;
    expect(width / (right - left)).toBeGreaterThan(0.01);
    expect(width / (right - left)).toBeLessThan(0.028);
    // The faint grey line down the top half is there, unbroken: every row across it crosses the
    // frame's two sides and the grey line once each.
    for (const share of [0.15, 0.22, 0.3, 0.37, 0.44]) expect(inkRuns(page, Math.round(page.height * share), 0, page.width)).toBe(3);
  });

  it('keeps a snapshot of a page drawn in thin grey lines as lines, not as grey fills', async () => {
    // A black frame with a grid of thin grey lines in it (six down, six across).
    let grid = '';
    for (let k = 1; k <= 6; k++)
      grid += `<path d="M${112 + k * 114} 112 V912 M112 ${112 + k * 114} H912" stroke="#9a9a9a" stroke-width="3"/>`;
    const page = await sharp(
      Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="1024" height="1024">
        <rect width="1024" height="1024" fill="#fff"/>
        <rect x="112" y="112" width="800" height="800" fill="none" stroke="#111" stroke-width="14"/>${grid}
      </svg>`),
    )
      .png()
      .toBuffer();
    const kept = await readMask(await cleanLineArt(await buildSnapshot({ page })));
    // Rows between the grid's lines cross the frame's sides and the six grey lines down: eight lines.
    const [top, bottom] = inkSpan(kept, Math.round(kept.width / 2), 'column');
    for (const k of [0, 1, 2, 3]) expect(inkRuns(kept, Math.round(top + ((bottom - top) * (0.5 + k)) / 7), 0, kept.width)).toBe(8);
  });

  it('cuts a snapshot to its drawing without cutting through a thin line that runs past the rest of it', async () => {
    // A ball on a thin horizon that runs farther left and right than the ball: on the sheet, the
    // horizon's ends lie on paper, so sky and ground are one area around them, as printed.
    const page = await sharp(
      Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="1024" height="1024">
        <rect width="1024" height="1024" fill="#fff"/>
        <circle cx="512" cy="520" r="200" fill="none" stroke="#111" stroke-width="12"/>
        <path d="M60 600 H964" stroke="#111" stroke-width="2"/>
      </svg>`),
    )
      .png()
      .toBuffer();
    const kept = await readMask(await cleanLineArt(await buildSnapshot({ page })));
    const rows = [...Array(kept.height).keys()].filter((y) => inkRuns(kept, y, 0, kept.width) > 0);
    // The row with the widest ink is the horizon's: it ends on paper, in from both sides.
    const spans = rows.map((y) => inkSpan(kept, y, 'row'));
    const widest = spans.reduce((a, b) => (b[1] - b[0] > a[1] - a[0] ? b : a));
    expect(widest[0]).toBeGreaterThan(kept.width * 0.01);
    expect(widest[1]).toBeLessThan(kept.width * 0.99);
  });

  it('keeps a large phone snapshot at 2048 px at most, and its preview at 1024, each line once', async () => {
    // The hatched page's sheet filling a 3000 x 2500 photo: its frame is about 2400 px across.
    const corners = [
      [0, -250],
      [3000, -260],
      [3010, 2760],
      [-10, 2750],
    ] as const;
    const photo = await buildSnapshot({ page: await hatchedPage(), corners, size: [3000, 2500], blur: 2 });
    for (const [size, most] of [
      [undefined, 2048],
      [1024, 1024],
    ] as const) {
      const page = await readMask(await cleanLineArt(photo, undefined, size));
      expect(Math.max(page.width, page.height)).toBeLessThanOrEqual(most * 1.01);
      expect(Math.max(page.width, page.height)).toBeGreaterThan(most * 0.9);
      // Down a column through the hatching: the frame's top and bottom and the ten lines, each once.
      const [left, right] = inkSpan(page, Math.round(page.height * 0.25), 'row');
      expect(inkRunsDown(page, Math.round(left + (right - left) * 0.4))).toBe(12);
    }
  });

  it('turns solid black or dark grey areas into outlines to color, keeping the lines drawn on them', async () => {
    // A silhouette: one black cat head, ears and all, with white eyes.
    const page = await readMask(await cleanLineArt(await buildPage('#111')));
    const { width, height } = page;
    const centre = (fx: number, fy: number) => page.ink(Math.round(fx * width), Math.round(fy * height));
    expect(centre(0.5, 0.75)).toBe(false); // inside the head: white, to be colored
    // A row through the eyes crosses the head's outline twice and each eye's outline twice.
    expect(inkRuns(page, Math.round(height * 0.52), 0, width)).toBe(6);
    // A dark grey body with black lines drawn on it (the eyes' and mouth's strokes): the lines stay.
    const shaded = await readMask(await cleanLineArt(await buildPage('#555')));
    expect(inkRuns(shaded, Math.round(shaded.height * 0.52), 0, shaded.width)).toBe(6);
    expect(shaded.ink(Math.round(shaded.width * 0.5), Math.round(shaded.height * 0.75))).toBe(false);
  });

  it('cuts a small drawing on a large empty canvas to a page-sized drawing', async () => {
    // A 200 px cat head in the corner of a transparent 1600 px canvas.
    const small = await sharp(await buildPage())
      .resize(200, 200)
      .extend({ right: 1400, bottom: 1400, background: { r: 0, g: 0, b: 0, alpha: 0 } })
      .png()
      .toBuffer();
    const page = await readMask(await cleanLineArt(small));
    expect(Math.max(page.width, page.height)).toBeGreaterThanOrEqual(1024);
    expect(inkRuns(page, Math.round(page.height * 0.52), 0, page.width)).toBe(6);
  });

  it('draws a photo as its subject on an empty page: no frame, no background lines', async () => {
    const page = await readMask(await traceLineArt(await buildPhoto()));
    expect(page.width).toBe(1024);
    expect(page.height).toBe(1024);
    // No frame: the page's edges are white all round.
    let edgeInk = 0;
    for (let i = 0; i < 1024; i++) if (page.ink(i, 2) || page.ink(i, 1021) || page.ink(2, i) || page.ink(1021, i)) edgeInk++;
    expect(edgeInk).toBe(0);
    // The ball is the subject, drawn round: a row through its middle crosses its outline at both sides.
    expect(inkRuns(page, 512, 0, 1024)).toBeGreaterThanOrEqual(2);
    // The corners (background) are empty; the ink is on the ball.
    let cornerInk = 0;
    for (let y = 0; y < 120; y++) for (let x = 0; x < 120; x++) if (page.ink(x, y)) cornerInk++;
    expect(cornerInk).toBe(0);
  });

  it('draws a subject on a busy background (gravel) as its own outline, taking none of the gravel along', async () => {
    const { art, placement } = await tracePhoto(await buildBusyPhoto());
    const page = await readMask(art);
    // The subject in the 900x600 photo: a body and a head.
    const inSubject = (x: number, y: number) =>
      ((x - 470) / 230) ** 2 + ((y - 320) / 140) ** 2 <= 1 || (x - 640) ** 2 + (y - 270) ** 2 <= 70 ** 2;
    const scale = 900 / placement.width;
    let ink = 0;
    let onOutline = 0;
    for (let y = 0; y < 1024; y++) {
      for (let x = 0; x < 1024; x++) {
        if (!page.ink(x, y)) continue;
        ink++;
        // The page pixel on the photo; it lies on the outline when, 14 px round it, some of the
        // photo is subject and some gravel.
        const px = (placement.left + (x * placement.side) / 1024) * scale;
        const py = (placement.top + (y * placement.side) / 1024) * scale;
        let inside = false;
        let outside = false;
        for (let t = 0; t < 16; t++) {
          if (inSubject(px + 14 * Math.cos((t * Math.PI) / 8), py + 14 * Math.sin((t * Math.PI) / 8))) inside = true;
          else outside = true;
        }
        if (inside && outside) onOutline++;
      }
    }
    expect(ink).toBeGreaterThan(3000);
    expect(onOutline / ink).toBeGreaterThan(0.95);
  });

  it('draws the same photo the same way every time, whatever was drawn before (the preview is the page)', async () => {
    const photo = await buildPhoto();
    forgetPreparedPhotos();
    const first = await traceLineArt(photo);
    await traceLineArt(await buildPage('#9a9a9a'));
    forgetPreparedPhotos();
    expect((await traceLineArt(photo)).equals(first)).toBe(true);
  });

  it('redraws a photo at another Detail from what it kept of it, exactly as a fresh trace draws it', async () => {
    const photo = await buildPhoto();
    const other = await buildBusyPhoto();
    forgetPreparedPhotos();
    const fresh = { 1: await traceLineArt(photo, undefined, 1), 5: await traceLineArt(other, undefined, 5) };
    forgetPreparedPhotos();
    // As the slider moves: the photo at the default Detail, another upload between, then Detail 1.
    const atDefault = await traceLineArt(photo);
    await traceLineArt(other, undefined, 2);
    expect((await traceLineArt(photo, undefined, 1)).equals(fresh[1])).toBe(true);
    expect((await traceLineArt(other, undefined, 5)).equals(fresh[5])).toBe(true);
    expect((await traceLineArt(photo)).equals(atDefault)).toBe(true);
    // Details draw differently from the same kept photo (nothing of one Detail leaks into another).
    expect(fresh[1].equals(atDefault)).toBe(false);
  });
});
