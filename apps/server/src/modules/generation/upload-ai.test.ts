import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import sharp from 'sharp';
import { createAdmin, json, signUpVerified, type TestApp } from '../../../test/app.ts';
import { startFakeOpenAi, type FakeOpenAi } from '../../../test/fake-openai.ts';
import { startAppOnStorage, STORAGE_KINDS } from '../../../test/storage-kinds.ts';
import {
  creationCredits,
  expectNothingSpent,
  inspectStored,
  pagesOf,
  setCreationCredits,
  setOpenAiKey,
  uploadedUrl,
} from './test-fixtures.ts';

const EDITS = '/v1/images/edits';
const KEY = 'sk-test-upload-ai-7777';

let t: TestApp;
let fake: FakeOpenAi;
let admin: Awaited<ReturnType<typeof createAdmin>>;

beforeAll(async () => {
  fake = await startFakeOpenAi();
  // The SDK reads OPENAI_BASE_URL itself; a short timeout keeps the slow-provider test quick.
  vi.stubEnv('OPENAI_BASE_URL', fake.url);
  vi.stubEnv('OPENAI_TIMEOUT_MS', '1500');
});
afterAll(async () => {
  await fake.close();
  vi.unstubAllEnvs();
});
beforeEach(() => fake.reset());

const pageFromUpload = (auth: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/pages/upload', headers: auth, payload });
const previewOf = (auth: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/pages/upload/preview', headers: auth, payload });

/** A colorful "photo" of a red ball on grass, wider than tall, as a JPEG. */
const photo = () =>
  sharp(
    Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="900" height="600"><rect width="900" height="600" fill="#8fc7f0"/><rect y="380" width="900" height="220" fill="#3e8e41"/><circle cx="450" cy="330" r="120" fill="#d62828"/></svg>',
    ),
  )
    .jpeg({ quality: 80 })
    .toBuffer();

// On the disk and on S3 (an S3-compatible server on 127.0.0.1, through the AWS SDK): the pages'
// pictures are stored there.
describe.each(STORAGE_KINDS)('on %s storage', (kind) => {
  startAppOnStorage(kind, async (app) => {
    t = app;
    admin = await createAdmin(t);
    await setOpenAiKey(t, admin.auth, KEY);
  });

  describe("POST /pages/upload with mode 'ai'", () => {
    it('sends the picture to the image model as an edit, cleans the drawing like an AI page and takes one credit', async () => {
      const u = await signUpVerified(t);
      const before = await creationCredits(t, u.user.id);
      const url = await uploadedUrl(t, u.auth, await photo(), 'ball.jpg');
      const res = await pageFromUpload(u.auth, { url, mode: 'ai', title: 'Red ball' });
      expect(res.statusCode).toBe(201);
      const page = json(res).data;
      expect(page).toMatchObject({ title: 'Red ball', prompt: null, is_owner: true });
      expect(await creationCredits(t, u.user.id)).toBe((before ?? 0) - 1);
      expect(await pagesOf(t, u.user.id)).toMatchObject([{ source: 'upload', title: 'Red ball' }]);

      // The fake answers a grey-shaded cat on off-white: what is stored is clean black on white.
      const art = await inspectStored(t, page.illustration);
      expect(art).toMatchObject({ format: 'png', width: 3072, height: 3072 });
      expect(art.greyShare).toBeLessThan(0.02);
      expect(art.blackShare).toBeGreaterThan(0.005);

      const [sent] = fake.calls(EDITS);
      expect(fake.calls(EDITS)).toHaveLength(1);
      expect(sent?.authorization).toBe(`Bearer ${KEY}`);
      expect(sent?.body).toMatchObject({ model: 'gpt-image-1', size: '1024x1024', n: '1' });
      expect(sent?.body.prompt).toMatch(/coloring book page for children/);
      expect(sent?.body.prompt).toMatch(/black outlines on a plain white background/);
      expect(sent?.body.prompt).toMatch(/no text/);
      expect(sent?.body.prompt).toMatch(/not suitable for children/);
      // The picture itself: upright, square, on white, at the size the model draws at.
      const sentPicture = await sharp(sent?.body.image.bytes as Buffer).metadata();
      expect(sentPicture).toMatchObject({ format: 'png', width: 1024, height: 1024 });
      // With a key set the picture is moderated first, as every upload is.
      expect(fake.calls('/v1/moderations')).toHaveLength(1);
    });

    it('turns the picture before the model draws it, when asked', async () => {
      const u = await signUpVerified(t);
      const url = await uploadedUrl(t, u.auth, await photo(), 'ball.jpg');
      expect((await pageFromUpload(u.auth, { url, mode: 'ai', turn: 180 })).statusCode).toBe(201);
      const [sent] = fake.calls(EDITS);
      const { data, info } = await sharp(sent?.body.image.bytes as Buffer)
        .removeAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      const at = (x: number, y: number) => [...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3)];
      // Upside down: the grass is above the ball and the sky below it.
      const [r, g, b] = at(100, 300);
      expect(g).toBeGreaterThan(r! + 40);
      expect(g).toBeGreaterThan(b! + 40);
      const [, , skyBlue] = at(100, 780);
      expect(skyBlue).toBeGreaterThan(200);
    });

    it.each([
      ['answers too slowly', 'slow'],
      ['fails with a 500', 'error'],
      ['answers with something that is not an image', 'not-image'],
      ['answers with a blank sheet', 'blank'],
    ] as const)('answers 502 PROVIDER_ERROR and charges nothing when the model %s', async (_label, behaviour) => {
      const u = await signUpVerified(t);
      const before = await creationCredits(t, u.user.id);
      const url = await uploadedUrl(t, u.auth, await photo(), 'ball.jpg');
      fake.images = behaviour;
      const started = Date.now();
      const res = await pageFromUpload(u.auth, { url, mode: 'ai' });
      expect(res.statusCode).toBe(502);
      expect(json(res)).toEqual({
        message: "We couldn't draw your page right now. Please try again in a moment; no credit was used.",
        code: 'PROVIDER_ERROR',
      });
      await expectNothingSpent(t, u.user.id, before);
      expect(fake.calls(EDITS)).toHaveLength(1);
      if (behaviour === 'slow') expect(Date.now() - started).toBeLessThan(fake.slowMs);
    });

    it('asks nothing of the model when no credit is left or the picture is refused', async () => {
      const u = await signUpVerified(t);
      const url = await uploadedUrl(t, u.auth, await photo(), 'ball.jpg');
      fake.moderation = 'flag';
      const flagged = await pageFromUpload(u.auth, { url, mode: 'ai' });
      expect(flagged.statusCode).toBe(422);
      expect(json(flagged).errors.url[0]).toMatch(/can't become a coloring page/);

      await setCreationCredits(t, u.user.id, 0);
      const broke = await pageFromUpload(u.auth, { url, mode: 'ai' });
      expect(broke.statusCode).toBe(403);
      expect(json(broke).code).toBe('NO_CREDITS');
      expect(fake.calls(EDITS)).toHaveLength(0);
      expect(await pagesOf(t, u.user.id)).toHaveLength(0);
    });

    it('has no preview picture: the model is asked only when the page is created', async () => {
      const u = await signUpVerified(t);
      const before = await creationCredits(t, u.user.id);
      const url = await uploadedUrl(t, u.auth, await photo(), 'ball.jpg');
      const detected = await previewOf(u.auth, { url });
      // A photo is traced here unless the user asks for the AI: the server never picks the paid way.
      expect(json(detected).data).toMatchObject({ detected: 'photo', mode: 'trace', ai_available: true });
      const ai = await previewOf(u.auth, { url, mode: 'ai' });
      expect(ai.statusCode).toBe(200);
      expect(json(ai).data).toMatchObject({ detected: 'photo', mode: 'ai', preview: null, ai_available: true });
      expect(fake.requests).toHaveLength(0);
      expect(await creationCredits(t, u.user.id)).toBe(before);
    });
  });

  describe("mode 'ai' without a provider key", () => {
    it('answers 503 PROVIDER_NOT_CONFIGURED to the page and its preview, and charges nothing', async () => {
      await setOpenAiKey(t, admin.auth, '');
      try {
        const u = await signUpVerified(t);
        const before = await creationCredits(t, u.user.id);
        const url = await uploadedUrl(t, u.auth, await photo(), 'ball.jpg');
        expect(json(await previewOf(u.auth, { url })).data).toMatchObject({ mode: 'trace', ai_available: false });
        for (const res of [await pageFromUpload(u.auth, { url, mode: 'ai' }), await previewOf(u.auth, { url, mode: 'ai' })]) {
          expect(res.statusCode).toBe(503);
          expect(json(res)).toEqual({ message: 'AI page creation is not set up yet.', code: 'PROVIDER_NOT_CONFIGURED' });
        }
        await expectNothingSpent(t, u.user.id, before);
        expect(fake.requests).toHaveLength(0);
      } finally {
        await setOpenAiKey(t, admin.auth, KEY);
      }
    });
  });
});
