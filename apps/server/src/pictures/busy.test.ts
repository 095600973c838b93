import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { createPaidUser, createTestApp, json, signUpVerified, type TestApp } from '../../test/app.ts';
import { createTestPage } from '../modules/coloreds/test-fixtures.ts';
import { creationCredits, pagesOf, uploadedUrl, uploadFile } from '../modules/generation/test-fixtures.ts';

// Each test crowds the workers of an app of its own, then stops them.
let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

/** A photo-like picture: noise, so it is traced (seconds of work), not kept. */
const photo = () =>
  sharp({ create: { width: 900, height: 600, channels: 3, background: '#6a9', noise: { type: 'gaussian', mean: 128, sigma: 60 } } })
    .jpeg()
    .toBuffer();

describe('a server whose picture workers are busy', () => {
  it('answers a new page 429 with the time to come back, charging and making nothing, and still takes uploads', async () => {
    const u = await signUpVerified(t);
    const picture = await photo();
    const url = await uploadedUrl(t, u.auth, picture, 'crowd.jpg');
    // One page made, so the workers know what a traced photo takes here.
    const first = await t.app.inject({ method: 'POST', url: '/api/pages/upload', headers: u.auth, payload: { url, mode: 'trace' } });
    expect(first.statusCode).toBe(201);
    const credits = await creationCredits(t, u.user.id);
    // Both workers started (two uploads at once): a worker still starting when the request below
    // checks its upload would let the crowd's first photos finish meanwhile, and the estimate fall.
    await Promise.all([uploadFile(t, u.auth, picture, 'a.jpg'), uploadFile(t, u.auth, picture, 'b.jpg')]);

    // A crowd tracing photos: more than the workers can start within the wait a person bears.
    const crowd = Array.from({ length: 40 }, () =>
      t.app.ctx.pictures.run('uploadPreview', picture, 40_000_000, 'trace', 3).catch((e: unknown) => e),
    );
    const refused = await t.app.inject({ method: 'POST', url: '/api/pages/upload', headers: u.auth, payload: { url, mode: 'trace' } });
    expect(refused.statusCode).toBe(429);
    expect(json(refused)).toEqual({
      code: 'RATE_LIMITED',
      message: 'Many pictures are being made right now. Please try again in a minute.',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(5);
    expect(await creationCredits(t, u.user.id)).toBe(credits);
    expect(await pagesOf(t, u.user.id)).toHaveLength(1);

    // Uploads are short jobs: a worker stays free for them while photos are traced.
    const upload = await uploadFile(t, u.auth, picture, 'another.jpg');
    expect(upload.statusCode).toBe(200);

    t.app.ctx.pictures.stop();
    await Promise.all(crowd);
  }, 120_000);

  it('answers a print 429 with the time to come back, rather than printing in the process that answers everyone', async () => {
    const u = await createPaidUser(t);
    const page = await createTestPage(t, u.user.id);
    const print = (format: string) => t.app.inject({ method: 'GET', url: `/api/pages/${page.id}/print?format=${format}`, headers: u.auth });
    expect((await print('pdf')).statusCode).toBe(200);

    // A crowd tracing photos, as above.
    const picture = await photo();
    const crowd = Array.from({ length: 40 }, () =>
      t.app.ctx.pictures.run('uploadPreview', picture, 40_000_000, 'trace', 3).catch((e: unknown) => e),
    );
    for (const format of ['pdf', 'png']) {
      const refused = await print(format);
      expect(refused.statusCode).toBe(429);
      expect(json(refused)).toEqual({
        code: 'RATE_LIMITED',
        message: 'Many pictures are being made right now. Please try again in a minute.',
      });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(5);
    }

    t.app.ctx.pictures.stop();
    await Promise.all(crowd);
  }, 60_000);
});
