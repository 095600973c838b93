import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { inject } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp, type BuildOptions } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config.ts';
import { openDatabase, type Database } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import { plans, subscriptions } from '../src/db/schema.ts';
import { seed } from '../src/db/seed.ts';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  dataDir: string;
  /** The PostgreSQL database of this app (absent on PGlite), for a second app on the same data. */
  databaseUrl?: string;
  close(): Promise<void>;
}

let migratedPglite: Blob | null = null;
/** The migrated database test/global-setup.ts dumped once for the run; each app loads a copy. */
function migratedPgliteDump(): Blob {
  return (migratedPglite ??= new Blob([fs.readFileSync(inject('pgliteDump'))]));
}

/** A fresh, migrated and seeded database: in-memory PGlite, or a new PostgreSQL database. */
async function freshDatabase(): Promise<{ database: Database; url?: string; drop: () => Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL;
  if (process.env.TEST_DB_KIND !== 'postgres' || !base) {
    const database = await openDatabase({ pgliteDir: 'memory://', pgliteData: migratedPgliteDump() });
    return { database, drop: async () => {} };
  }
  const name = `crayonbox_t_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  return {
    database,
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/** Test-only additions: a route observer, and routes added before the app is ready. */
export interface TestAppOptions {
  onRoute?: BuildOptions['onRoute'];
  beforeReady?: (app: FastifyInstance) => void | Promise<void>;
}

/** Boots the real app on a fresh database with a temporary DATA_DIR (outbox, uploads). */
export async function createTestApp(env: Record<string, string> = {}, options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crayonbox-test-'));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, APP_URL: 'http://localhost:3000', LOG_LEVEL: 'silent', ...env });
  config.authRateLimit = Number(env.AUTH_RATE_LIMIT ?? 1000);
  const { database, url, drop } = await freshDatabase();
  await migrate(database);
  await seed(database.db);
  const app = await buildApp(config, { database, onRoute: options.onRoute });
  await options.beforeReady?.(app);
  await app.ready();
  return {
    app,
    database,
    config,
    dataDir,
    databaseUrl: url,
    close: async () => {
      await app.close();
      await database.close();
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The JSON body of an inject response. */
export const json = <T = any>(res: LightMyRequestResponse): T => JSON.parse(res.body) as T;

/** Reads the newest mail in the outbox and returns its verification token. */
export function lastMailToken(dataDir: string, kind: 'verify' | 'reset-password' = 'verify'): string {
  const dir = path.join(dataDir, 'outbox');
  const files = fs.readdirSync(dir).sort();
  const last = files.at(-1);
  if (!last) throw new Error('no mail in the outbox');
  const text = fs.readFileSync(path.join(dir, last), 'utf8').replace(/=\r?\n/g, '');
  const match = new RegExp(`/${kind}/([A-Za-z0-9_-]{20,})`).exec(text);
  if (!match?.[1]) throw new Error(`no ${kind} link in ${last}`);
  return match[1];
}

export const outboxCount = (dataDir: string) => {
  const dir = path.join(dataDir, 'outbox');
  return fs.existsSync(dir) ? fs.readdirSync(dir).length : 0;
};

let counter = 0;
/** Data builder for a user, with overrides. */
export const buildUser = (over: Partial<{ name: string; email: string; password: string }> = {}) => {
  counter += 1;
  return {
    name: `Test User ${counter}`,
    email: `user${counter}-${randomBytes(3).toString('hex')}@example.com`,
    password: 'correct horse battery',
    ...over,
  };
};

/** Signs up and verifies a user through the API; returns their token and user. */
export async function signUpVerified(t: TestApp, over: Parameters<typeof buildUser>[0] = {}) {
  const body = buildUser(over);
  const res = await t.app.inject({ method: 'POST', url: '/api/users/sign-up', payload: body });
  if (res.statusCode !== 201) throw new Error(`sign-up failed: ${res.body}`);
  const verified = await t.app.inject({ method: 'POST', url: '/api/users/verify', payload: { token: lastMailToken(t.dataDir) } });
  const { token, user } = json(verified).data;
  return { token: token as string, user, ...body, auth: { authorization: `Bearer ${token}` } };
}

/** Creates the first admin through the API. */
export async function createAdmin(t: TestApp) {
  const body = buildUser({ name: 'Ada Admin' });
  const res = await t.app.inject({ method: 'POST', url: '/api/users/admin/create', payload: body });
  const { token, user } = json(res).data;
  return { token: token as string, user, ...body, auth: { authorization: `Bearer ${token}` } };
}

/** Puts the user on the starter plan, as a Stripe webhook would (an active subscription row). */
export async function insertStarterSubscription(t: TestApp, userId: number) {
  const [starter] = await t.database.db.select().from(plans).where(eq(plans.name, 'starter'));
  if (!starter) throw new Error('starter plan missing');
  await t.database.db.insert(subscriptions).values({
    userId,
    planId: starter.id,
    stripeSubscriptionId: `sub_test_${randomBytes(6).toString('hex')}`,
    status: 'active',
    priceCents: starter.priceCents,
  });
}

/** A verified user on the starter plan. */
export async function createPaidUser(t: TestApp, over: Parameters<typeof buildUser>[0] = {}) {
  const user = await signUpVerified(t, over);
  await insertStarterSubscription(t, user.user.id);
  return user;
}

/** A plan as GET /plans/list answers it (the fields an update must send back). */
interface ListedPlan {
  id: number;
  title: string;
  description: string;
  price: number;
  public_page_limit: number;
  page_creation_limit: number;
}

/** Gives a plan a Stripe price ID through the admin API, keeping its other fields; throws if refused. */
export async function setPlanPriceId(t: TestApp, adminAuth: Record<string, string>, plan: ListedPlan, stripePriceId: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/plans/${plan.id}/update`,
    headers: adminAuth,
    payload: {
      title: plan.title,
      description: plan.description,
      price: plan.price,
      publicPageLimit: plan.public_page_limit,
      pageCreationLimit: plan.page_creation_limit,
      stripePriceId,
    },
  });
  if (res.statusCode !== 200) throw new Error(`plan update failed: ${res.body}`);
}
