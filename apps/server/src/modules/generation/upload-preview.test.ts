import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { json, signUpVerified, type TestApp } from '../../../test/app.ts';
import { missingUpload, startAppOnStorage, STORAGE_KINDS } from '../../../test/storage-kinds.ts';
import { buildPhoto } from './line-art/test-fixtures.ts';
import { creationCredits, expectNothingSpent, pagesOf, uploadedUrl } from './test-fixtures.ts';

let t: TestApp;

const previewOf = (auth: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/pages/upload/preview', headers: auth, payload });

const svg = (w: number, h: number, body: string) =>
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">${body}</svg>`);

/** A face drawn as line art: a round outline, two solid black eyes, a smile. */
const face = () =>
  sharp(
    svg(
      600,
      600,
      '<rect width="600" height="600" fill="#fff"/><circle cx="300" cy="300" r="220" fill="none" stroke="#000" stroke-width="8"/>' +
        '<circle cx="220" cy="240" r="30" fill="#000"/><circle cx="380" cy="240" r="30" fill="#000"/>' +
        '<path d="M200 380 Q300 460 400 380" fill="none" stroke="#000" stroke-width="8"/>',
    ),
  )
    .png()
    .toBuffer();

/** A "photo": a sky gradient, a sun, a hill, grain on everything. */
async function photo(): Promise<Buffer> {
  const base = await sharp(
    svg(
      900,
      600,
      '<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#5fa8e8"/><stop offset="1" stop-color="#cfe7fa"/></linearGradient></defs>' +
        '<rect width="900" height="600" fill="url(#s)"/><circle cx="680" cy="160" r="90" fill="#ffc21a"/>' +
        '<ellipse cx="300" cy="640" rx="460" ry="250" fill="#3e8e41"/><rect x="140" y="300" width="120" height="110" fill="#b5452b"/>',
    ),
  )
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  // Grain: what a camera adds, and what used to become specks.
  let seed = 1;
  const data = Buffer.from(base.data);
  for (let i = 0; i < data.length; i++) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    data[i] = Math.max(0, Math.min(255, (data[i] as number) + ((seed >> 16) % 25) - 12));
  }
  return sharp(data, { raw: base.info }).jpeg({ quality: 85 }).toBuffer();
}

/** The preview's picture: paper/ink per pixel, white regions (4-connected) and ink specks (8-connected, < 20 px). */
async function analyse(dataUrl: string) {
  expect(dataUrl).toMatch(/^data:image\/png;base64,/);
  const png = Buffer.from(dataUrl.split(',')[1]!, 'base64');
  const { data, info } = await sharp(png).extractChannel(0).raw().toBuffer({ resolveWithObject: true });
  const { width: w, height: h } = info;
  const ink = (i: number) => (data[i] as number) < 128;
  const region = new Int32Array(w * h).fill(-1);
  const sizes: number[] = [];
  const queue = new Int32Array(w * h);
  for (let i = 0; i < w * h; i++) {
    if (ink(i) || region[i]! >= 0) continue;
    let qe = 0;
    region[i] = sizes.length;
    queue[qe++] = i;
    for (let qs = 0; qs < qe; qs++) {
      const j = queue[qs]!;
      const x = j % w;
      for (const k of [x > 0 ? j - 1 : -1, x < w - 1 ? j + 1 : -1, j - w, j + w]) {
        if (k >= 0 && k < w * h && !ink(k) && region[k]! < 0) {
          region[k] = sizes.length;
          queue[qe++] = k;
        }
      }
    }
    sizes.push(qe);
  }
  const seen = new Uint8Array(w * h);
  let specks = 0;
  for (let i = 0; i < w * h; i++) {
    if (!ink(i) || seen[i]) continue;
    let qe = 0;
    seen[i] = 1;
    queue[qe++] = i;
    for (let qs = 0; qs < qe; qs++) {
      const j = queue[qs]!;
      const x = j % w;
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const k = j + dy * w + dx;
          if (x + dx < 0 || x + dx >= w || k < 0 || k >= w * h || seen[k] || !ink(k)) continue;
          seen[k] = 1;
          queue[qe++] = k;
        }
      }
    }
    if (qe < 20) specks++;
  }
  /** The white region under a point given in the source picture's coordinates (sw x sh, fitted inside). */
  const at = (x: number, y: number, sw: number, sh: number) => {
    const s = Math.min(w / sw, h / sh);
    const px = Math.round(x * s + (w - sw * s) / 2);
    const py = Math.round(y * s + (h - sh * s) / 2);
    return region[py * w + px]!;
  };
  const regionAt = (x: number, y: number) => region[y * w + x]!;
  return { w, h, ink, sizes, specks, at, region: regionAt, largestShare: Math.max(...sizes) / (w * h) };
}

// On the disk and on S3 (an S3-compatible server on 127.0.0.1, through the AWS SDK).
describe.each(STORAGE_KINDS)('on %s storage', (kind) => {
  startAppOnStorage(kind, (app) => {
    t = app;
  });

  describe('POST /pages/upload/preview', () => {
    it('keeps line art: detected as line art, one line per line, solid eyes stay solid', async () => {
      const u = await signUpVerified(t);
      const url = await uploadedUrl(t, u.auth, await face(), 'face.png');
      const res = await previewOf(u.auth, { url });
      expect(res.statusCode).toBe(200);
      const data = json(res).data;
      expect(data).toMatchObject({ detected: 'drawing', mode: 'keep', ai_available: false });
      const page = await analyse(data.preview);
      const s = page.w / 600;
      const px = (x: number, y: number) => Math.round(y * s) * page.w + Math.round(x * s);
      // Across the outline at the face's left: exactly one run of ink (tracing would draw two edges).
      const row = Math.round(300 * s);
      let runs = 0;
      for (let x = Math.round(40 * s); x < Math.round(140 * s); x++)
        if (page.ink(row * page.w + x) && !page.ink(row * page.w + x - 1)) runs++;
      expect(runs).toBe(1);
      // The eyes are solid ink, not rings.
      expect(page.ink(px(220, 240))).toBe(true);
      expect(page.ink(px(380, 240))).toBe(true);
      expect(page.specks).toBe(0);
    });

    it('draws a photo as closed outlines on an empty page: no specks, no frame, the sun apart from the sky', async () => {
      const u = await signUpVerified(t);
      const url = await uploadedUrl(t, u.auth, await photo(), 'holiday.jpg');
      const res = await previewOf(u.auth, { url });
      expect(res.statusCode).toBe(200);
      const data = json(res).data;
      expect(data).toMatchObject({ detected: 'photo', mode: 'trace', detail: 3 });
      const page = await analyse(data.preview);
      expect(page.specks).toBe(0);
      // No frame: the page's edge is paper all round, one region with the empty background.
      const corner = page.region(2, 2);
      expect(page.region(page.w - 3, 2)).toBe(corner);
      expect(page.region(2, page.h - 3)).toBe(corner);
      expect(page.region(page.w - 3, page.h - 3)).toBe(corner);
      // The sun is drawn, closed: its middle is an area of its own.
      expect(page.sizes.filter((n) => n >= 1000).length).toBeGreaterThanOrEqual(2);
    });

    it('gives fewer regions at lower detail, and spends nothing nor makes a page', async () => {
      const u = await signUpVerified(t);
      const before = await creationCredits(t, u.user.id);
      // A photo with a subject and parts to it (a striped ball before blurred leaves).
      const url = await uploadedUrl(t, u.auth, await buildPhoto(), 'garden.jpg');
      const low = await analyse(json(await previewOf(u.auth, { url, detail: 1 })).data.preview);
      const high = await analyse(json(await previewOf(u.auth, { url, detail: 5 })).data.preview);
      expect(high.sizes.length).toBeGreaterThan(low.sizes.length);
      // The user may still choose: keeping the lines of a photo is honoured.
      expect(json(await previewOf(u.auth, { url, mode: 'keep' })).data).toMatchObject({ detected: 'photo', mode: 'keep' });
      // The first names of the modes are still read, and answered with the new ones.
      expect(json(await previewOf(u.auth, { url, mode: 'as-is' })).data).toMatchObject({ detected: 'photo', mode: 'keep' });
      expect(json(await previewOf(u.auth, { url, mode: 'line-art' })).data).toMatchObject({ detected: 'photo', mode: 'trace' });
      expect(await creationCredits(t, u.user.id)).toBe(before);
      expect(await pagesOf(t, u.user.id)).toEqual([]);
    });

    it('turns the page a quarter at a time as asked, and refuses any other turn', async () => {
      const u = await signUpVerified(t);
      const url = await uploadedUrl(t, u.auth, await face(), 'face.png');
      const pixels = (dataUrl: string, turn = 0) =>
        sharp(Buffer.from(dataUrl.split(',')[1]!, 'base64'))
          .rotate(turn)
          .extractChannel(0)
          .raw()
          .toBuffer();
      const upright = json(await previewOf(u.auth, { url })).data.preview;
      for (const turn of [90, 180, 270]) {
        const res = await previewOf(u.auth, { url, turn });
        expect(res.statusCode).toBe(200);
        // The same page, turned: the eyes below the smile at 180.
        expect((await pixels(json(res).data.preview)).equals(await pixels(upright, turn))).toBe(true);
      }
      for (const turn of [45, -90, 360, 'up']) {
        const res = await previewOf(u.auth, { url, turn });
        expect(res.statusCode).toBe(422);
        expect(json(res).errors.turn).toEqual(['Turn must be 0, 90, 180 or 270.']);
      }
    });

    it('answers bad input with the contract errors', async () => {
      const u = await signUpVerified(t);
      const url = await uploadedUrl(t, u.auth, await face(), 'face.png');
      for (const detail of [0, 6, 2.5, 'lots']) {
        const res = await previewOf(u.auth, { url, detail });
        expect(res.statusCode).toBe(422);
        expect(json(res).errors.detail).toEqual(['Detail must be a whole number from 1 to 5.']);
      }
      const bad = await previewOf(u.auth, { url, mode: 'sketch' });
      expect(bad.statusCode).toBe(422);
      expect(json(bad).errors.mode).toEqual(['Mode must be one of keep, trace, ai.']);
      const notOurs = await previewOf(u.auth, { url: missingUpload(t) });
      expect(notOurs.statusCode).toBe(422);
      expect(json(notOurs).errors.url).toEqual(['We could not find that picture. Please upload it again.']);
      expect((await previewOf({}, { url })).statusCode).toBe(401);
    });

    it('tells a stored picture that was damaged since it was uploaded, and spends nothing', async () => {
      const u = await signUpVerified(t);
      const url = await uploadedUrl(t, u.auth, await photo(), 'holiday.jpg');
      // The preview draws the stored bytes as they are (they were cleaned when stored)...
      expect((await previewOf(u.auth, { url })).statusCode).toBe(200);
      // ...and still reads them whole first: cut short in storage, the picture is refused clearly.
      const stored = (await t.app.ctx.storage.read(url))!;
      await t.app.ctx.storage.put(t.app.ctx.storage.keyOf(url)!, stored.subarray(0, stored.length >> 1), 'image/jpeg');
      const credits = await creationCredits(t, u.user.id);
      for (const res of [
        await previewOf(u.auth, { url }),
        await t.app.inject({ method: 'POST', url: '/api/pages/upload', headers: u.auth, payload: { url, mode: 'trace' } }),
      ]) {
        expect(res.statusCode).toBe(415);
        expect(json(res)).toMatchObject({
          code: 'UNSUPPORTED_MEDIA_TYPE',
          message: 'The image is damaged or incomplete and could not be read.',
        });
      }
      await expectNothingSpent(t, u.user.id, credits);
    });
  });

  describe('POST /pages/upload without a mode', () => {
    it('traces a photo and keeps line art, as detected', async () => {
      const u = await signUpVerified(t);
      const make = async (picture: Buffer, name: string) => {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/pages/upload',
          headers: u.auth,
          payload: { url: await uploadedUrl(t, u.auth, picture, name) },
        });
        expect(res.statusCode).toBe(201);
        const bytes = await t.app.ctx.storage.read(json(res).data.illustration);
        const small = await sharp(bytes!).resize(1024, 1024).png().toBuffer();
        return analyse(`data:image/png;base64,${small.toString('base64')}`);
      };
      const traced = await make(await photo(), 'holiday.jpg');
      expect(traced.specks).toBe(0);
      expect(traced.sizes.filter((n) => n >= 1000).length).toBeGreaterThanOrEqual(2);
      const kept = await make(await face(), 'face.png');
      expect(kept.ink(Math.round((240 / 600) * 1024) * 1024 + Math.round((220 / 600) * 1024))).toBe(true);
    });

    it('makes the page turned as the preview showed it', async () => {
      const u = await signUpVerified(t);
      const url = await uploadedUrl(t, u.auth, await face(), 'face.png');
      const made = async (turn?: number) => {
        const res = await t.app.inject({ method: 'POST', url: '/api/pages/upload', headers: u.auth, payload: { url, turn } });
        expect(res.statusCode).toBe(201);
        const bytes = await t.app.ctx.storage.read(json(res).data.illustration);
        return sharp(bytes!).resize(512, 512).extractChannel(0).raw().toBuffer();
      };
      const upright = await made();
      const [turned, back] = [
        await made(180),
        await sharp(upright, { raw: { width: 512, height: 512, channels: 1 } })
          .rotate(180)
          .extractChannel(0)
          .raw()
          .toBuffer(),
      ];
      // The upright page turned, to within the print art's resampling.
      let differ = 0;
      for (let i = 0; i < turned.length; i++) if (Math.abs(turned[i]! - back[i]!) > 64) differ++;
      expect(differ / turned.length).toBeLessThan(0.005);
      // And not the upright page itself: the smile is now above the eyes.
      let same = 0;
      for (let i = 0; i < turned.length; i++) if (Math.abs(turned[i]! - upright[i]!) <= 64) same++;
      expect(same / turned.length).toBeLessThan(0.99);
    });
  });
});
