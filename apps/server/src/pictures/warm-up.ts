import sharp from 'sharp';
import { seededRandom } from '../demo/svg.ts';
import { uploadPreview } from '../modules/generation/upload-pictures.ts';

/**
 * A made-up photo: a red ball, sharp, in front of a blurred leafy background (green and brown
 * blotches), off-centre, 900x600. Enough for a trace to take every step a real photo takes; the
 * tests trace it too (line-art/test-fixtures.ts).
 */
export async function madeUpPhoto(): Promise<Buffer> {
  const rnd = seededRandom(3);
  const blotches = Array.from({ length: 160 }, (_, i) => {
    const colour = ['#3d6b2a', '#6f8f3a', '#8a6a3c', '#2e4f22', '#a9b86a'][i % 5];
    return `<circle cx="${Math.round(rnd() * 900)}" cy="${Math.round(rnd() * 600)}" r="${Math.round(15 + rnd() * 50)}" fill="${colour}"/>`;
  }).join('');
  const leaves = `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="600"><rect width="900" height="600" fill="#557a35"/>${blotches}</svg>`;
  const background = await sharp(Buffer.from(leaves)).blur(9).png().toBuffer();
  const ball = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="900" height="600">
    <defs><radialGradient id="g" cx="0.4" cy="0.35" r="0.7"><stop offset="0" stop-color="#ff6a5a"/><stop offset="1" stop-color="#a8120c"/></radialGradient></defs>
    <circle cx="520" cy="310" r="190" fill="url(#g)"/>
    <path d="M340 300 Q520 380 700 300" fill="none" stroke="#f4f0e0" stroke-width="22"/>
  </svg>`);
  return sharp(background)
    .composite([{ input: ball }])
    .jpeg({ quality: 88 })
    .toBuffer();
}

/**
 * Traces a made-up photo once, so the first person to upload one does not wait for the picture
 * worker to load OpenCV and for V8 to compile the tracing's hot code: the first preview in a new
 * worker took 3.5 s where the next took 2.2 s.
 */
export async function warmUp(): Promise<{ detected: string; mode: string }> {
  // No mode asked: the photo goes the way a real one does, detected and then traced.
  const { detected, mode } = await uploadPreview(await madeUpPhoto(), 900 * 600, undefined, 3);
  return { detected, mode };
}
