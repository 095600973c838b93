import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import sharp from 'sharp';
import { BLUE, RING, clickAt, expectPixel, tool } from '../fixtures/coloring.ts';
import { auth, coloringReady as ready, pageMaker, startSignedIn } from '../fixtures/pages.ts';
import { adminToken, buyPlan, sellStarter, type StarterOnSale } from '../fixtures/stripe.ts';
import { createVerifiedUser } from '../fixtures/users.ts';

// A user who really bought Starter (through the fake Stripe that scripts/e2e.mjs starts) prints
// and downloads what they colored.
test.describe.configure({ timeout: 150_000 });

let onSale: StarterOnSale | undefined;
test.beforeAll(async ({ request }) => {
  onSale = await sellStarter(request, await adminToken(request));
});
test.afterAll(({ request }) => onSale?.restore(request));

const createPage = pageMaker();

test('on Starter, download saves the colored page as a PNG and print opens the print dialog in this tab', async ({ page, request }) => {
  const buyer = await createVerifiedUser(request, 'Paula Paid');
  await startSignedIn(page, buyer.token, '/pages/public');
  await buyPlan(page, request, buyer.token, onSale!.priceId);
  const pageId = await createPage(request, buyer.token, 'Paid ring');

  await page.goto(`/pages/${pageId}/color`);
  await ready(page);
  await tool(page, 'Fill').click();
  await tool(page, 'Blue').click();
  await clickAt(page, RING.x, RING.y);
  await expectPixel(page, RING.x, RING.y, BLUE);

  // Download: the composite (line art over the coloring on white) under the SPEC's file name, at
  // the illustration's print resolution (3x the 1024 canvas).
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download', exact: true }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(new RegExp(`^colored-page-${pageId}-\\d{4}-\\d{2}-\\d{2}_\\d{2}-\\d{2}-\\d{2}\\.png$`));
  const file = fs.readFileSync(await download.path());
  const meta = await sharp(file).metadata();
  expect(meta.format).toBe('png');
  expect([meta.width, meta.height]).toEqual([3072, 3072]);
  const { data } = await sharp(file).raw().toBuffer({ resolveWithObject: true });
  // Canvas coordinates (1024) to the centre of the matching 3x3 block.
  const at = (x: number, y: number) => {
    const o = ((3 * y + 1) * 3072 + 3 * x + 1) * meta.channels!;
    return Array.from(data.subarray(o, o + 3));
  };
  expect(at(RING.x, RING.y)).toEqual(BLUE.slice(0, 3)); // the coloring
  expect(at(RING.x - RING.r, RING.y)).toEqual([0, 0, 0]); // under the line art
  expect(at(30, 30)).toEqual([255, 255, 255]); // opaque white paper

  // Print (A4 from the menu): the work is saved first, then the browser's own print dialog opens
  // on a print view of the page, in this tab (window.print is counted: headless Chromium has no
  // dialog to show).
  await page.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => {
      (window as unknown as { printed: number }).printed++;
    };
  });
  // The paper menu by keyboard: Enter opens it on the first paper, arrows move, Escape closes it
  // and focus is back on Print.
  const printButton = page.getByRole('button', { name: 'Print', exact: true });
  await printButton.focus();
  await page.keyboard.press('Enter');
  // The menu is named by its button.
  const papers = page.getByRole('menu', { name: 'Print' }).getByRole('menuitem');
  await expect(papers).toHaveCount(2);
  await expect(papers.first()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(papers.last()).toBeFocused();
  await page.keyboard.press('Home');
  await expect(papers.first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);
  await expect(printButton).toBeFocused();

  const answered = page.waitForResponse((res) => /\/api\/pages\/\d+\/print\?/.test(res.url()));
  const tabs = page.context().pages().length;
  await page.getByRole('button', { name: 'Print', exact: true }).click();
  await page.getByRole('menuitem', { name: /A4/ }).click();
  const response = await answered;
  expect(new URL(response.url()).searchParams.get('size')).toBe('a4');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('image/png');
  await expect.poll(() => page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  expect(page.context().pages()).toHaveLength(tabs);

  // What the printer gets: one A4 page holding the colored picture at print resolution, and
  // nothing of the app around it.
  const view = page.locator('#print-view');
  await expect(view.locator('img')).toHaveJSProperty('naturalWidth', 3072);
  await page.emulateMedia({ media: 'print' });
  await expect(view).toBeVisible();
  await expect(page.getByRole('application', { name: 'Drawing area' })).toBeHidden();
  await expect(view.getByText('Paid ring')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('print-view.png') });
  const printed = await PDFDocument.load(await page.pdf({ preferCSSPageSize: true }));
  expect(printed.getPageCount()).toBe(1);
  const a4 = printed.getPage(0).getSize();
  expect([Math.round(a4.width), Math.round(a4.height)]).toEqual([595, 842]);
  await page.emulateMedia({ media: 'screen' });

  // The print-ready PDF is still there for other uses: one A4 page holding the picture.
  const again = await request.get(response.url().replace('format=png', 'format=pdf'), { headers: auth(buyer.token) });
  expect(again.headers()['content-type']).toContain('application/pdf');
  const pdf = await PDFDocument.load(await again.body());
  expect(pdf.getPageCount()).toBe(1);
  const { width, height } = pdf.getPage(0).getSize();
  expect([Math.round(width), Math.round(height)]).toEqual([595, 842]);
  const images = pdf.context
    .enumerateIndirectObjects()
    .filter(([, object]) => object instanceof PDFRawStream && object.dict.get(PDFName.of('Subtype')) === PDFName.of('Image'));
  expect(images.length).toBeGreaterThan(0);
  const saved = await request.get(`/api/coloreds/${pageId}/read`, { headers: auth(buyer.token) });
  expect(saved.status(), 'print saved the coloring first').toBe(200);

  // Letter is the other size on offer, and the server answers it too.
  const letter = await request.get(`/api/pages/${pageId}/print?size=letter`, { headers: auth(buyer.token) });
  expect(letter.status()).toBe(200);
  const letterPage = (await PDFDocument.load(await letter.body())).getPage(0).getSize();
  expect([letterPage.width, letterPage.height]).toEqual([612, 792]);

  // The numbered sheet prints the same way: numbers over the line art, the key under it.
  await page.goto(`/pages/${pageId}/numbers`);
  await ready(page);
  await page.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => {
      (window as unknown as { printed: number }).printed++;
    };
  });
  await page.getByRole('button', { name: 'Print numbered sheet' }).click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  const plan = (
    (await (await request.get(`/api/pages/${pageId}/numbers`, { headers: auth(buyer.token) })).json()) as {
      data: { regions: unknown[]; colors: { name: string }[] };
    }
  ).data;
  await expect(page.locator('#print-view .print-numbers text')).toHaveCount(plan.regions.length);
  await expect(page.locator('#print-view .print-key li')).toHaveCount(plan.colors.length);
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('#print-view').getByText(plan.colors[0]!.name, { exact: true })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('numbers-print-view.png') });
  expect((await PDFDocument.load(await page.pdf({ preferCSSPageSize: true }))).getPageCount()).toBe(1);
});
