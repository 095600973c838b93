import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { uploads, users } from '../../db/schema.ts';
import { signUpVerified, type TestApp } from '../../../test/app.ts';
import { startAppOnStorage, STORAGE_KINDS, type StorageUnderTest } from '../../../test/storage-kinds.ts';
import { coloringLayer, createTestPage, upload } from '../coloreds/test-fixtures.ts';
import { sweepUploads, UPLOAD_GRACE_MS, USED_UPLOAD_GRACE_MS } from './uploads.ts';

// On the disk and on S3 (an S3-compatible server on 127.0.0.1, through the AWS SDK).
describe.each(STORAGE_KINDS)('uploads nothing keeps, on %s', (kind) => {
  let s: StorageUnderTest;
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof signUpVerified>>;
  startAppOnStorage(kind, async (app, storage) => {
    t = app;
    s = storage;
    owner = await signUpVerified(t, { name: 'Saver' });
  });

  /** Every file the storage holds. */
  const countFiles = () => s.storedKeys(t).length;

  const save = async (pageId: number, fill: string) => {
    const photo = await upload(t, owner.auth, await coloringLayer(fill));
    const res = await t.app.inject({ method: 'PATCH', url: '/api/coloreds/upsert', headers: owner.auth, payload: { pageId, photo } });
    expect(res.statusCode).toBe(200);
    return photo;
  };

  it('a coloring saved again and again leaves no file behind once the sweeper has passed an hour later', async () => {
    const page = await createTestPage(t, owner.user.id, 'Saved often');
    await save(page.id, '#e03131');
    const after1 = countFiles();
    const photos = [];
    for (let i = 0; i < 20; i++) photos.push(await save(page.id, i % 2 ? '#1971c2' : '#2f9e44'));
    // Each save keeps its own copy; the uploads stay an hour, so a client may save one again.
    expect(countFiles()).toBe(after1 + 20);
    expect(await sweepUploads(t.app.ctx)).toBe(0);
    const again = await t.app.inject({
      method: 'PATCH',
      url: '/api/coloreds/upsert',
      headers: owner.auth,
      payload: { pageId: page.id, photo: photos[3] },
    });
    expect(again.statusCode).toBe(200);
    // An hour later the sweeper removes every copied upload (and the first save's).
    expect(await sweepUploads(t.app.ctx, new Date(Date.now() + USED_UPLOAD_GRACE_MS + 60_000))).toBe(21);
    expect(countFiles()).toBe(after1 - 1);
    expect(await t.database.db.select().from(uploads).where(eq(uploads.userId, owner.user.id))).toEqual([]);
  });

  it('are swept after the grace period, unless something refers to them; fresh ones wait', async () => {
    const abandoned = await upload(t, owner.auth, await coloringLayer('#ffd43b'));
    const avatar = await upload(t, owner.auth, await coloringLayer('#845ef7'));
    const fresh = await upload(t, owner.auth, await coloringLayer('#ff922b'));
    await t.database.db.update(users).set({ photo: avatar }).where(eq(users.id, owner.user.id));
    const longAgo = new Date(Date.now() - UPLOAD_GRACE_MS - 60_000);
    for (const url of [abandoned, avatar]) await t.database.db.update(uploads).set({ createdAt: longAgo }).where(eq(uploads.url, url));

    expect(await sweepUploads(t.app.ctx)).toBe(1);
    expect(await t.app.ctx.storage.read(abandoned)).toBeNull();
    expect(await t.app.ctx.storage.read(avatar)).not.toBeNull();
    expect(await t.app.ctx.storage.read(fresh)).not.toBeNull();
    const left = (await t.database.db.select().from(uploads)).map((r) => r.url);
    expect(left).toEqual([fresh]);
  });
});
