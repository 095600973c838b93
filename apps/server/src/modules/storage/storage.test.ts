import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { json, signUpVerified, type TestApp } from '../../../test/app.ts';
import { multipart } from '../../../test/multipart.ts';
import { startAppOnStorage, STORAGE_KINDS, type StorageUnderTest } from '../../../test/storage-kinds.ts';

// On the disk and on S3 (an S3-compatible server on 127.0.0.1, through the AWS SDK).
describe.each(STORAGE_KINDS)('POST /storage/upload on %s', (kind) => {
  let s: StorageUnderTest;
  let t: TestApp;
  let user: Awaited<ReturnType<typeof signUpVerified>>;
  startAppOnStorage(kind, async (app, storage) => {
    t = app;
    s = storage;
    user = await signUpVerified(t);
  });

  const upload = (file: Buffer, name: string, fields?: Record<string, string>, auth = user.auth) => {
    const body = multipart(fields ?? {}, { file: { bytes: file, filename: name } });
    return t.app.inject({ method: 'POST', url: '/api/storage/upload', payload: body.payload, headers: { ...body.headers, ...auth } });
  };

  it('stores a JPEG re-encoded without its metadata and serves it with long cache headers', async () => {
    const jpeg = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#ff8800' } })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: 'secret location' } } })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const res = await upload(jpeg, 'holiday.png');
    expect(res.statusCode).toBe(200);
    const { url } = json(res).data;
    expect(url).toMatch(
      kind === 'disk'
        ? /^\/uploads\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.jpg$/
        : /^http:\/\/127\.0\.0\.1:\d+\/crayonbox-test\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.jpg$/,
    );

    const served = await s.fetchUrl(t, url);
    expect(served.status).toBe(200);
    expect(served.cacheControl).toContain('max-age=31536000');
    if (kind === 'disk') expect((await t.app.inject({ method: 'GET', url })).headers['x-content-type-options']).toBe('nosniff');
    const meta = await sharp(served.body).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 40, height: 30 });
    expect(meta.exif).toBeUndefined();
  });

  it('honours the extensions, max and dimensions fields', async () => {
    const png = await sharp({ create: { width: 64, height: 64, channels: 4, background: '#00000000' } })
      .png()
      .toBuffer();
    expect((await upload(png, 'a.png', { extensions: 'jpg,webp' })).statusCode).toBe(415);
    expect((await upload(png, 'a.png', { max: '10' })).statusCode).toBe(413);
    const tooBig = await upload(png, 'a.png', { dimensions: '32x32' });
    expect(tooBig.statusCode).toBe(422);
    expect(json(tooBig).message).toMatch(/at most 32x32/);
    expect((await upload(png, 'a.png', { extensions: 'png', dimensions: '1024x1024' })).statusCode).toBe(200);
  });

  it('needs a signed-in user and a multipart body', async () => {
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    expect((await upload(png, 'a.png', {}, {} as typeof user.auth)).statusCode).toBe(401);
    const notMultipart = await t.app.inject({ method: 'POST', url: '/api/storage/upload', headers: user.auth, payload: { file: 'x' } });
    expect(notMultipart.statusCode).toBe(415);
    expect(json(notMultipart).code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('answers 404 for a missing upload', async () => {
    const missing = t.app.ctx.storage.urlOf('2020/01/00000000-0000-0000-0000-000000000000.png');
    expect((await s.fetchUrl(t, missing)).status).toBe(404);
  });
});
