import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { coloredPages, credits, favorites, pages, subscriptions, users } from '../db/schema.ts';
import { json, type TestApp } from '../../test/app.ts';
import { startAppOnStorage, STORAGE_KINDS } from '../../test/storage-kinds.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo } from './seed-demo.ts';

let t: TestApp;

const count = async (table: typeof pages | typeof users | typeof favorites | typeof coloredPages | typeof subscriptions) =>
  Number((await t.database.db.select({ n: sql<number>`count(*)` }).from(table))[0]?.n);

const signIn = (email: string) => t.app.inject({ method: 'POST', url: '/api/users/sign-in', payload: { email, password: DEMO_PASSWORD } });

// On the disk and on S3 (an S3-compatible server on 127.0.0.1, through the AWS SDK).
describe.each(STORAGE_KINDS)('on %s storage', (kind) => {
  startAppOnStorage(kind, (app) => {
    t = app;
  });

  describe('seedDemo', () => {
    it('seeds at least 24 drawn pages, users on every plan, favorites and colored pages, and is idempotent', async () => {
      const first = await seedDemo({ db: t.database.db, storage: t.app.ctx.storage });
      expect(first.created).toBe(true);
      expect(first.pages).toBeGreaterThanOrEqual(24);

      const all = await t.database.db.select().from(pages);
      expect(all.length).toBeGreaterThanOrEqual(24);
      expect(new Set(all.map((p) => p.title)).size).toBe(all.length);
      for (const p of all) {
        expect(p.source).toBe('demo');
        expect(p.prompt).toEqual(expect.any(String));
      }
      // The illustrations are real line art at print resolution: mostly white paper with black lines.
      const sample = await t.app.ctx.storage.read(all[0]!.illustration);
      const stats = await sharp(sample!).greyscale().stats();
      expect(await sharp(sample!).metadata()).toMatchObject({ width: 3072, height: 3072, format: 'png' });
      expect(stats.channels[0]!.min).toBeLessThan(30);
      expect(stats.channels[0]!.mean).toBeGreaterThan(180);

      // Every account signs in with the shared password and is on the plan it claims.
      for (const account of DEMO_ACCOUNTS) {
        const res = await signIn(account.email);
        expect(res.statusCode, account.email).toBe(200);
        const { user } = json(res).data;
        if (account.plan === 'admin') expect(user.admin).toBe(true);
        else expect(user.plan.name).toBe(account.plan);
      }
      const plansSeen = new Set(DEMO_ACCOUNTS.map((a) => a.plan));
      expect(plansSeen).toEqual(new Set(['admin', 'free', 'starter', 'advanced']));

      const subs = await t.database.db.select().from(subscriptions);
      expect(subs).toHaveLength(2);
      for (const s of subs)
        expect(s).toMatchObject({ status: 'active', canceledAt: null, stripeSubscriptionId: expect.stringMatching(/^sub_demo_/) });
      const [advanced] = await t.database.db.select().from(users).where(eq(users.email, 'demo-advanced@crayonbox.local'));
      const [balance] = await t.database.db.select().from(credits).where(eq(credits.userId, advanced!.id));
      expect(balance).toMatchObject({ publicPage: 300, pageCreation: 150 });

      const favs = await t.database.db.select().from(favorites);
      expect(favs.length).toBeGreaterThan(0);
      const colored = await t.database.db.select().from(coloredPages);
      expect(colored.length).toBeGreaterThan(0);
      const shot = await t.app.ctx.storage.read(colored[0]!.photo);
      expect((await sharp(shot!).stats()).isOpaque).toBe(true);
      expect(await t.app.ctx.storage.read(colored[0]!.preview)).not.toBeNull();
      const counted = all.reduce((n, p) => n + p.favoritedCount, 0);
      expect(counted).toBe(favs.length);
      expect(all.reduce((n, p) => n + p.coloredCount, 0)).toBe(colored.length);

      const before = {
        pages: await count(pages),
        users: await count(users),
        favorites: await count(favorites),
        colored: await count(coloredPages),
      };
      const second = await seedDemo({ db: t.database.db, storage: t.app.ctx.storage });
      expect(second.created).toBe(false);
      expect({
        pages: await count(pages),
        users: await count(users),
        favorites: await count(favorites),
        colored: await count(coloredPages),
      }).toEqual(before);
    }, 120_000); // draws and encodes the whole catalogue
  });
});
