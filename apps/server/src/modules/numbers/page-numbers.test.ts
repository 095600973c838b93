// Color by number on pages made from pictures: "natural" colours taken from the uploaded photo,
// no number too small to print, nothing numbered in the white bands around a wide photo.
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { MIN_FONT } from '@crayonbox/canvas/headless';
import { pages } from '../../db/schema.ts';
import { createPage, pageImages } from '../pages/create-page.ts';
import { PAPER } from '../print/pdf.ts';
import { json, signUpVerified, type TestApp } from '../../../test/app.ts';
import { startAppOnStorage, STORAGE_KINDS } from '../../../test/storage-kinds.ts';
import { uploadedUrl } from '../generation/test-fixtures.ts';
import { sheetLayout } from './sheet-pdf.ts';

let t: TestApp;

interface Plan {
  colors: Array<{ n: number; hex: string; name: string }>;
  regions: Array<{ n: number; x: number; y: number; font: number; area: number; merged: Array<[number, number]> }>;
  unlabelled: number;
}
const readPlan = async (auth: Record<string, string>, id: number, style: string): Promise<Plan> => {
  const res = await t.app.inject({ method: 'GET', url: `/api/pages/${id}/numbers?style=${style}`, headers: auth });
  expect(res.statusCode).toBe(200);
  return json(res).data as Plan;
};
const rgbOf = (plan: Plan, n: number | undefined) => {
  const hex = plan.colors.find((c) => c.n === n)?.hex ?? '#000000';
  return [1, 3, 5].map((k) => Number.parseInt(hex.slice(k, k + 2), 16)) as [number, number, number];
};

/** A 3:2 "photo": a red apple with a green leaf on a blue tablecloth. */
const applePhoto = () =>
  sharp(
    Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="900" height="600"><rect width="900" height="600" fill="#3a6fc4"/>' +
        '<circle cx="450" cy="330" r="190" fill="#d0261f"/><ellipse cx="520" cy="110" rx="70" ry="35" fill="#3f9a35"/></svg>',
    ),
  )
    .jpeg({ quality: 85 })
    .toBuffer();

// On the disk and on S3 (an S3-compatible server on 127.0.0.1, through the AWS SDK).
describe.each(STORAGE_KINDS)('on %s storage', (kind) => {
  startAppOnStorage(kind, (app) => {
    t = app;
  });

  describe('natural colours of a page made from a photo', () => {
    it('keeps the colours of an uploaded photo and keys its areas with them', async () => {
      const u = await signUpVerified(t);
      const url = await uploadedUrl(t, u.auth, await applePhoto(), 'apple.jpg');
      const made = await t.app.inject({ method: 'POST', url: '/api/pages/upload', headers: u.auth, payload: { url } });
      expect(made.statusCode).toBe(201);
      const id = json(made).data.id as number;
      const [row] = await t.database.db.select({ ref: pages.colorReference }).from(pages).where(eq(pages.id, id));
      expect(row?.ref).toBeTruthy();

      const plan = await readPlan(u.auth, id, 'natural');
      // The apple and its leaf are the photo's subject, drawn centred on an empty page: the apple's
      // middle a little below the page's, the leaf above it.
      const apple = plan.regions.find((r) => Math.hypot(r.x - 512, r.y - 576) < 200);
      const [ar, ag, ab] = rgbOf(plan, apple?.n);
      expect(ar).toBeGreaterThan(ag + 60);
      expect(ar).toBeGreaterThan(ab + 60);
      const leaf = plan.regions.find((r) => r.y < 260);
      const [lr, lg, lb] = rgbOf(plan, leaf?.n);
      expect(lg).toBeGreaterThan(lr);
      expect(lg).toBeGreaterThan(lb);
      // The empty page around the subject is paper: no number on it.
      expect(plan.regions.every((r) => r.area < 1024 * 1024 * 0.4)).toBe(true);
      // The preset styles stay the preset.
      expect((await readPlan(u.auth, id, 'bright')).colors[0]).toMatchObject({ name: 'Sky blue' });
    });

    it('keeps nothing for a black-and-white drawing: natural is the preset', async () => {
      const u = await signUpVerified(t);
      const drawing = await sharp(
        Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600"><rect width="600" height="600" fill="#fff"/>' +
            '<path d="M0 300 H600 M300 0 V600" stroke="#000" stroke-width="8"/></svg>',
        ),
      )
        .png()
        .toBuffer();
      const url = await uploadedUrl(t, u.auth, drawing, 'cross.png');
      const made = await t.app.inject({ method: 'POST', url: '/api/pages/upload', headers: u.auth, payload: { url } });
      expect(made.statusCode).toBe(201);
      const id = json(made).data.id as number;
      const [row] = await t.database.db.select({ ref: pages.colorReference }).from(pages).where(eq(pages.id, id));
      expect(row?.ref).toBeNull();
      const plan = await readPlan(u.auth, id, 'natural');
      expect(plan.regions).toHaveLength(4);
      expect(plan.colors[0]).toMatchObject({ hex: '#a7d3f0', name: 'Sky' });
    });
  });

  describe('numbers big enough to print', () => {
    it('prints no number under 6 pt on Letter or A4: tiny cells join their neighbours', async () => {
      const u = await signUpVerified(t);
      // A page framed to its edges, two walls, and a block of 16 px cells in the middle.
      let cells = '';
      for (let k = 300; k <= 700; k += 16) cells += `M${k} 300 V700 M300 ${k} H700 `;
      const art = await sharp(
        Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="1024" height="1024"><rect width="1024" height="1024" fill="#fff"/>' +
            `<path d="M4 4 H1020 V1020 H4 Z M512 0 V300 M0 512 H300 ${cells}" fill="none" stroke="#000" stroke-width="6"/></svg>`,
        ),
      )
        .png()
        .toBuffer();
      const page = await createPage(t.app.ctx, t.database.db, {
        userId: u.user.id,
        source: 'upload',
        title: 'Cells',
        images: await pageImages(art),
      });
      const plan = await readPlan(u.auth, page.id, 'bright');
      expect(plan.regions.length).toBeGreaterThanOrEqual(1);
      for (const size of Object.keys(PAPER) as Array<keyof typeof PAPER>) {
        const ptPerPx = sheetLayout(size, plan.colors.length).side / 1024;
        expect(Math.min(...plan.regions.map((r) => r.font)) * ptPerPx).toBeGreaterThanOrEqual(6);
        expect(MIN_FONT * ptPerPx).toBeGreaterThanOrEqual(6);
      }
      // No number inside the block of cells; the cells are filled with the area around them.
      expect(plan.regions.filter((r) => r.x > 305 && r.x < 695 && r.y > 305 && r.y < 695)).toEqual([]);
      expect(plan.regions.reduce((n, r) => n + r.merged.length, 0)).toBeGreaterThanOrEqual(600);
    });
  });
});
