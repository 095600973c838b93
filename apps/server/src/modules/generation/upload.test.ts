import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import sharp from 'sharp';
import { createAdmin, json, signUpVerified, type TestApp } from '../../../test/app.ts';
import { startFakeOpenAi, type FakeOpenAi } from '../../../test/fake-openai.ts';
import { missingUpload, startAppOnStorage, STORAGE_KINDS, type StorageUnderTest } from '../../../test/storage-kinds.ts';
import { creationCredits, inspectStored, pagesOf, setCreationCredits, setOpenAiKey, uploadedUrl } from './test-fixtures.ts';

let t: TestApp;
let fake: FakeOpenAi;
let admin: Awaited<ReturnType<typeof createAdmin>>;

beforeAll(async () => {
  fake = await startFakeOpenAi();
  vi.stubEnv('OPENAI_BASE_URL', fake.url);
});
afterAll(async () => {
  await fake.close();
  vi.unstubAllEnvs();
});
beforeEach(() => fake.reset());

const pageFromUpload = (auth: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/pages/upload', headers: auth, payload });

/** A colorful "photo": sky, sun and a hill, as a JPEG. */
const photo = () =>
  sharp(
    Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="900" height="600"><rect width="900" height="600" fill="#8fc7f0"/><circle cx="700" cy="150" r="90" fill="#ffd23f"/><ellipse cx="300" cy="620" rx="420" ry="220" fill="#3e8e41"/></svg>',
    ),
  )
    .jpeg({ quality: 80 })
    .toBuffer();

/** A line drawing with a transparent background, as a PNG. */
const drawing = () =>
  sharp(
    Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="500" height="500"><path d="M250 60 L420 420 L80 420 Z" fill="none" stroke="#000" stroke-width="10"/></svg>',
    ),
  )
    .png()
    .toBuffer();

// On the disk and on S3 (an S3-compatible server on 127.0.0.1, through the AWS SDK): the upload
// is read back from the storage, and the page's pictures are stored there.
describe.each(STORAGE_KINDS)('POST /pages/upload on %s', (kind) => {
  let s: StorageUnderTest;
  startAppOnStorage(kind, async (app, storage) => {
    t = app;
    s = storage;
    admin = await createAdmin(t);
  });

  it("'keep' makes a page of the picture on white and takes one credit", async () => {
    const u = await signUpVerified(t);
    const before = await creationCredits(t, u.user.id);
    const url = await uploadedUrl(t, u.auth, await drawing(), 'triangle.png');
    const res = await pageFromUpload(u.auth, { url, mode: 'keep', title: '  My   triangle ' });
    expect(res.statusCode).toBe(201);
    const page = json(res).data;
    expect(page).toMatchObject({ title: 'My triangle', prompt: null, is_owner: true, user: { id: u.user.id } });
    expect(await creationCredits(t, u.user.id)).toBe((before ?? 0) - 1);
    const art = await inspectStored(t, page.illustration);
    expect(art).toMatchObject({ format: 'png', width: 3072, height: 3072 });
    expect(art.values.has(255)).toBe(true); // the transparent background is white now
    expect(await pagesOf(t, u.user.id)).toMatchObject([{ source: 'upload' }]);
    // Browsers load both pictures by their urls: from the app on disk, from the bucket on S3.
    const served = await s.fetchUrl(t, page.illustration);
    expect(served.status).toBe(200);
    expect(served.cacheControl).toContain('max-age=31536000');
    const thumbnail = await s.fetchUrl(t, page.thumbnail);
    expect(thumbnail.status).toBe(200);
    expect(await sharp(thumbnail.body).metadata()).toMatchObject({ format: 'webp', width: 384, height: 384 });
  });

  it("'trace' traces a photo into black-on-white lines and takes one credit", async () => {
    const u = await signUpVerified(t);
    const before = await creationCredits(t, u.user.id);
    const url = await uploadedUrl(t, u.auth, await photo(), 'holiday.jpg');
    const res = await pageFromUpload(u.auth, { url, mode: 'trace' });
    expect(res.statusCode).toBe(201);
    const page = json(res).data;
    expect(page.title).toBe('My Uploaded Page');
    const art = await inspectStored(t, page.illustration);
    expect(art).toMatchObject({ width: 3072, height: 3072 });
    expect(art.greyShare).toBeLessThan(0.02);
    expect(art.blackShare).toBeGreaterThan(0.002);
    expect(art.blackShare).toBeLessThan(0.15);
    expect(await creationCredits(t, u.user.id)).toBe((before ?? 0) - 1);
  });

  it("still reads the first names of the modes: 'as-is' is 'keep', 'line-art' is 'trace'", async () => {
    const u = await signUpVerified(t);
    await setCreationCredits(t, u.user.id, 4);
    const url = await uploadedUrl(t, u.auth, await photo(), 'holiday.jpg');
    const art = async (mode: string) => {
      const res = await pageFromUpload(u.auth, { url, mode });
      expect(res.statusCode, mode).toBe(201);
      return (await inspectStored(t, json(res).data.illustration)).blackShare;
    };
    const kept = await art('keep');
    const traced = await art('trace');
    expect(kept).not.toBeCloseTo(traced, 3); // two different pages
    expect(await art('as-is')).toBe(kept);
    // Tracing is repeatable (its random generator is seeded): the old name makes the same page.
    expect(await art('line-art')).toBe(traced);
  }, 60_000); // four pages made from one photo, two of them traced

  it('refuses a url that is not one of our uploads, and charges nothing', async () => {
    const u = await signUpVerified(t);
    const before = await creationCredits(t, u.user.id);
    for (const url of ['https://example.com/cat.png', missingUpload(t), '/uploads/../app.key', '/etc/passwd']) {
      const res = await pageFromUpload(u.auth, { url });
      expect(res.statusCode, url).toBe(422);
      expect(json(res).errors.url[0]).toMatch(/upload it again/);
    }
    expect((await pageFromUpload(u.auth, {})).statusCode).toBe(422);
    expect((await pageFromUpload(u.auth, { url: '/uploads/x.png', mode: 'sketch' })).statusCode).toBe(422);
    expect(await creationCredits(t, u.user.id)).toBe(before);
    expect(await pagesOf(t, u.user.id)).toHaveLength(0);
  });

  it('answers 403 NO_CREDITS with no credit left, and admins get 403 FORBIDDEN', async () => {
    const u = await signUpVerified(t);
    const url = await uploadedUrl(t, u.auth, await drawing());
    await setCreationCredits(t, u.user.id, 0);
    const res = await pageFromUpload(u.auth, { url });
    expect(res.statusCode).toBe(403);
    expect(json(res).code).toBe('NO_CREDITS');
    expect(await pagesOf(t, u.user.id)).toHaveLength(0);
    const asAdmin = await pageFromUpload(admin.auth, { url });
    expect(json(asAdmin).code).toBe('FORBIDDEN');
  });

  it('refuses a rude title, and with a provider key a picture its moderation flags', async () => {
    const u = await signUpVerified(t);
    const url = await uploadedUrl(t, u.auth, await drawing());
    const rude = await pageFromUpload(u.auth, { url, title: 'sh1t' });
    expect(rude.statusCode).toBe(422);
    expect(json(rude).errors.title).toBeDefined();

    await setOpenAiKey(t, admin.auth, 'sk-test-upload-5555');
    try {
      fake.moderation = 'flag';
      const flagged = await pageFromUpload(u.auth, { url });
      expect(flagged.statusCode).toBe(422);
      expect(json(flagged).errors.url[0]).toMatch(/can't become a coloring page/);
      const [call] = fake.calls('/v1/moderations');
      expect(call?.body.input[0].image_url.url).toMatch(/^data:image\/jpeg;base64,/);

      fake.moderation = 'error';
      expect((await pageFromUpload(u.auth, { url })).statusCode).toBe(201);
    } finally {
      await setOpenAiKey(t, admin.auth, '');
    }
    expect(await pagesOf(t, u.user.id)).toHaveLength(1);
  });
});
