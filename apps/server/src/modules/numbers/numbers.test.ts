import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { numberPlans, pages } from '../../db/schema.ts';
import { createAdmin, json, signUpVerified, type TestApp, insertStarterSubscription } from '../../../test/app.ts';
import { startAppOnStorage, STORAGE_KINDS } from '../../../test/storage-kinds.ts';
import { coloringLayer, createTestPage, publicCredits, upload } from '../coloreds/test-fixtures.ts';

let t: TestApp;
let owner: Awaited<ReturnType<typeof signUpVerified>>;

const numbers = (auth: Record<string, string>, id: number, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/pages/${id}/numbers${query}`, headers: auth });

// On the disk and on S3 (an S3-compatible server on 127.0.0.1, through the AWS SDK).
describe.each(STORAGE_KINDS)('on %s storage', (kind) => {
  startAppOnStorage(kind, async (app) => {
    t = app;
    owner = await signUpVerified(t, { name: 'Page Owner' });
  });

  describe('GET /pages/{id}/numbers', () => {
    it('numbers the regions of a page, keyed with the chosen style, and keeps the plan', async () => {
      const reader = await signUpVerified(t);
      const before = await publicCredits(t, reader.user.id);
      const page = await createTestPage(t, owner.user.id);
      const res = await numbers(reader.auth, page.id, '?style=pastel');
      expect(res.statusCode).toBe(200);
      const plan = json(res).data;
      expect(plan).toMatchObject({ page_id: page.id, style: 'pastel', width: 1024, height: 1024 });
      // The ring page: a number inside the ring; the paper around the drawing gets none.
      expect(plan.regions).toHaveLength(1);
      const inside = plan.regions[0];
      expect(Math.hypot(inside.x - 512, inside.y - 512)).toBeLessThan(260);
      expect(inside.font).toBeGreaterThan(10);
      expect(plan.unlabelled).toBe(1);
      expect(plan.colors.map((c: { n: number }) => c.n)).toEqual(plan.colors.map((_: unknown, i: number) => i + 1));
      expect(plan.colors[0]).toMatchObject({ hex: '#bbdefb', name: 'Baby blue' });
      // Reading a plan spends nothing: the credit moment is the first save, as for any coloring.
      expect(await publicCredits(t, reader.user.id)).toBe(before);

      // Kept: the second open reads the stored plan.
      const kept = await t.database.db.select().from(numberPlans).where(eq(numberPlans.pageId, page.id));
      expect(kept.map((k) => k.variant)).toEqual(['pastel']);
      await t.database.db
        .update(numberPlans)
        .set({ plan: { ...plan, unlabelled: 12345 } })
        .where(eq(numberPlans.pageId, page.id));
      expect(json(await numbers(reader.auth, page.id, '?style=pastel')).data.unlabelled).toBe(12345);
      // The default style is bright.
      expect(json(await numbers(reader.auth, page.id)).data.style).toBe('bright');
    });

    it("keys the page with the caller's own colors once they saved a coloring of it", async () => {
      const user = await signUpVerified(t);
      const page = await createTestPage(t, user.user.id);
      const none = await numbers(user.auth, page.id, '?style=colored');
      expect(none.statusCode).toBe(422);
      expect(json(none).errors.style).toEqual(['Color this page first: your colors become the key.']);

      const photo = await upload(t, user.auth, await coloringLayer('#2f9e44'));
      const saved = await t.app.inject({
        method: 'PATCH',
        url: '/api/coloreds/upsert',
        payload: { pageId: page.id, photo },
        headers: user.auth,
      });
      expect(saved.statusCode).toBe(200);
      const plan = json(await numbers(user.auth, page.id, '?style=colored')).data;
      const inside = plan.regions.find((r: { x: number; y: number }) => Math.hypot(r.x - 512, r.y - 512) < 260);
      const green = plan.colors.find((c: { n: number }) => c.n === inside.n);
      expect(green.name).toMatch(/green/i);
      expect(green.hex).toBe('#2f9e44');
    });

    it('answers 404 for unknown and blocked pages, 422 for an unknown style and 401 to guests', async () => {
      const user = await signUpVerified(t);
      const admin = await createAdmin(t);
      const page = await createTestPage(t, owner.user.id);
      expect((await numbers(user.auth, page.id, '?style=neon')).statusCode).toBe(422);
      expect(json(await numbers(user.auth, page.id, '?style=neon')).errors.style).toEqual([
        'Style must be bright, pastel, natural or colored.',
      ]);
      expect((await numbers(user.auth, 99_999_999)).statusCode).toBe(404);
      expect((await numbers({}, page.id)).statusCode).toBe(401);
      await t.database.db.update(pages).set({ blocked: true }).where(eq(pages.id, page.id));
      expect(json(await numbers(user.auth, page.id)).code).toBe('NOT_FOUND');
      expect((await numbers(admin.auth, page.id)).statusCode).toBe(200);
    });
  });

  describe('GET /pages/{id}/numbers/print', () => {
    const sheet = (auth: Record<string, string>, id: number, query = '') =>
      t.app.inject({ method: 'GET', url: `/api/pages/${id}/numbers/print${query}`, headers: auth });

    it('prints a numbered sheet with its key for paid plans, and refuses the free plan', async () => {
      const page = await createTestPage(t, owner.user.id, 'Ring');
      const free = await signUpVerified(t);
      const refused = await sheet(free.auth, page.id);
      expect(refused.statusCode).toBe(403);
      expect(json(refused).code).toBe('NO_PAID_PLAN');

      const paid = await signUpVerified(t);
      await insertStarterSubscription(t, paid.user.id);
      const res = await sheet(paid.auth, page.id, '?style=natural&size=a4');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(`inline; filename="color-by-number-${page.id}.pdf"`);
      const doc = await PDFDocument.load(res.rawPayload);
      expect(doc.getPageCount()).toBe(1);
      expect(doc.getPage(0).getSize().width).toBeCloseTo(595.28, 1);
      expect(doc.getTitle()).toBe('Ring - color by number');
      expect((await sheet(paid.auth, page.id, '?size=tabloid')).statusCode).toBe(422);
    });
  });
});
