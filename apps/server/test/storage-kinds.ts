import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { PRIVATE_PATH } from '../src/plugins/private-files.ts';
import { PRIVATE_PREFIX } from '../src/providers/storage/storage.ts';
import { createTestApp, type TestApp } from './app.ts';
import { startS3, S3_BUCKET, type S3StandIn } from './s3-server.ts';

export type StorageKind = 'disk' | 's3';
/**
 * The storage providers every storage test runs on: the disk, and S3 through its SDK over HTTP.
 * When the server tests run on both databases (TEST_DATABASE_URL set, as in CI), each database
 * project takes one: PGlite the disk (the embedded default), PostgreSQL S3 (as production pairs
 * them). Both providers are still tested, and the slow storage tests do not run four times.
 */
export const STORAGE_KINDS: readonly StorageKind[] = !process.env.TEST_DATABASE_URL
  ? ['disk', 's3']
  : process.env.TEST_DB_KIND === 'postgres'
    ? ['s3']
    : ['disk'];

export interface StorageUnderTest {
  kind: StorageKind;
  /** Extra environment for createTestApp (the S3_* variables on S3). */
  env: Record<string, string>;
  /** The S3 stand-in, on S3. */
  s3?: S3StandIn;
  /** Keys of every object really stored (the disk folder, or the stand-in's bucket). */
  storedKeys(t: TestApp): string[];
  /** GETs a stored url as a browser would: from the app on disk, from the bucket on S3. */
  fetchUrl(t: TestApp, url: string): Promise<{ status: number; body: Buffer; cacheControl?: string }>;
  close(): Promise<void>;
}

/**
 * The storage key behind a url an answer carried: a stored url of either provider, or a signed
 * private url (served by the app on both). Null when the url names nothing of ours.
 */
export function storedKeyOf(t: TestApp, url: string): string | null {
  const bare = url.split('?')[0]!;
  if (bare.startsWith(PRIVATE_PATH)) return PRIVATE_PREFIX + bare.slice(PRIVATE_PATH.length);
  return t.app.ctx.storage.keyOf(bare);
}

/** A url shaped like this storage's uploads that names no stored file. */
export const missingUpload = (t: TestApp) => t.app.ctx.storage.urlOf('2020/01/00000000-0000-0000-0000-000000000000.png');

/** s3rver keeps each object as `<key>._S3rver_object` beside its metadata. */
const S3RVER_OBJECT = '._S3rver_object';

function filesUnder(root: string): string[] {
  if (!fs.existsSync(root)) return [];
  return (fs.readdirSync(root, { recursive: true }) as string[]).filter((f) => fs.statSync(path.join(root, f)).isFile());
}

export async function storageUnderTest(kind: StorageKind): Promise<StorageUnderTest> {
  if (kind === 'disk') {
    return {
      kind,
      env: {},
      storedKeys: (t) => filesUnder(path.join(t.dataDir, 'uploads')).sort(),
      fetchUrl: async (t, url) => {
        const res = await t.app.inject({ method: 'GET', url });
        return { status: res.statusCode, body: res.rawPayload, cacheControl: res.headers['cache-control'] as string | undefined };
      },
      close: async () => {},
    };
  }
  const s3 = await startS3();
  return {
    kind,
    env: s3.env,
    s3,
    storedKeys: () =>
      filesUnder(path.join(s3.directory, S3_BUCKET))
        .filter((f) => f.endsWith(S3RVER_OBJECT))
        .map((f) => f.slice(0, -S3RVER_OBJECT.length))
        .filter((key) => !key.startsWith('health/'))
        .sort(),
    fetchUrl: async (t, url) => {
      // Private files are served by the app (signed urls on its own origin), public ones by the bucket.
      if (url.startsWith('/')) {
        const own = await t.app.inject({ method: 'GET', url });
        return { status: own.statusCode, body: own.rawPayload, cacheControl: own.headers['cache-control'] as string | undefined };
      }
      const res = await fetch(url);
      return {
        status: res.status,
        body: Buffer.from(await res.arrayBuffer()),
        cacheControl: res.headers.get('cache-control') ?? undefined,
      };
    },
    close: () => s3.close(),
  };
}

export interface StorageAppOptions {
  /** The app's environment besides the storage's own (S3_* on S3). */
  env?: Record<string, string>;
  /** Time limit of the set-up, ready included (ms), where it makes many pictures. */
  timeout?: number;
}

/**
 * What every storage test's `describe.each(STORAGE_KINDS)` shares: before its tests, the storage
 * of `kind` (the S3 stand-in started on S3) and an app on it; after them, both closed. `ready` is
 * handed both once they run, to keep what the tests use and to make what they share (users, pages).
 */
export function startAppOnStorage(
  kind: StorageKind,
  ready: (t: TestApp, s: StorageUnderTest) => Promise<unknown> | unknown,
  options: StorageAppOptions = {},
): void {
  let s: StorageUnderTest | undefined;
  let t: TestApp | undefined;
  beforeAll(async () => {
    s = await storageUnderTest(kind);
    t = await createTestApp({ ...s.env, ...options.env });
    await ready(t, s);
  }, options.timeout);
  afterAll(async () => {
    await t?.close();
    await s?.close();
  });
}
