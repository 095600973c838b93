import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { credits } from '../../db/schema.ts';
import { json, type TestApp } from '../../../test/app.ts';
import { multipart } from '../../../test/multipart.ts';
import { createPage, pageImages } from '../pages/create-page.ts';

/** Test-only builders shared by the coloreds and print tests. */

/** Line art: a black ring (stroke 40 px, centre radius 300) on white, 1024x1024. */
export const lineArt = () =>
  sharp(
    Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="1024" height="1024"><rect width="1024" height="1024" fill="#fff"/>' +
        '<circle cx="512" cy="512" r="300" fill="none" stroke="#000" stroke-width="40"/></svg>',
    ),
  )
    .png()
    .toBuffer();

/** A coloring layer: transparent, with one filled square from 100 to 924 (it covers the ring). */
export const coloringLayer = (fill = '#e03131', size = 1024) =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">` +
        `<rect x="${(size * 100) / 1024}" y="${(size * 100) / 1024}" width="${(size * 824) / 1024}" height="${(size * 824) / 1024}" fill="${fill}"/></svg>`,
    ),
  )
    .png()
    .toBuffer();

/** Uploads bytes through POST /storage/upload, as the coloring screen does; returns the url. */
export async function upload(t: TestApp, auth: Record<string, string>, body: Buffer, filename = 'image.png', type = 'image/png') {
  const { payload, headers } = multipart({}, { file: { bytes: body, filename, type } });
  const res = await t.app.inject({ method: 'POST', url: '/api/storage/upload', payload, headers: { ...auth, ...headers } });
  if (res.statusCode !== 200) throw new Error(`upload failed: ${res.body}`);
  return json(res).data.url as string;
}

/** A page owned by userId, made from the ring line art. */
export async function createTestPage(t: TestApp, userId: number, title = 'Round sun') {
  return createPage(t.app.ctx, t.database.db, { userId, source: 'upload', title, images: await pageImages(await lineArt()) });
}

export async function setPublicCredits(t: TestApp, userId: number, n: number) {
  await t.database.db.update(credits).set({ publicPage: n }).where(eq(credits.userId, userId));
}

export async function publicCredits(t: TestApp, userId: number) {
  const [row] = await t.database.db.select().from(credits).where(eq(credits.userId, userId));
  return row?.publicPage;
}

/** RGB of one pixel of an encoded image. */
export async function pixel(image: Buffer, x: number, y: number) {
  const { data, info } = await sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [data[at], data[at + 1], data[at + 2]] as [number, number, number];
}

/** The bytes behind a url of an answer (a signed private url too), as a browser gets them; null when it is gone. */
export async function fileAt(t: TestApp, url: string): Promise<Buffer | null> {
  // Public files on S3 come from the bucket; the app serves everything else (disk, signed urls).
  if (/^https?:/.test(url)) {
    const res = await fetch(url);
    return res.ok ? Buffer.from(await res.arrayBuffer()) : null;
  }
  const res = await t.app.inject({ method: 'GET', url });
  return res.statusCode === 200 ? res.rawPayload : null;
}
