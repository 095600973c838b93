import { describe, expect, it } from 'vitest';
import { createAdmin, json, signUpVerified, type TestApp } from '../../../test/app.ts';
import { missingUpload, startAppOnStorage, STORAGE_KINDS } from '../../../test/storage-kinds.ts';
import { coloringLayer, createTestPage, upload } from '../coloreds/test-fixtures.ts';

let t: TestApp;
let owner: Awaited<ReturnType<typeof signUpVerified>>;
let stranger: Awaited<ReturnType<typeof signUpVerified>>;
let admin: Awaited<ReturnType<typeof createAdmin>>;

const call = (method: 'POST' | 'PATCH', url: string, auth: Record<string, string>, payload: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: auth, payload });

// On the disk and on S3 (an S3-compatible server on 127.0.0.1, through the AWS SDK).
describe.each(STORAGE_KINDS)('on %s storage', (kind) => {
  startAppOnStorage(kind, async (app) => {
    t = app;
    admin = await createAdmin(t);
    owner = await signUpVerified(t, { name: 'Uploader' });
    stranger = await signUpVerified(t, { name: 'Stranger' });
  });

  describe('an upload belongs to the user who made it', () => {
    it("refuses another user's upload for a page or a coloring, and takes the owner's", async () => {
      const url = await upload(t, owner.auth, await coloringLayer());
      const page = await createTestPage(t, stranger.user.id);

      const pageFromIt = await call('POST', '/pages/upload', stranger.auth, { url, mode: 'as-is' });
      expect(pageFromIt.statusCode).toBe(422);
      expect(json(pageFromIt).errors.url).toBeDefined();
      const saved = await call('PATCH', '/coloreds/upsert', stranger.auth, { pageId: page.id, photo: url });
      expect(saved.statusCode).toBe(422);
      expect(json(saved).errors.photo).toBeDefined();

      expect((await call('PATCH', '/coloreds/upsert', owner.auth, { pageId: page.id, photo: url })).statusCode).toBe(200);
    });

    it('refuses a page illustration (a stored file nobody uploaded) as a coloring', async () => {
      const page = await createTestPage(t, owner.user.id);
      const res = await call('PATCH', '/coloreds/upsert', owner.auth, { pageId: page.id, photo: page.illustration });
      expect(res.statusCode).toBe(422);
    });
  });

  describe('profile photos and the favicon are uploads of this app', () => {
    const bad = () => [
      'javascript:alert(1)',
      'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>',
      'file:///etc/passwd',
      'https://evil.example/me.png',
      '/uploads/../app.key',
      missingUpload(t),
    ];

    it("takes the user's own upload, keeps the current photo, refuses anything else", async () => {
      const me = await signUpVerified(t);
      const profile = (photo: string) => call('PATCH', '/users/update', me.auth, { name: me.name, email: me.email, photo });
      const strangers = await upload(t, stranger.auth, await coloringLayer());
      for (const photo of [...bad(), strangers]) {
        const res = await profile(photo);
        expect(res.statusCode, photo).toBe(422);
        expect(json(res).errors.photo, photo).toBeDefined();
      }
      const mine = await upload(t, me.auth, await coloringLayer());
      expect(json(await profile(mine)).data.photo).toBe(mine);
      expect((await profile(mine)).statusCode).toBe(200);
      expect(json(await profile('')).data.photo).toBe('');
    });

    it("lets an admin set a user's photo only from the admin's own uploads", async () => {
      const edit = (photo: string) =>
        call('PATCH', `/users/${owner.user.id}/update`, admin.auth, { name: owner.name, email: owner.email, photo });
      for (const photo of bad()) expect((await edit(photo)).statusCode, photo).toBe(422);
      const url = await upload(t, admin.auth, await coloringLayer());
      expect((await edit(url)).statusCode).toBe(200);
    });

    it('takes a favicon only from the admin’s uploads or the default mark', async () => {
      const favicon = (value: string) => call('PATCH', '/settings/favicon/update', admin.auth, { value });
      for (const value of bad()) {
        const res = await favicon(value);
        expect(res.statusCode, value).toBe(422);
        expect(json(res).errors.value, value).toBeDefined();
      }
      const url = await upload(t, admin.auth, await coloringLayer());
      expect((await favicon(url)).statusCode).toBe(200);
      expect((await favicon('/favicon.svg')).statusCode).toBe(200);
    });
  });
});
