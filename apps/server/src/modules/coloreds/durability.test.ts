import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastMailToken } from '../../../test/app.ts';
import { STORAGE_KINDS, storageUnderTest, type StorageUnderTest } from '../../../test/storage-kinds.ts';
import { multipart, type FilePart } from '../../../test/multipart.ts';
import { coloringLayer, lineArt } from './test-fixtures.ts';

/**
 * A save and a draft are stored (on disk, or in the bucket) before they are answered: the real
 * server (the same database kind as the rest of this run) is killed with SIGKILL the moment it
 * answers, started again on the same data, and the work is there.
 */
const MAIN = fileURLToPath(new URL('../../main.ts', import.meta.url));
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crayonbox-durable-'));
let databaseUrl: string | undefined;
let dropDatabase = async () => {};
let server: { child: ChildProcess; base: string } | null = null;

async function start(storageEnv: Record<string, string>): Promise<{ child: ChildProcess; base: string }> {
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATABASE_URL: '' }),
      ...storageEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Crayonbox is ready')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`server exited (${code}):\n${output}`)));
  });
  return { child, base: `http://127.0.0.1:${port}` };
}

function kill(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

beforeAll(async () => {
  if (process.env.TEST_DB_KIND === 'postgres' && process.env.TEST_DATABASE_URL) {
    const name = `crayonbox_d_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(process.env.TEST_DATABASE_URL);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      const c = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    };
  }
});

afterAll(async () => {
  if (server) await kill(server.child);
  await dropDatabase();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

type Multipart = ReturnType<typeof multipart>;
/** String fields, and Buffers as PNG files. */
const form = (entries: Record<string, string | Buffer>): Multipart => {
  const fields: Record<string, string> = {};
  const files: Record<string, FilePart> = {};
  for (const [name, value] of Object.entries(entries)) {
    if (typeof value === 'string') fields[name] = value;
    else files[name] = { bytes: value, filename: 'layer.png', type: 'image/png' };
  }
  return multipart(fields, files);
};
const isMultipart = (body: unknown): body is Multipart =>
  typeof body === 'object' && body !== null && 'payload' in body && 'headers' in body;

async function call<T>(method: string, url: string, token: string | null, body?: Multipart | object): Promise<T> {
  const multipartBody = isMultipart(body) ? body : null;
  const res = await fetch(`${server!.base}/api${url}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(multipartBody ? multipartBody.headers : body ? { 'content-type': 'application/json' } : {}),
    },
    body: multipartBody ? new Uint8Array(multipartBody.payload) : body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${text}`);
  return (JSON.parse(text) as { data: T }).data;
}

async function centerColor(url: string) {
  const bytes = Buffer.from(await (await fetch(`${server!.base}${url}`)).arrayBuffer());
  const { data } = await sharp(bytes).extract({ left: 512, top: 512, width: 1, height: 1 }).raw().toBuffer({ resolveWithObject: true });
  return [data[0], data[1], data[2]];
}

// On the disk and on S3 (an S3-compatible server on 127.0.0.1, through the AWS SDK).
describe.each(STORAGE_KINDS)('durability on %s', (kind) => {
  let s: StorageUnderTest;
  beforeAll(async () => {
    s = await storageUnderTest(kind);
  });
  afterAll(async () => {
    if (server) await kill(server.child);
    server = null;
    await s?.close();
  });

  it('a draft and a save answered just before the server is killed are there after a restart', async () => {
    server = await start(s.env);
    const email = `durable-${randomBytes(3).toString('hex')}@example.com`;
    await call('POST', '/users/sign-up', null, { name: 'Dee Durable', email, password: 'correct horse battery' });
    const { token } = await call<{ token: string }>('POST', '/users/verify', null, { token: lastMailToken(dataDir) });
    const art = await call<{ url: string }>('POST', '/storage/upload', token, form({ file: await lineArt() }));
    const page = await call<{ id: number }>('POST', '/pages/upload', token, { url: art.url, mode: 'as-is', title: 'Durable page' });

    const draft = await call<{ revision: number }>(
      'PUT',
      `/coloreds/${page.id}/draft`,
      token,
      form({ base_revision: '0', changed_at: new Date().toISOString(), device: 'laptop', file: await coloringLayer('#1c7ed6') }),
    );
    await kill(server.child);
    server = await start(s.env);
    const kept = await call<{ revision: number; photo: string } | null>('GET', `/coloreds/${page.id}/draft`, token);
    expect(kept?.revision).toBe(draft.revision);
    expect(await centerColor(kept!.photo)).toEqual([0x1c, 0x7e, 0xd6]);

    const layer = await call<{ url: string }>('POST', '/storage/upload', token, form({ file: await coloringLayer('#e03131') }));
    await call('PATCH', '/coloreds/upsert', token, { pageId: page.id, photo: layer.url });
    await kill(server.child);
    server = await start(s.env);
    const saved = await call<{ photo: string }>('GET', `/coloreds/${page.id}/read`, token);
    expect(await centerColor(saved.photo)).toEqual([0xe0, 0x31, 0x31]);
  }, 120_000);
});
