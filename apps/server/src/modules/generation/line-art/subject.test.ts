import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { loadCv, withMats } from './opencv.ts';
import { findSubject, subjectParts } from './subject.ts';

const [W, H] = [320, 240];

/**
 * GrabCut's foreground at the size the subject is looked for at, before a blurred background
 * (sharpness 0 where nothing is painted): `paint` gives each pixel's sharpness, or null for
 * background; `isPerson` marks a person's head and body. Returns the subject's parts that
 * subjectParts keeps.
 */
async function partsOf(
  paint: (x: number, y: number) => number | null,
  isPerson?: (x: number, y: number) => boolean,
): Promise<(x: number, y: number) => boolean> {
  const { cv } = await loadCv();
  const fg = new Uint8Array(W * H);
  const sharpness = new Float32Array(W * H);
  const person = isPerson ? new Uint8Array(W * H) : undefined;
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const s = paint(x, y);
      if (s !== null) [fg[y * W + x], sharpness[y * W + x]] = [255, s];
      if (person && isPerson!(x, y)) person[y * W + x] = 1;
    }
  }
  const kept = withMats(cv, (track) => {
    const mat = track(cv.matFromArray(H, W, cv.CV_8UC1, fg));
    return Uint8Array.from(subjectParts(cv, track, mat, sharpness, person).data);
  });
  return (x, y) => kept[y * W + x] === 255;
}

describe('the subject found in a photo', () => {
  it('leaves out a patch of background that reached the subject only along a thin, soft strip', async () => {
    // A sharp body, a strip 3 px thin much softer than it, and a small patch at the strip's end
    // (what GrabCut took along: a patch of sky beside a dog's ear, reached along a soft strip).
    const kept = await partsOf((x, y) => {
      if ((x - 140) ** 2 + (y - 150) ** 2 < 70 ** 2) return 1;
      if (x >= 280 && x < 310 && y >= 60 && y < 102) return 1;
      return x >= 180 && x < 285 && y >= 99 && y < 102 ? 0.3 : null;
    });
    expect(kept(140, 150)).toBe(true);
    for (let y = 60; y < 102; y++) for (let x = 280; x < 310; x++) expect(kept(x, y)).toBe(false);
  });

  it('leaves out a blurred object apart from a sharp subject, and keeps a second sharp one', async () => {
    // A sharp body, a soft part a third its size apart from it (a pen lying blurred on the desk),
    // and a sharp part as large (a second fruit).
    const kept = await partsOf((x, y) => {
      if ((x - 200) ** 2 + (y - 150) ** 2 < 50 ** 2 || (x - 80) ** 2 + (y - 170) ** 2 < 30 ** 2) return 1;
      return x >= 30 && x < 130 && y >= 40 && y < 66 ? 0.3 : null;
    });
    expect(kept(200, 150)).toBe(true);
    expect(kept(80, 170)).toBe(true);
    expect(kept(80, 52)).toBe(false);
  });

  it('leaves out a thin pole standing beside a person, outside their head and body', async () => {
    // A person (head and shoulders, marked as the person) and a sharp pole 3 px thin touching
    // their shoulder, running up past their head (a flagpole behind a portrait).
    const inPerson = (x: number, y: number) => (x - 160) ** 2 + (y - 150) ** 2 < 75 ** 2;
    const kept = await partsOf((x, y) => (inPerson(x, y) || (x >= 84 && x < 87 && y >= 10 && y < 160) ? 1 : null), inPerson);
    expect(kept(160, 150)).toBe(true);
    for (const y of [20, 60, 100]) expect(kept(85, y)).toBe(false);
  });

  it("takes a person's hat and plain suit with their face, down to the photo's bottom edge", async () => {
    // A studio portrait: a smooth blue backdrop, a navy suit of nearly its colour running off
    // the bottom edge, a detailed face and a dark hat. Plain clothes are neither sharp nor unlike
    // the border: without the face, the suit was taken for the wall and the page drew a face alone.
    const [w, h] = [600, 700];
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
      <rect width="${w}" height="${h}" fill="#3050c8"/>
      <path d="M40 700 C60 520 160 470 300 470 C440 470 540 520 560 700 Z" fill="#1c2450"/>
      <ellipse cx="300" cy="330" rx="105" ry="135" fill="#e8b89a"/>
      <path d="M190 250 C190 140 410 140 410 250 Z" fill="#151a30"/>
      <ellipse cx="260" cy="320" rx="18" ry="9" fill="#222"/><ellipse cx="340" cy="320" rx="18" ry="9" fill="#222"/>
      <path d="M250 400 Q300 430 350 400" stroke="#7a2a2a" stroke-width="8" fill="none"/>
      <path d="M230 300 L280 300 M320 300 L370 300" stroke="#553322" stroke-width="6"/>
    </svg>`;
    const { data, info } = await sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    const photo = { data: new Uint8Array(data), width: info.width, height: info.height };
    const mask = await findSubject(photo, [{ x: 205, y: 215, width: 190, height: 200 }]);
    expect(mask).not.toBeNull();
    const subject = (x: number, y: number) => mask![y * w + x] === 255;
    // The suit, its shoulders and where it leaves the photo; the hat; and not the backdrop.
    for (const [x, y] of [
      [300, 600],
      [300, 690],
      [120, 620],
      [480, 620],
      [300, 200],
    ] as const)
      expect(subject(x, y)).toBe(true);
    for (const [x, y] of [
      [30, 30],
      [570, 300],
      [60, 400],
    ] as const)
      expect(subject(x, y)).toBe(false);
  });
});
