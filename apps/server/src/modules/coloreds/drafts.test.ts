import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { ColoringDraft } from '@crayonbox/contract';
import { createAdmin, json, signUpVerified, type TestApp } from '../../../test/app.ts';
import { startAppOnStorage, STORAGE_KINDS, type StorageUnderTest, storedKeyOf } from '../../../test/storage-kinds.ts';
import { multipart } from '../../../test/multipart.ts';
import { coloringLayer, createTestPage, fileAt, publicCredits, setPublicCredits, upload } from './test-fixtures.ts';

let t: TestApp;
let s: StorageUnderTest;
let owner: Awaited<ReturnType<typeof signUpVerified>>;

type Auth = Record<string, string>;

/** PUT /coloreds/{pageId}/draft as the coloring screen sends it: the layer and three fields. */
function putDraft(auth: Auth, pageId: number, fields: Record<string, string | number>, file: Buffer | null) {
  const { payload, headers } = multipart(fields, file ? { file: { bytes: file, filename: 'draft.png', type: 'image/png' } } : {});
  return t.app.inject({ method: 'PUT', url: `/api/coloreds/${pageId}/draft`, payload, headers: { ...auth, ...headers } });
}

const readDraft = async (auth: Auth, pageId: number) =>
  json(await t.app.inject({ method: 'GET', url: `/api/coloreds/${pageId}/draft`, headers: auth })).data as ColoringDraft | null;

const at = (secondsAgo: number) => new Date(Date.now() - secondsAgo * 1000).toISOString();

const storedFiles = () => s.storedKeys(t);

async function topLeftColor(url: string) {
  const file = await fileAt(t, url);
  const { data } = await sharp(file!).extract({ left: 500, top: 500, width: 1, height: 1 }).raw().toBuffer({ resolveWithObject: true });
  return [data[0], data[1], data[2]];
}

// On the disk and on S3 (an S3-compatible server on 127.0.0.1, through the AWS SDK).
describe.each(STORAGE_KINDS)('on %s storage', (kind) => {
  startAppOnStorage(kind, async (app, storage) => {
    t = app;
    s = storage;
    owner = await signUpVerified(t, { name: 'Page Owner' });
  });

  describe('drafts kept for every device', () => {
    it('the owner’s draft from one device opens on another; each write gets a higher revision', async () => {
      const page = await createTestPage(t, owner.user.id);
      expect(await readDraft(owner.auth, page.id)).toBeNull();
      const first = await putDraft(
        owner.auth,
        page.id,
        { base_revision: 0, changed_at: at(5), device: 'laptop' },
        await coloringLayer('#e03131'),
      );
      expect(first.statusCode).toBe(200);
      const draft = json(first).data as ColoringDraft;
      expect(draft).toMatchObject({ page_id: page.id, device: 'laptop' });
      expect(await readDraft(owner.auth, page.id)).toEqual(draft);
      expect(await topLeftColor(draft.photo)).toEqual([0xe0, 0x31, 0x31]);

      const second = json(
        await putDraft(
          owner.auth,
          page.id,
          { base_revision: draft.revision, changed_at: at(1), device: 'phone' },
          await coloringLayer('#1c7ed6'),
        ),
      ).data as ColoringDraft;
      expect(second.revision).toBeGreaterThan(draft.revision);
      expect(await topLeftColor((await readDraft(owner.auth, page.id))!.photo)).toEqual([0x1c, 0x7e, 0xd6]);
      // The replaced picture is gone from the storage; the new one is there.
      expect(storedFiles()).toContain(storedKeyOf(t, second.photo));
      expect(storedFiles()).not.toContain(storedKeyOf(t, draft.photo));
    });

    it('the newer draft wins: an older whole layer on a stale revision stores nothing; a newer one replaces', async () => {
      const page = await createTestPage(t, owner.user.id);
      const base = json(
        await putDraft(owner.auth, page.id, { base_revision: 0, changed_at: at(60), device: 'laptop' }, await coloringLayer('#e03131')),
      ).data as ColoringDraft;
      const phone = json(
        await putDraft(
          owner.auth,
          page.id,
          { base_revision: base.revision, changed_at: at(10), device: 'phone' },
          await coloringLayer('#1c7ed6'),
        ),
      ).data as ColoringDraft;

      const files = storedFiles();
      const stale = await putDraft(
        owner.auth,
        page.id,
        { base_revision: base.revision, changed_at: at(30), device: 'laptop' },
        await coloringLayer('#2f9e44'),
      );
      // Every tile of it lost to the phone's newer work: the answer is the phone's draft, unchanged.
      expect(stale.statusCode).toBe(200);
      expect(json(stale).data).toEqual(phone);
      expect(storedFiles()).toEqual(files);
      expect(await readDraft(owner.auth, page.id)).toEqual(phone);

      const newer = await putDraft(
        owner.auth,
        page.id,
        { base_revision: base.revision, changed_at: at(0), device: 'laptop' },
        await coloringLayer('#2f9e44'),
      );
      expect(newer.statusCode).toBe(200);
      expect((json(newer).data as ColoringDraft).revision).toBeGreaterThan(phone.revision);
      expect(await topLeftColor((await readDraft(owner.auth, page.id))!.photo)).toEqual([0x2f, 0x9e, 0x44]);
    });

    it('on someone else’s page drafts start after the first save took its credit, and never take another', async () => {
      const page = await createTestPage(t, owner.user.id);
      const colorer = await signUpVerified(t);
      await setPublicCredits(t, colorer.user.id, 2);
      const files = storedFiles();
      const early = await putDraft(colorer.auth, page.id, { base_revision: 0, changed_at: at(1), device: 'tablet' }, await coloringLayer());
      expect(early.statusCode).toBe(403);
      expect(json(early).message).toBe('Save this coloring once first: from then on it is kept for all your devices.');
      expect(storedFiles()).toEqual(files);

      const photo = await upload(t, colorer.auth, await coloringLayer());
      expect(
        (await t.app.inject({ method: 'PATCH', url: '/api/coloreds/upsert', headers: colorer.auth, payload: { pageId: page.id, photo } }))
          .statusCode,
      ).toBe(200);
      expect(await publicCredits(t, colorer.user.id)).toBe(1);
      let revision = 0;
      for (let i = 0; i < 3; i++) {
        const res = await putDraft(
          colorer.auth,
          page.id,
          { base_revision: revision, changed_at: at(3 - i), device: 'tablet' },
          await coloringLayer(),
        );
        expect(res.statusCode).toBe(200);
        revision = (json(res).data as ColoringDraft).revision;
      }
      expect(await publicCredits(t, colorer.user.id)).toBe(1);
      // Drafts are the caller's own: the owner of the page sees none of them.
      expect(await readDraft(owner.auth, page.id)).toBeNull();
    });

    it('refuses bad drafts with clear errors and keeps nothing', async () => {
      const page = await createTestPage(t, owner.user.id);
      const admin = await createAdmin(t);
      const fields = { base_revision: 0, changed_at: at(1), device: 'laptop' };
      const files = storedFiles();
      const small = await putDraft(owner.auth, page.id, fields, await coloringLayer('#e03131', 512));
      expect(small.statusCode).toBe(422);
      expect(json(small).errors.file).toEqual(['The coloring must be a 1024x1024 PNG image.']);
      const notImage = await putDraft(owner.auth, page.id, fields, Buffer.from('not a picture'));
      expect(json(notImage).errors.file).toEqual(['The coloring must be a 1024x1024 PNG image.']);
      expect(json(await putDraft(owner.auth, page.id, fields, null)).errors.file).toEqual(['Attach the coloring as file.']);
      const badFields = await putDraft(
        owner.auth,
        page.id,
        { base_revision: -1, changed_at: 'yesterday', device: '' },
        await coloringLayer(),
      );
      expect(Object.keys(json(badFields).errors).sort()).toEqual(['base_revision', 'changed_at', 'device']);
      expect((await putDraft(owner.auth, 999_999, fields, await coloringLayer())).statusCode).toBe(404);
      expect((await putDraft(admin.auth, page.id, fields, await coloringLayer())).statusCode).toBe(403);
      expect((await putDraft({}, page.id, fields, await coloringLayer())).statusCode).toBe(401);
      const asJson = await t.app.inject({ method: 'PUT', url: `/api/coloreds/${page.id}/draft`, headers: owner.auth, payload: fields });
      expect(asJson.statusCode).toBe(415);
      expect(storedFiles()).toEqual(files);
      expect(await readDraft(owner.auth, page.id)).toBeNull();
    });

    it('after a save the device deletes the draft it saved; a newer draft from another device stays', async () => {
      const page = await createTestPage(t, owner.user.id);
      const one = json(
        await putDraft(owner.auth, page.id, { base_revision: 0, changed_at: at(9), device: 'laptop' }, await coloringLayer()),
      ).data as ColoringDraft;
      const two = json(
        await putDraft(owner.auth, page.id, { base_revision: one.revision, changed_at: at(1), device: 'phone' }, await coloringLayer()),
      ).data as ColoringDraft;
      const del = (revision: number) =>
        t.app.inject({ method: 'DELETE', url: `/api/coloreds/${page.id}/draft?revision=${revision}`, headers: owner.auth });
      expect(json(await del(one.revision)).data).toEqual({ deleted: false });
      expect(await readDraft(owner.auth, page.id)).toEqual(two);
      expect(storedFiles()).toContain(storedKeyOf(t, two.photo));
      expect(json(await del(two.revision)).data).toEqual({ deleted: true });
      expect(await readDraft(owner.auth, page.id)).toBeNull();
      expect(storedFiles()).not.toContain(storedKeyOf(t, two.photo));
      expect((await del(0)).statusCode).toBe(422);
    });
  });
});
