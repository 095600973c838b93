import { afterAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { PicturePool } from './picture-pool.ts';

const pool = new PicturePool();
afterAll(() => pool.stop());

const ring = () =>
  sharp(
    Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256"><rect width="256" height="256" fill="#fff"/>' +
        '<circle cx="128" cy="128" r="80" fill="none" stroke="#000" stroke-width="10"/></svg>',
    ),
  )
    .png()
    .toBuffer();

describe('the picture worker', () => {
  it('makes line art out of the server’s process, and refuses pictures beyond a short queue with 429', async () => {
    const image = await ring();
    const results = await Promise.allSettled(Array.from({ length: 7 }, () => pool.convert(image, 40_000_000, undefined, 3)));
    const made = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    // One being made and four waiting; the other two are told to come back, at once.
    expect(made).toHaveLength(5);
    expect(refused.map((r) => r.reason.code)).toEqual(['RATE_LIMITED', 'RATE_LIMITED']);
    const first = (made[0] as PromiseFulfilledResult<Awaited<ReturnType<PicturePool['convert']>>>).value;
    expect(first.detected).toBe('drawing');
    expect((await sharp(first.art).metadata()).format).toBe('png');
    // The queue drained: the next picture is taken again.
    await expect(pool.convert(image, 40_000_000, 'keep', 3)).resolves.toMatchObject({ mode: 'keep' });
  }, 60_000);
});
