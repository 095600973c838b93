// Which way up a kept snapshot came out, against the page as printed: the quarter turn of the
// kept page under which its ink, blurred on a small copy, agrees best with the printed page's.
import sharp from 'sharp';

const SIDE = 128;

async function inkOf(png: Buffer, width: number, height: number, turn: number): Promise<Float64Array> {
  const { data } = await sharp(png)
    .flatten({ background: '#ffffff' })
    .rotate(turn)
    .resize(width, height, { fit: 'fill' })
    .greyscale()
    .blur(2)
    .raw()
    .toBuffer({ resolveWithObject: true });
  const ink = new Float64Array(data.length);
  let mean = 0;
  for (let i = 0; i < data.length; i++) mean += ink[i] = 255 - data[i]!;
  mean /= data.length;
  for (let i = 0; i < ink.length; i++) ink[i]! -= mean;
  return ink;
}

/**
 * How far the kept page is turned from the printed one, in degrees clockwise (0, 90, 180 or 270),
 * and how clearly (the best agreement less the next best, of correlations in -1..1).
 */
export async function turnedBy(kept: Buffer, printed: Buffer): Promise<{ turned: number; margin: number }> {
  const meta = await sharp(printed).metadata();
  const k = SIDE / Math.max(meta.width!, meta.height!);
  const width = Math.max(8, Math.round(meta.width! * k));
  const height = Math.max(8, Math.round(meta.height! * k));
  const want = await inkOf(printed, width, height, 0);
  const scores: Array<[number, number]> = [];
  for (const undo of [0, 90, 180, 270]) {
    const got = await inkOf(kept, width, height, undo);
    let ab = 0;
    let aa = 0;
    let bb = 0;
    for (let i = 0; i < want.length; i++) {
      ab += want[i]! * got[i]!;
      aa += want[i]! * want[i]!;
      bb += got[i]! * got[i]!;
    }
    // Turning the kept page `undo` clockwise matches the print: it came out turned the other way.
    scores.push([(360 - undo) % 360, ab / Math.sqrt(aa * bb || 1)]);
  }
  scores.sort((a, b) => b[1] - a[1]);
  return { turned: scores[0]![0], margin: scores[0]![1] - scores[1]![1] };
}
