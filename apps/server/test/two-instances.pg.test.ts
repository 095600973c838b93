import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import pg from 'pg';
import sharp from 'sharp';
import { RANKING_CACHE } from '../src/modules/pages/paginate.ts';
import { startInstance, type Instance } from './instances.ts';
import { startS3, type S3StandIn } from './s3-server.ts';

// Two server processes on one PostgreSQL database, one S3 stand-in and the machine's Redis, as
// behind a load balancer: what a user does through one must hold on the other.
const base = process.env.TEST_DATABASE_URL!;
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const SWEEP_SECONDS = 2;
const dbName = `crayonbox_two_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
const dbUrl = Object.assign(new URL(base), { pathname: `/${dbName}` }).toString();

let s3: S3StandIn;
let a: Instance;
let b: Instance;
let startedAt: number;

async function admin(query: string, on = base) {
  const client = new pg.Client({ connectionString: on });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  const redis = new Redis(redisUrl, { lazyConnect: true, connectTimeout: 2000, maxRetriesPerRequest: 0 });
  await redis.connect().catch(() => {
    throw new Error(`The two-instance test needs Redis at ${redisUrl} (set TEST_REDIS_URL); .ci/run starts one.`);
  });
  await redis.quit();
  await admin(`create database ${dbName}`);
  s3 = await startS3();
  const env = {
    DATABASE_URL: dbUrl,
    REDIS_URL: redisUrl,
    APP_KEY: randomBytes(32).toString('base64'),
    TRUST_PROXY: 'true',
    AUTH_RATE_LIMIT: '4',
    SWEEP_EVERY_SECONDS: String(SWEEP_SECONDS),
    ...s3.env,
  };
  // Started together on an empty database: they take turns at the migrations.
  [a, b] = await Promise.all([startInstance('a', env), startInstance('b', env)]);
  startedAt = Date.now();
}, 120_000);

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await s3?.close();
  await admin(`drop database if exists ${dbName} with (force)`);
});

type Auth = { authorization: string };
async function call(
  on: Instance,
  method: string,
  url: string,
  options: { auth?: Auth; body?: unknown; headers?: Record<string, string> } = {},
) {
  const isForm = options.body instanceof FormData;
  const res = await fetch(`${on.url}/api${url}`, {
    method,
    headers: { ...options.auth, ...(options.body && !isForm ? { 'content-type': 'application/json' } : {}), ...options.headers },
    body: isForm ? (options.body as FormData) : options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

const png = (color: string, size = 64) =>
  sharp({ create: { width: size, height: size, channels: 3, background: color } })
    .png()
    .toBuffer();

function form(fields: Record<string, string | number>, file?: Buffer) {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.append(k, String(v));
  if (file) data.append('file', new Blob([new Uint8Array(file)], { type: 'image/png' }), 'picture.png');
  return data;
}

/** Line art (a ring) uploaded through one instance and made into a page there. */
async function makePage(on: Instance, auth: Auth, title: string) {
  const art = await sharp(
    Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="1024" height="1024"><rect width="1024" height="1024" fill="#fff"/>' +
        '<circle cx="512" cy="512" r="300" fill="none" stroke="#000" stroke-width="40"/></svg>',
    ),
  )
    .png()
    .toBuffer();
  const up = await call(on, 'POST', '/storage/upload', { auth, body: form({}, art) });
  expect(up.status).toBe(200);
  const page = await call(on, 'POST', '/pages/upload', { auth, body: { url: up.body.data.url, mode: 'keep', title } });
  expect(page.status, JSON.stringify(page.body)).toBe(201);
  return page.body.data as { id: number; title: string };
}

/** Polls until `check` passes; returns how long it took. */
async function within(ms: number, check: () => Promise<boolean>): Promise<number> {
  const started = performance.now();
  for (;;) {
    if (await check()) return performance.now() - started;
    if (performance.now() - started > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

let adminAuth: Auth;
async function newUser(on: Instance, name: string) {
  const email = `${name.toLowerCase()}-${randomBytes(3).toString('hex')}@example.com`;
  const created = await call(on, 'POST', '/users/create', { auth: adminAuth, body: { name, email, password: 'correct horse battery' } });
  expect(created.status).toBe(201);
  // From a client address of its own: sign-ins are limited to four a minute per client, across both.
  const client = { 'x-forwarded-for': `10.${randomBytes(3).join('.')}` };
  const signIn = await call(on, 'POST', '/users/sign-in', { headers: client, body: { email, password: 'correct horse battery' } });
  return { id: created.body.data.id as number, auth: { authorization: `Bearer ${signIn.body.data.token}` } };
}

describe('two instances behind a load balancer', () => {
  it('share the first admin, and a page made on one is in the other’s public list within a second', async () => {
    const first = await call(a, 'POST', '/users/admin/create', {
      body: { name: 'Ada', email: 'ada@example.com', password: 'correct horse battery' },
    });
    expect(first.status).toBe(201);
    adminAuth = { authorization: `Bearer ${first.body.data.token}` };
    const second = await call(b, 'POST', '/users/admin/create', {
      body: { name: 'Eve', email: 'eve@example.com', password: 'correct horse battery' },
    });
    expect(second.status).toBe(409);

    const viewer = await newUser(b, 'Viewer');
    const latest = () => call(b, 'GET', '/pages/paginate?sort=latest&per_page=5', { auth: viewer.auth });
    expect((await latest()).status).toBe(200); // B has the list in memory now
    const maker = await newUser(b, 'Maker');
    const page = await makePage(a, maker.auth, `Shared kite ${randomBytes(2).toString('hex')}`);
    const ms = await within(1000, async () => (await latest()).body.data.data.some((p: { id: number }) => p.id === page.id));
    expect(ms).toBeLessThan(1000);
    // Its picture is in the shared bucket: the other instance prints it.
    const print = await fetch(`${b.url}/api/pages/${page.id}/print`, { headers: adminAuth });
    expect(print.status).toBe(200);
  }, 60_000);

  it('show a page made on one in the other’s long lists within a second, even just after their order changed', async () => {
    const maker = await newUser(a, 'Prolific');
    // A catalogue long enough that the other instance refreshes its rankings in the background
    // (RANKING_CACHE.bigSize), rather than before answering as it does for short lists.
    await admin(
      `insert into pages (user_id, title, source, illustration, thumbnail)
       select ${maker.id}, 'Filler ' || g, 'upload', 'https://example.com/filler.png', 'https://example.com/filler-thumb.png'
       from generate_series(1, ${RANKING_CACHE.bigSize + 500}) g`,
      dbUrl,
    );
    const reader = await newUser(b, 'Reader');
    const mostFavorited = async () =>
      (await call(b, 'GET', '/pages/paginate?sort=mostFavorited&per_page=5', { auth: reader.auth })).body.data.data.map(
        (p: { id: number }) => p.id,
      );
    // A favorite (its count, as a favorite on either instance writes it) reorders the list: once
    // the page is first there, the other instance has just refreshed that long list.
    const favorite = (await mostFavorited())[4];
    await admin(`update pages set favorited_count = favorited_count + 1 where id = ${favorite}`, dbUrl);
    await within(10_000, async () => (await mostFavorited())[0] === favorite);

    // Made now, the new page is second in that list (no favorites, the newest): there within a second.
    const page = await makePage(a, maker.auth, `Fresh kite ${randomBytes(2).toString('hex')}`);
    const ms = await within(1000, async () => (await mostFavorited()).includes(page.id));
    expect(ms).toBeLessThan(1000);
  }, 60_000);

  it('read a draft written through the other', async () => {
    const user = await newUser(a, 'Colorer');
    const page = await makePage(a, user.auth, 'Draft ring');
    const put = await call(a, 'PUT', `/coloreds/${page.id}/draft`, {
      auth: user.auth,
      body: form({ base_revision: 0, changed_at: new Date().toISOString(), device: 'phone' }, await png('#e03131', 1024)),
    });
    expect(put.status).toBe(200);
    const read = await call(b, 'GET', `/coloreds/${page.id}/draft`, { auth: user.auth });
    expect(read.status).toBe(200);
    expect(read.body.data).toEqual(put.body.data);
    // A draft is private: its layer is a signed url on the app's own origin, good on either instance.
    expect((await fetch(`${b.url}${read.body.data.photo}`)).status).toBe(200);
    expect((await fetch(`${a.url}${read.body.data.photo}`)).status).toBe(200);
  }, 60_000);

  it('count sign-in attempts across both (Redis)', async () => {
    const client = { 'x-forwarded-for': `10.${randomBytes(3).join('.')}` };
    const statuses = [];
    for (let i = 0; i < 6; i++) {
      const on = i % 2 ? b : a;
      statuses.push(
        (await call(on, 'POST', '/users/sign-in', { headers: client, body: { email: 'no@example.com', password: 'wrong one' } })).status,
      );
    }
    // Four a minute per client, wherever they land: alone, each instance would have allowed four.
    expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
  });

  it('sign a user out, and block one, on both at once', async () => {
    const leaving = await newUser(a, 'Leaving');
    const blocked = await newUser(a, 'Blocked');
    for (const on of [a, b]) {
      expect((await call(on, 'GET', '/users/read', { auth: leaving.auth })).status).toBe(200);
      expect((await call(on, 'GET', '/users/read', { auth: blocked.auth })).status).toBe(200);
    }
    expect((await call(b, 'POST', '/users/sign-out', { auth: leaving.auth })).status).toBe(200);
    await within(1000, async () => (await call(a, 'GET', '/users/read', { auth: leaving.auth })).status === 401);
    expect((await call(a, 'PATCH', `/users/${blocked.id}/blocked/toggle`, { auth: adminAuth })).status).toBe(200);
    // A blocked account hears that it is blocked (403 BLOCKED) on every instance at once.
    await within(1000, async () => {
      const res = await call(b, 'GET', '/users/read', { auth: blocked.auth });
      return res.status === 403 && res.body.code === 'BLOCKED';
    });
  }, 30_000);

  it('build each book once: a build is taken by exactly one worker', async () => {
    const page = await makePage(b, (await newUser(a, 'Illustrator')).auth, 'Book ring');
    // Three builds queued at once, through both: both workers look for work, each build is taken once.
    const books = await Promise.all(
      [a, b, a].map(async (on, i) => {
        const book = await call(on, 'POST', '/books', { auth: adminAuth, body: { name: `Book ${i}` } });
        await call(on, 'POST', `/books/${book.body.data.id}/pages`, { auth: adminAuth, body: { page_id: page.id } });
        const started = await call(on, 'POST', `/books/${book.body.data.id}/export`, { auth: adminAuth, body: {} });
        expect(started.status).toBe(202);
        return { bookId: book.body.data.id as number, exportId: started.body.data.id as number };
      }),
    );
    for (const [i, { bookId }] of books.entries()) {
      const other = i % 2 ? a : b;
      await within(
        60_000,
        async () => (await call(other, 'GET', `/books/${bookId}/export`, { auth: adminAuth })).body.data.status === 'done',
      );
    }
    const takes = [...a.logs(), ...b.logs()].filter((line) => line.msg === 'book build taken').map((line) => line.exportId as number);
    expect(takes.sort()).toEqual(books.map((book) => book.exportId).sort());
  }, 120_000);

  it('sweep uploads once per period, not once per instance', async () => {
    // Each instance's timer fires every SWEEP_SECONDS; only one of the two runs each period.
    await new Promise((resolve) => setTimeout(resolve, SWEEP_SECONDS * 2500));
    const elapsed = (Date.now() - startedAt) / 1000;
    const runs = [...a.logs(), ...b.logs()].filter((line) => line.msg === 'upload sweep ran').length;
    expect(runs).toBeGreaterThanOrEqual(2);
    expect(runs).toBeLessThanOrEqual(Math.ceil(elapsed / (SWEEP_SECONDS * 0.9)) + 1);
    expect(runs).toBeLessThan((2 * elapsed) / SWEEP_SECONDS - 2);
    const client = new pg.Client({ connectionString: dbUrl });
    await client.connect();
    const { rows } = await client.query("select runs from scheduled_runs where name = 'upload-sweep'");
    await client.end();
    // A run may be between its row and its log line.
    expect(rows[0].runs - runs).toBeGreaterThanOrEqual(0);
    expect(rows[0].runs - runs).toBeLessThanOrEqual(1);
  }, 30_000);
});
