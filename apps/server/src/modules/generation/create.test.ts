import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAdmin, json, signUpVerified, type TestApp } from '../../../test/app.ts';
import { startFakeOpenAi, type FakeOpenAi } from '../../../test/fake-openai.ts';
import { startAppOnStorage, STORAGE_KINDS, type StorageUnderTest } from '../../../test/storage-kinds.ts';
import { creationCredits, inspectStored, pagesOf, setCreationCredits, setOpenAiKey } from './test-fixtures.ts';

const IMAGES = '/v1/images/generations';
const MODERATIONS = '/v1/moderations';
const KEY = 'sk-test-crayonbox-1234';

let t: TestApp;
let s: StorageUnderTest;
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

const create = (auth: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/pages/create', headers: auth, payload });

// On the disk and on S3 (an S3-compatible server on 127.0.0.1, through the AWS SDK): the pages'
// pictures are stored there.
describe.each(STORAGE_KINDS)('on %s storage', (kind) => {
  startAppOnStorage(kind, async (app, storage) => {
    t = app;
    s = storage;
    admin = await createAdmin(t);
    await setOpenAiKey(t, admin.auth, KEY);
  });

  describe('POST /pages/create', () => {
    it('draws a page, cleans it to black-on-white line art at print resolution and takes exactly one credit', async () => {
      const u = await signUpVerified(t);
      const before = await creationCredits(t, u.user.id);
      const res = await create(u.auth, { prompt: '  a friendly dragon   baking cookies in a cozy kitchen ', style: 'mandala' });
      expect(res.statusCode).toBe(201);
      const page = json(res).data;
      expect(page).toMatchObject({
        title: 'Friendly Dragon Baking Cookies in a Cozy Kitchen',
        prompt: 'a friendly dragon baking cookies in a cozy kitchen',
        user: { id: u.user.id, name: u.name },
        is_owner: true,
        colored: null,
        blocked: false,
      });
      expect(await creationCredits(t, u.user.id)).toBe((before ?? 0) - 1);

      const art = await inspectStored(t, page.illustration);
      expect(art).toMatchObject({ format: 'png', width: 3072, height: 3072 });
      // Black lines on white with crisp edges: grey only in a thin anti-aliased rim.
      expect(art.values.has(0) && art.values.has(255)).toBe(true);
      expect(art.greyShare).toBeLessThan(0.02);
      expect(art.blackShare).toBeGreaterThan(0.005);
      const served = await s.fetchUrl(t, page.thumbnail);
      expect(served.status).toBe(200);

      const [sent] = fake.calls(IMAGES);
      expect(sent?.authorization).toBe(`Bearer ${KEY}`);
      expect(sent?.body).toMatchObject({ model: 'gpt-image-1', size: '1024x1024', n: 1 });
      expect(sent?.body.prompt).toContain('a friendly dragon baking cookies in a cozy kitchen');
      expect(sent?.body.prompt).toMatch(/black outlines on a plain white background/);
      expect(sent?.body.prompt).toMatch(/no shading/);
      expect(sent?.body.prompt).toMatch(/no text/);
      expect(sent?.body.prompt).toMatch(/mandala/);
      // The user's words are moderated, not the instruction wrapped around them.
      expect(fake.calls(MODERATIONS)[0]?.body.input).toBe('a friendly dragon baking cookies in a cozy kitchen');
      expect(await pagesOf(t, u.user.id)).toMatchObject([{ source: 'ai', title: page.title }]);
    });

    it.each([
      ['answers too slowly', 'slow'],
      ['fails with a 500', 'error'],
      ['answers with something that is not an image', 'not-image'],
      ['answers with a blank sheet', 'blank'],
    ] as const)('answers 502 and charges nothing when the provider %s', async (_label, behaviour) => {
      const u = await signUpVerified(t);
      const before = await creationCredits(t, u.user.id);
      fake.images = behaviour;
      const started = Date.now();
      const res = await create(u.auth, { prompt: 'a happy hippo having a picnic' });
      expect(res.statusCode).toBe(502);
      expect(json(res)).toMatchObject({ code: 'PROVIDER_ERROR', message: expect.stringMatching(/no credit was used/) });
      expect(await creationCredits(t, u.user.id)).toBe(before);
      expect(await pagesOf(t, u.user.id)).toHaveLength(0);
      expect(fake.calls(IMAGES)).toHaveLength(1);
      if (behaviour === 'slow') expect(Date.now() - started).toBeLessThan(fake.slowMs);
    });

    it('answers 403 NO_CREDITS without calling the provider when no credit is left', async () => {
      const u = await signUpVerified(t);
      await setCreationCredits(t, u.user.id, 0);
      const res = await create(u.auth, { prompt: 'a curious kitten reading a storybook' });
      expect(res.statusCode).toBe(403);
      expect(json(res)).toMatchObject({ code: 'NO_CREDITS', message: 'No credits available. Upgrade your plan to continue.' });
      expect(fake.requests).toHaveLength(0);
    });

    it('refuses an unsafe prompt with a kid-friendly 422, before the provider is asked for an image', async () => {
      const u = await signUpVerified(t);
      const before = await creationCredits(t, u.user.id);
      const res = await create(u.auth, { prompt: 'a knight with a b1oody sword' });
      expect(res.statusCode).toBe(422);
      const body = json(res);
      expect(body.code).toBe('VALIDATION');
      expect(body.errors.prompt[0]).toMatch(/friendly/i);
      expect(fake.requests).toHaveLength(0);
      expect(await creationCredits(t, u.user.id)).toBe(before);
    });

    it("refuses what the provider's moderation flags, and goes on with the word list when moderation is down", async () => {
      const u = await signUpVerified(t);
      fake.moderation = 'flag';
      const flagged = await create(u.auth, { prompt: 'a sneaky idea the word list does not know' });
      expect(flagged.statusCode).toBe(422);
      expect(json(flagged).errors.prompt[0]).toMatch(/different idea/);
      expect(fake.calls(IMAGES)).toHaveLength(0);

      fake.moderation = 'error';
      const fallback = await create(u.auth, { prompt: 'a baby panda flying a kite' });
      expect(fallback.statusCode).toBe(201);
      expect(fake.calls(IMAGES)).toHaveLength(1);
    });

    it('lets exactly one of several simultaneous creations through when one credit is left', async () => {
      const u = await signUpVerified(t);
      await setCreationCredits(t, u.user.id, 1);
      const results = await Promise.all([1, 2, 3].map((n) => create(u.auth, { prompt: `a little turtle number ${n} at the beach` })));
      const statuses = results.map((r) => r.statusCode).sort();
      expect(statuses).toEqual([201, 403, 403]);
      for (const r of results.filter((x) => x.statusCode === 403)) expect(json(r).code).toBe('NO_CREDITS');
      expect(await creationCredits(t, u.user.id)).toBe(0);
      expect(await pagesOf(t, u.user.id)).toHaveLength(1);
    });

    it('checks the payload, and is for signed-in non-admin users only', async () => {
      const u = await signUpVerified(t);
      const short = await create(u.auth, { prompt: 'ab' });
      expect(short.statusCode).toBe(422);
      expect(json(short).errors.prompt).toBeDefined();
      const style = await create(u.auth, { prompt: 'a smiling sun', style: 'photorealistic' });
      expect(style.statusCode).toBe(422);
      expect(json(style).errors.style).toBeDefined();
      const long = await create(u.auth, { prompt: 'a'.repeat(1001) });
      expect(long.statusCode).toBe(422);

      expect((await create({}, { prompt: 'a smiling sun' })).statusCode).toBe(401);
      const asAdmin = await create(admin.auth, { prompt: 'a smiling sun' });
      expect(asAdmin.statusCode).toBe(403);
      expect(json(asAdmin).code).toBe('FORBIDDEN');
      expect(fake.requests).toHaveLength(0);
    });

    it('limits creations per user to 10 a minute with 429 RATE_LIMITED', async () => {
      const u = await signUpVerified(t);
      const other = await signUpVerified(t);
      await setCreationCredits(t, u.user.id, 0);
      for (let i = 0; i < 10; i++) expect((await create(u.auth, { prompt: 'a tiny mouse' })).statusCode).toBe(403);
      const limited = await create(u.auth, { prompt: 'a tiny mouse' });
      expect(limited.statusCode).toBe(429);
      expect(json(limited).code).toBe('RATE_LIMITED');
      // Another user (from the same address) is not affected.
      expect((await create(other.auth, { prompt: 'a tiny mouse at the zoo' })).statusCode).toBe(201);
    });
  });

  describe('POST /pages/create without a provider key', () => {
    it('answers 503 PROVIDER_NOT_CONFIGURED and charges nothing', async () => {
      await setOpenAiKey(t, admin.auth, '');
      try {
        const u = await signUpVerified(t);
        const before = await creationCredits(t, u.user.id);
        const res = await create(u.auth, { prompt: 'a wise old owl in a treehouse' });
        expect(res.statusCode).toBe(503);
        expect(json(res)).toMatchObject({ code: 'PROVIDER_NOT_CONFIGURED', message: 'AI page creation is not set up yet.' });
        expect(await creationCredits(t, u.user.id)).toBe(before);
        expect(fake.requests).toHaveLength(0);
      } finally {
        await setOpenAiKey(t, admin.auth, KEY);
      }
    });
  });
});
