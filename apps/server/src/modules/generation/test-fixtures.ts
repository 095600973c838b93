import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { expect } from 'vitest';
import { credits, pages } from '../../db/schema.ts';
import { json, type TestApp } from '../../../test/app.ts';
import { multipart } from '../../../test/multipart.ts';

/** Sets the openai_key setting as an admin does ('' removes it). */
export async function setOpenAiKey(t: TestApp, adminAuth: Record<string, string>, value: string) {
  const res = await t.app.inject({ method: 'PATCH', url: '/api/settings/openai_key/update', headers: adminAuth, payload: { value } });
  if (res.statusCode !== 200) throw new Error(`setting the key failed: ${res.body}`);
}

export async function creationCredits(t: TestApp, userId: number): Promise<number | undefined> {
  const [row] = await t.database.db.select().from(credits).where(eq(credits.userId, userId));
  return row?.pageCreation;
}

export async function setCreationCredits(t: TestApp, userId: number, n: number) {
  await t.database.db.update(credits).set({ pageCreation: n }).where(eq(credits.userId, userId));
}

export async function pagesOf(t: TestApp, userId: number) {
  return t.database.db.select().from(pages).where(eq(pages.userId, userId));
}

/** A failed creation spent nothing and made nothing: the user's creations left as `before`, no page. */
export async function expectNothingSpent(t: TestApp, userId: number, before: number | undefined) {
  expect(await creationCredits(t, userId)).toBe(before);
  expect(await pagesOf(t, userId)).toHaveLength(0);
}

/** Reads a stored image back and tells its size and every distinct channel value. */
export async function inspectStored(t: TestApp, url: string) {
  const bytes = await t.app.ctx.storage.read(url);
  if (!bytes) throw new Error(`nothing stored at ${url}`);
  const meta = await sharp(bytes).metadata();
  const { data } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
  let black = 0;
  let grey = 0;
  const values = new Set<number>();
  for (const v of data) {
    values.add(v);
    if (v === 0) black++;
    else if (v !== 255) grey++;
  }
  // greyShare: the anti-aliased edge pixels of crisp line art are a small share of the page.
  return {
    format: meta.format,
    width: meta.width,
    height: meta.height,
    values,
    blackShare: black / data.length,
    greyShare: grey / data.length,
  };
}

/** Uploads bytes through POST /storage/upload; returns the response. */
export async function uploadFile(t: TestApp, auth: Record<string, string>, body: Buffer, filename = 'image.png') {
  const { payload, headers } = multipart({}, { file: { bytes: body, filename } });
  return t.app.inject({ method: 'POST', url: '/api/storage/upload', payload, headers: { ...auth, ...headers } });
}

/** Uploads bytes and returns the url, failing loudly otherwise. */
export async function uploadedUrl(t: TestApp, auth: Record<string, string>, body: Buffer, filename = 'image.png'): Promise<string> {
  const res = await uploadFile(t, auth, body, filename);
  if (res.statusCode !== 200) throw new Error(`upload failed: ${res.body}`);
  return json(res).data.url as string;
}
