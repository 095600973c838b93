import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { MIN_PRINT_PPI, POINTS_PER_INCH, BLEED_IN, TRIM_SIZES, type BookTrim } from '@crayonbox/contract';

/**
 * The print-on-demand check of a book PDF, read with poppler's own tools (pdfinfo, pdfimages,
 * pdffonts) rather than the library that wrote it: every page's TrimBox is the trim, its MediaBox
 * the trim plus bleed when chosen (0.125 in on the outside edge, 0.25 in in height), the page
 * count is even, every image is at least 300 ppi at its printed size, and every font is embedded
 * as a subset (named with the ABCDEF+ tag that tells a subset, PDF 32000-1 9.6.4).
 */
export interface PdfCheck {
  pages: number;
  images: number;
  minPpi: number;
  fonts: Array<{ name: string; embedded: boolean; subset: boolean }>;
  problems: string[];
}

const run = (tool: string, args: string[]) => execFileSync(tool, args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });

const near = (a: number, b: number) => Math.abs(a - b) < 0.05;

export function checkBookPdf(file: string, expected: { trim: BookTrim; bleed: boolean }): PdfCheck {
  const problems: string[] = [];
  const info = run('pdfinfo', ['-box', '-f', '1', '-l', '100000', file]);
  const pages = Number(/^Pages:\s+(\d+)/m.exec(info)?.[1] ?? 0);
  if (pages % 2) problems.push(`odd page count ${pages}`);
  const size = TRIM_SIZES[expected.trim];
  const trimW = size.width * POINTS_PER_INCH;
  const trimH = size.height * POINTS_PER_INCH;
  const bleed = expected.bleed ? BLEED_IN * POINTS_PER_INCH : 0;
  const boxes = new Map<string, number[]>();
  for (const m of info.matchAll(/^Page\s+(\d+)\s+(MediaBox|TrimBox|BleedBox):\s+([\d.\s-]+)$/gm)) {
    boxes.set(`${m[1]} ${m[2]}`, m[3]!.trim().split(/\s+/).map(Number));
  }
  for (let p = 1; p <= pages; p++) {
    const media = boxes.get(`${p} MediaBox`);
    const trim = boxes.get(`${p} TrimBox`);
    if (!media || !trim) {
      problems.push(`page ${p}: boxes missing`);
      continue;
    }
    const [mx0, my0, mx1, my1] = media as [number, number, number, number];
    const [tx0, ty0, tx1, ty1] = trim as [number, number, number, number];
    if (!near(mx1 - mx0, trimW + bleed) || !near(my1 - my0, trimH + 2 * bleed)) {
      problems.push(
        `page ${p}: MediaBox ${(mx1 - mx0).toFixed(2)}x${(my1 - my0).toFixed(2)} pt, expected ${(trimW + bleed).toFixed(2)}x${(trimH + 2 * bleed).toFixed(2)}`,
      );
    }
    if (!near(tx1 - tx0, trimW) || !near(ty1 - ty0, trimH)) {
      problems.push(
        `page ${p}: TrimBox ${(tx1 - tx0).toFixed(2)}x${(ty1 - ty0).toFixed(2)} pt, expected ${trimW.toFixed(2)}x${trimH.toFixed(2)}`,
      );
    }
    if (tx0 < mx0 - 0.01 || ty0 < my0 - 0.01 || tx1 > mx1 + 0.01 || ty1 > my1 + 0.01)
      problems.push(`page ${p}: TrimBox outside the MediaBox`);
  }

  // pdfimages -list: page num type width height color comp bpc enc interp object ID x-ppi y-ppi size ratio
  const rows = run('pdfimages', ['-list', file])
    .split('\n')
    .slice(2)
    .map((line) => line.trim().split(/\s+/))
    .filter((cols) => cols.length >= 14 && cols[2] === 'image');
  let minPpi = Infinity;
  for (const cols of rows) {
    const ppi = Math.min(Number(cols[12]), Number(cols[13]));
    minPpi = Math.min(minPpi, ppi);
    if (ppi < MIN_PRINT_PPI) problems.push(`page ${cols[0]}: image at ${ppi} ppi (under ${MIN_PRINT_PPI})`);
  }

  // pdffonts: name type encoding emb sub uni object ID; the yes/no columns sit after the encoding.
  const fonts = run('pdffonts', [file])
    .split('\n')
    .slice(2)
    .filter(Boolean)
    .map((line) => {
      const cols = line.trim().split(/\s+/);
      const flags = cols.slice(-5, -2);
      return { name: cols[0]!, embedded: flags[0] === 'yes', subset: flags[1] === 'yes' };
    });
  for (const font of fonts) if (!font.embedded) problems.push(`font ${font.name} is not embedded`);
  for (const font of fonts) if (font.embedded && !font.subset) problems.push(`font ${font.name} is embedded whole, not as a subset`);

  return { pages, images: rows.length, minPpi: rows.length ? minPpi : 0, fonts, problems };
}

/**
 * Stored bytes of each embedded TrueType font program (the /FontFile2 streams), read from the file
 * as written without object streams: a subset of the few letters a book uses is a few kB, a whole
 * DejaVu Sans is some 750 kB (380 kB deflated).
 */
export function fontProgramSizes(file: string): number[] {
  const text = fs.readFileSync(file).toString('latin1');
  return [...text.matchAll(/\/FontFile2\s+(\d+)\s+0\s+R/g)].map((ref) => {
    const object = new RegExp(`(?:^|\\n)${ref[1]}\\s+0\\s+obj\\s*<<([\\s\\S]*?)>>\\s*stream`).exec(text);
    const length = object && /\/Length\s+(\d+)/.exec(object[1]!);
    if (!length) throw new Error(`font program ${ref[1]} not found`);
    return Number(length[1]);
  });
}
