import { describe, expect, it } from 'vitest';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { json, signUpVerified, type TestApp } from '../../../test/app.ts';
import { startAppOnStorage, STORAGE_KINDS, type StorageUnderTest } from '../../../test/storage-kinds.ts';
import { uploadFile } from '../generation/test-fixtures.ts';

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A small, valid-looking PNG whose header claims width x height (a decompression bomb's shape). */
function pngClaiming(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale, no interlace
  const firstRows = deflateSync(Buffer.alloc((width + 1) * 4));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', firstRows),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

// On the disk and on S3 (an S3-compatible server on 127.0.0.1, through the AWS SDK).
describe.each(STORAGE_KINDS)('POST /storage/upload on %s refuses what is not a safe image', (kind) => {
  let s: StorageUnderTest;
  let t: TestApp;
  let user: Awaited<ReturnType<typeof signUpVerified>>;
  startAppOnStorage(kind, async (app, storage) => {
    t = app;
    s = storage;
    user = await signUpVerified(t);
  });

  const upload = (bytes: Buffer, name: string) => uploadFile(t, user.auth, bytes, name);
  /** Every stored file: a refused upload must leave nothing behind. */
  const storedFiles = () => s.storedKeys(t);

  it.each([
    [
      'a text file named .png',
      () => Buffer.from('hello, I am only text pretending to be a picture'),
      'notes.png',
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    ],
    [
      'a truncated PNG',
      async () => {
        const png = await sharp({
          create: { width: 300, height: 300, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } },
        })
          .png()
          .toBuffer();
        return png.subarray(0, Math.floor(png.length / 2));
      },
      'half.png',
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    ],
    ['a PNG whose header claims 30000x30000 pixels', () => pngClaiming(30000, 30000), 'bomb.png', 413, 'PAYLOAD_TOO_LARGE'],
    [
      'an SVG, even one named .png',
      () =>
        Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>',
        ),
      'drawing.png',
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    ],
    ['an empty file', () => Buffer.alloc(0), 'empty.png', 422, 'VALIDATION'],
  ] as const)('%s', async (_label, make, name, status, code) => {
    const before = storedFiles().length;
    const res = await upload(await make(), name);
    expect(res.statusCode).toBe(status);
    const body = json(res);
    expect(body.code).toBe(code);
    expect(body.message).toEqual(expect.any(String));
    expect(JSON.stringify(body)).not.toMatch(/sharp|vips|stack|at \//i);
    expect(storedFiles().length).toBe(before);
  });

  it('still accepts a real PNG (the cases above fail for their content, not by accident)', async () => {
    const png = await sharp({ create: { width: 30, height: 30, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer();
    const before = storedFiles().length;
    const res = await upload(png, 'ok.png');
    expect(res.statusCode).toBe(200);
    const { url } = json(res).data;
    expect(url).toMatch(/\.png$/);
    expect(storedFiles()).toEqual(expect.arrayContaining([t.app.ctx.storage.keyOf(url)]));
    expect(storedFiles().length).toBe(before + 1);
  });
});
