// Child process of bench/books/run.mjs (run with `node --import tsx`), in two stages so the
// server's memory is not the seeding's. BENCH_STAGE=seed: a fresh database (PostgreSQL, or PGlite
// with BENCH_DB=pglite) with a paid user and BOOK_PAGES pages made from the corpus's real line
// art at print resolution (3072 px), and a book of them; reports where they are, and exits.
// BENCH_STAGE=serve: the real app on that data on a random port; reports { port, pid } over
// IPC and, when the parent disconnects, drops the database and the folder.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { migrate } from '../../apps/server/src/db/migrate.ts';
import { authTokens, bookPages, books, pages, plans, subscriptions, users } from '../../apps/server/src/db/schema.ts';
import { seed } from '../../apps/server/src/db/seed.ts';
import { toPrintArt } from '../../apps/server/src/modules/pages/print-art.ts';
import { adminQuery, BENCH_PG_URL } from '../lib/pg-admin.mjs';

const kind = process.env.BENCH_DB === 'pglite' ? 'pglite' : 'postgres';
const baseUrl = BENCH_PG_URL;
const count = Number(process.env.BOOK_PAGES ?? 100);
const lineArtFiles: string[] = JSON.parse(process.env.BOOK_ART ?? '[]');
const stage = process.env.BENCH_STAGE === 'serve' ? 'serve' : 'seed';
const dataDir = process.env.BENCH_DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'crayonbox-bench-books-'));
const dbName = process.env.BENCH_DB_NAME ?? `crayonbox_bench_books_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;

let cleaning = false;
async function cleanup() {
  if (cleaning) return;
  cleaning = true;
  try {
    await app.close();
    await database.close();
    if (kind === 'postgres') await adminQuery(`drop database if exists ${dbName} with (force)`);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  }
}
if (stage === 'serve') {
  process.on('disconnect', cleanup);
  process.on('SIGTERM', cleanup);
}

let url: string | undefined;
if (kind === 'postgres') {
  if (stage === 'seed') await adminQuery(`create database ${dbName}`);
  const u = new URL(baseUrl);
  u.pathname = `/${dbName}`;
  url = u.toString();
}
const database = await openDatabase(kind === 'postgres' ? { url } : { pgliteDir: path.join(dataDir, 'db') });
if (stage === 'seed') {
  await migrate(database);
  await seed(database.db);
}
const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, LOG_LEVEL: 'silent', PORT: '0', APP_URL: 'http://127.0.0.1' });
const app = await buildApp(config, { database });

if (stage === 'serve') {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  process.send!({ ready: true, port, pid: process.pid });
} else {
  await seedBook();
}

async function seedBook() {
  const { db } = database;
  const { storage } = app.ctx;

  // A paid user (advanced plan: 200 pages a book) signed in with a fresh token.
  const [user] = await db
    .insert(users)
    .values({ name: 'Bench Bookmaker', email: `books-${Date.now()}@example.com`, passwordHash: 'x', verifiedAt: new Date() })
    .returning();
  const [advanced] = await db.select().from(plans).where(eq(plans.name, 'advanced'));
  await db
    .insert(subscriptions)
    .values({ userId: user!.id, planId: advanced!.id, stripeSubscriptionId: `sub_bench_${randomUUID()}`, status: 'active' });
  const token = randomBytes(32).toString('base64url');
  await db.insert(authTokens).values({ userId: user!.id, tokenHash: createHash('sha256').update(token).digest('hex') });

  // Real line art at print resolution; every page gets its own stored file, as real pages do.
  const arts = await Promise.all(lineArtFiles.map(async (file) => toPrintArt(await sharp(file, { density: 300 }).png().toBuffer())));
  const thumb = await sharp(arts[0]).resize(512).webp().toBuffer();
  const rows = [];
  for (let i = 0; i < count; i++) {
    const illustration = await storage.put(`bench/${randomUUID()}.png`, arts[i % arts.length]!, 'image/png');
    const thumbnail = await storage.put(`bench/${randomUUID()}.webp`, thumb, 'image/webp');
    rows.push({ userId: user!.id, source: 'upload' as const, title: `Page ${i + 1}`, illustration, thumbnail });
  }
  const inserted = await db.insert(pages).values(rows).returning({ id: pages.id });
  const [book] = await db
    .insert(books)
    .values({ userId: user!.id, name: 'One hundred pages to color', subtitle: 'A bench book', author: 'Crayonbox' })
    .returning();
  await db.insert(bookPages).values(inserted.map((p, position) => ({ bookId: book!.id, pageId: p.id, position })));
  if (kind === 'postgres') await db.execute(sql`checkpoint`);
  await app.close();
  await database.close();
  process.send!({ seeded: true, token, bookId: book!.id, kind, dataDir, dbName }, () => process.exit(0));
}
