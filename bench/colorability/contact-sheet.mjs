// Contact sheets for people to look at (bench/results/contact/<group>-<n>.png): one row per
// picture, its tiles side by side with a caption under each and the picture's name on the left.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const TILE = 360;
const CAPTION = 26;
const LABEL = 190;
const GAP = 8;
const ROWS_PER_SHEET = 6;

const escape = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/** A line of text as an SVG image; anchor 'start' or 'middle'. */
const text = (s, width, height, size, anchor) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
      `<text x="${anchor === 'middle' ? width / 2 : 4}" y="${height / 2 + size / 3}" font-family="DejaVu Sans, sans-serif" font-size="${size}" text-anchor="${anchor}" fill="#111">${escape(s)}</text></svg>`,
  );

/** One sheet: rows of { title, tiles: [{ file, caption }] }. */
async function sheet(rows) {
  const columns = Math.max(...rows.map((r) => r.tiles.length));
  const width = LABEL + columns * (TILE + GAP) + GAP;
  const rowHeight = TILE + CAPTION + GAP;
  const layers = [];
  for (const [r, row] of rows.entries()) {
    const top = GAP + r * rowHeight;
    layers.push({ input: text(row.title, LABEL, TILE, 16, 'start'), left: 0, top });
    for (const [c, tile] of row.tiles.entries()) {
      const left = LABEL + c * (TILE + GAP);
      // Each tile on light grey, so a white page shows its edges.
      const image = await sharp(tile.file)
        .resize(TILE, TILE, { fit: 'contain', background: '#d8d8d8' })
        .flatten({ background: '#d8d8d8' })
        .png()
        .toBuffer();
      layers.push({ input: image, left, top }, { input: text(tile.caption, TILE, CAPTION, 14, 'middle'), left, top: top + TILE });
    }
  }
  return sharp({ create: { width, height: GAP + rows.length * rowHeight, channels: 3, background: '#ffffff' } })
    .composite(layers)
    .png()
    .toBuffer();
}

/** Writes `<group>-<n>.png` sheets of ROWS_PER_SHEET pictures each, replacing the group's old sheets. */
export async function writeContactSheets(dir, groups) {
  fs.mkdirSync(dir, { recursive: true });
  for (const [group, rows] of Object.entries(groups)) {
    if (!rows.length) continue;
    for (const old of fs.readdirSync(dir).filter((f) => f.startsWith(`${group}-`))) fs.rmSync(path.join(dir, old));
    for (let i = 0; i < rows.length; i += ROWS_PER_SHEET)
      fs.writeFileSync(path.join(dir, `${group}-${i / ROWS_PER_SHEET + 1}.png`), await sheet(rows.slice(i, i + ROWS_PER_SHEET)));
  }
}
