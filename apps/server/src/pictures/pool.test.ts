import { afterEach, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { AppError } from '../lib/errors.ts';
import { PicturePool } from './pool.ts';

const pools: PicturePool[] = [];
const newPool = (size: number) => {
  const pool = new PicturePool(size);
  pools.push(pool);
  return pool;
};
afterEach(() => {
  for (const pool of pools.splice(0)) pool.stop();
});

/** A photo-like picture: noise, so it is traced (seconds of work), not kept. */
const photo = () =>
  sharp({ create: { width: 900, height: 600, channels: 3, background: '#6a9', noise: { type: 'gaussian', mean: 128, sigma: 60 } } })
    .jpeg()
    .toBuffer();

const ring = () =>
  sharp(
    Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256"><rect width="256" height="256" fill="#fff"/>' +
        '<circle cx="128" cy="128" r="80" fill="none" stroke="#000" stroke-width="10"/></svg>',
    ),
  )
    .png()
    .toBuffer();

const limits = { maxBytes: 10_000_000, maxPixels: 40_000_000, formats: ['png', 'jpeg', 'webp'] as ('png' | 'jpeg' | 'webp')[] };

describe('the picture workers', () => {
  it('make a page’s pictures out of the server’s process', async () => {
    const made = await newPool(2).run('pageFromUpload', await ring(), 40_000_000, undefined, 3);
    expect(made).toMatchObject({ mode: 'keep', detected: 'drawing', colorReference: null });
    expect(await sharp(made.images.illustration).metadata()).toMatchObject({ format: 'png', width: 3072, height: 3072 });
    expect(await sharp(made.images.thumbnail).metadata()).toMatchObject({ format: 'webp', width: 384 });
  }, 60_000);

  it('hand back a refusal with its contract code, and keep working', async () => {
    const pool = newPool(2);
    const refused = await pool.run('cleanImage', Buffer.from('only text, named .png'), limits).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE', status: 415 });
    await expect(pool.run('cleanImage', await ring(), limits)).resolves.toMatchObject({ format: 'png', width: 256 });
  }, 60_000);

  it('never keep an upload waiting behind photos being traced', async () => {
    const pool = newPool(2);
    const picture = await photo();
    // Warm both workers up (a worker's first job also pays for its start).
    await Promise.all([pool.run('cleanImage', picture, limits), pool.run('cleanImage', picture, limits)]);
    const tracing = [1, 2, 3].map(() => pool.run('uploadPreview', picture, 40_000_000, 'trace', 3));
    const started = performance.now();
    await pool.run('cleanImage', await ring(), limits);
    const uploadMs = performance.now() - started;
    const traceEnds: number[] = [];
    await Promise.all(tracing.map((p) => p.then(() => traceEnds.push(performance.now() - started))));
    // The upload took a worker the traces left free: it was done before the first trace.
    expect(uploadMs).toBeLessThan(Math.min(...traceEnds));
  }, 120_000);

  it('refuse a picture at once, with the time to come back, when it would wait longer than a person would', async () => {
    const pool = newPool(1);
    const picture = await photo();
    // Time one trace, so the pool knows what the queue costs.
    await pool.run('uploadPreview', picture, 40_000_000, 'trace', 3);
    // A crowd asks at once: those that fit in the wait are taken, the others refused on the spot.
    const refusals: AppError[] = [];
    const asked = Array.from({ length: 40 }, () =>
      pool.run('uploadPreview', picture, 40_000_000, 'trace', 3).catch((e: unknown) => {
        if (e instanceof AppError) refusals.push(e);
        return e;
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(refusals.length).toBeGreaterThan(0);
    expect(refusals.length).toBeLessThan(40);
    expect(refusals[0]).toMatchObject({ code: 'RATE_LIMITED', status: 429 });
    expect(refusals[0]!.retryAfter).toBeGreaterThanOrEqual(5);
    // A picture already paid for (the image model's answer) still takes its turn.
    const paid = pool.mustRun('uploadPreview', picture, 40_000_000, 'trace', 3).catch((e: unknown) => e);
    expect(await Promise.race([paid, new Promise((resolve) => setTimeout(resolve, 50, 'waiting'))])).toBe('waiting');
    pool.stop();
    await Promise.all([...asked, paid]);
  }, 120_000);

  it('start a new worker when one dies, and tell its job’s request', async () => {
    const pool = newPool(1);
    const picture = await photo();
    await pool.run('cleanImage', picture, limits);
    const dying = pool.run('uploadPreview', picture, 40_000_000, 'trace', 3);
    // The worker's process, as the pool sees it: killed as an out-of-memory killer would.
    const worker = (pool as unknown as { workers: { child: { kill(signal: string): void } }[] }).workers[0]!;
    worker.child.kill('SIGKILL');
    await expect(dying).rejects.toThrow(/stopped/);
    await expect(pool.run('cleanImage', await ring(), limits)).resolves.toMatchObject({ format: 'png' });
  }, 60_000);
});
