import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { buildApp } from '../app.ts';
import { createTestApp, json, signUpVerified, type TestApp, createPaidUser } from '../../test/app.ts';
import { closeApp, insertPages, uniqueWord } from '../modules/pages/test-fixtures.ts';
import { openDatabase, type Database } from './client.ts';

// Two app instances on one PostgreSQL database, as behind a load balancer: what one instance
// changes, the other's caches drop as soon as PostgreSQL announces it.
let t: TestApp;
let second: { app: FastifyInstance; database: Database };
beforeAll(async () => {
  t = await createTestApp();
  const database = await openDatabase({ url: t.databaseUrl! });
  second = { app: await buildApp(t.config, { database }), database };
  await second.app.ready();
});
afterAll(async () => {
  await second.app.close();
  await second.database.close();
  await closeApp(t);
});

const bothCurrent = () => expect.poll(() => t.app.ctx.feed.isCurrent() && second.app.ctx.feed.isCurrent(), { timeout: 5_000 }).toBe(true);
const list = (app: FastifyInstance, auth: Record<string, string>, search: string) =>
  app.inject({ method: 'GET', url: `/api/pages/paginate?search=${search}`, headers: auth });

describe('the change feed across instances', () => {
  it('signs a user out on every instance, and shows a favorite made on another one', async () => {
    const word = uniqueWord();
    const owner = await signUpVerified(t);
    const viewer = await createPaidUser(t);
    const [page] = await insertPages(t, owner.user.id, [{ title: `${word} kite` }]);
    await bothCurrent();

    // The second instance has the user and the list in memory now.
    expect(json(await list(second.app, viewer.auth, word)).data.data[0].is_favorited).toBe(false);
    expect((await t.app.inject({ method: 'PATCH', url: `/api/pages/${page!.id}/favorited/toggle`, headers: viewer.auth })).statusCode).toBe(
      200,
    );
    await expect.poll(async () => json(await list(second.app, viewer.auth, word)).data.data[0].is_favorited, { timeout: 2_000 }).toBe(true);

    expect((await t.app.inject({ method: 'POST', url: '/api/users/sign-out', headers: viewer.auth })).statusCode).toBe(200);
    await expect.poll(async () => (await list(second.app, viewer.auth, word)).statusCode, { timeout: 2_000 }).toBe(401);
  });

  it('stops trusting memory when the listening connection is lost, and comes back', async () => {
    const viewer = await signUpVerified(t);
    await bothCurrent();
    expect((await list(second.app, viewer.auth, 'x')).statusCode).toBe(200);
    await t.database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'listen crayonbox_changes%'`,
    );
    // Both listeners were cut: no instance answers from memory until it listens again.
    await expect.poll(() => second.app.ctx.feed.isCurrent(), { timeout: 2_000 }).toBe(false);
    const out = await t.app.inject({ method: 'POST', url: '/api/users/sign-out', headers: viewer.auth });
    expect(out.statusCode).toBe(200);
    expect((await list(second.app, viewer.auth, 'x')).statusCode).toBe(401);
    await bothCurrent();
    expect((await list(second.app, viewer.auth, 'x')).statusCode).toBe(401);
  });
});
