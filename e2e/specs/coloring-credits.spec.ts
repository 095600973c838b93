import { expect, test, type APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { BLUE, CLEAR, RED, RING, clickAt, expectPixel, pixel, publicPageCredits, tool } from '../fixtures/coloring.ts';
import { auth, coloringReady as ready, pageMaker, startSignedIn } from '../fixtures/pages.ts';
import { createVerifiedUser } from '../fixtures/users.ts';

test.describe.configure({ timeout: 150_000 });

type User = Awaited<ReturnType<typeof createVerifiedUser>>;
const createPage = pageMaker();

/**
 * The people of this file, made once: Alice and Bob own three pages each (all the free plan
 * creates); Cleo and Dora color other people's pages, each in a test of her own, so the tests
 * do not depend on one another.
 */
interface Cast {
  bob: User;
  cleo: User;
  dora: User;
  pages: { shared: number; free: number; others: number[] };
}
let cast: Promise<Cast> | null = null;
function theCast(request: APIRequestContext): Promise<Cast> {
  cast ??= (async () => {
    const alice = await createVerifiedUser(request, 'Alice Artist');
    const bob = await createVerifiedUser(request, 'Bob Builder');
    const cleo = await createVerifiedUser(request, 'Cleo Colorer');
    const dora = await createVerifiedUser(request, 'Dora Doodler');
    const others = [
      await createPage(request, alice.token, 'Ring and box'),
      await createPage(request, alice.token, 'Another ring'),
      await createPage(request, alice.token, 'Third ring'),
      await createPage(request, bob.token, 'Shared ring'),
      await createPage(request, bob.token, 'Free page'),
      await createPage(request, bob.token, 'Last ring'),
    ];
    return { bob, cleo, dora, pages: { shared: others[3]!, free: others[4]!, others } };
  })();
  return cast;
}

test("coloring someone else's page saves itself after the first fill and takes one credit", async ({ page, request }) => {
  const { cleo: colorer, pages } = await theCast(request);
  const pageId = pages.shared;
  const before = await publicPageCredits(request, colorer.token);

  await startSignedIn(page, colorer.token, `/pages/${pageId}/color`);
  await ready(page);
  await expect(page.getByText(`Saving uses 1 of your ${before} public pages to color`)).toBeVisible();
  await tool(page, 'Fill').click();
  await tool(page, 'Blue').click();
  await clickAt(page, RING.x, RING.y);
  // The credit moment: asked before anything is colored or spent.
  const moment = page.getByRole('alertdialog');
  await expect(moment).toContainText(`Coloring this page uses 1 of your ${before} public pages to color.`);
  await expect(moment.getByRole('button', { name: 'Start coloring' })).toBeFocused();
  expect(await pixel(page, RING.x, RING.y)).toEqual(CLEAR);
  expect(await publicPageCredits(request, colorer.token)).toBe(before);
  await moment.getByRole('button', { name: 'Start coloring' }).click();
  await expectPixel(page, RING.x, RING.y, BLUE);
  await expect(page.getByText('Page has been saved')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();
  expect(await publicPageCredits(request, colorer.token)).toBe(before - 1);

  // Later changes are kept for every device and wait for a save by hand, which takes no further credit.
  await clickAt(page, 700, 800);
  await expect(page.locator('header').getByRole('status')).toHaveText('Kept on your devices');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Page has been saved')).toBeVisible();
  expect(await publicPageCredits(request, colorer.token)).toBe(before - 1);
});

test('the credit moment: going back spends nothing, and "don\'t ask again" is kept on the device', async ({ page, request }) => {
  const { pages } = await theCast(request);
  const gus = await createVerifiedUser(request, 'Gus Goback');
  const before = await publicPageCredits(request, gus.token);
  const [first, second, third] = pages.others as [number, number, number];

  // The screen opens with the fill and a bright crayon; the first tap asks.
  await startSignedIn(page, gus.token, '/pages/public');
  await page.goto(`/pages/${first}/color`);
  await ready(page);
  await expect(tool(page, 'Fill')).toHaveAttribute('aria-pressed', 'true');
  await clickAt(page, RING.x, RING.y);
  await page.getByRole('alertdialog').getByRole('button', { name: 'Go back' }).click();
  await expect(page).toHaveURL(/\/pages\/public$/);
  expect(await publicPageCredits(request, gus.token)).toBe(before);
  expect((await request.get(`/api/coloreds/${first}/read`, { headers: auth(gus.token) })).status()).toBe(404);

  // "Don't ask again": this page asks once more, the next one does not.
  await page.goto(`/pages/${second}/color`);
  await ready(page);
  await clickAt(page, RING.x, RING.y);
  const moment = page.getByRole('alertdialog');
  await moment.getByLabel("Don't ask again on this device").check();
  await moment.getByRole('button', { name: 'Start coloring' }).click();
  await expect(page.getByText('Page has been saved')).toBeVisible();
  expect(await publicPageCredits(request, gus.token)).toBe(before - 1);

  await page.goto(`/pages/${third}/color`);
  await ready(page);
  await clickAt(page, RING.x, RING.y);
  await expect(page.getByText('Page has been saved')).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  expect(await publicPageCredits(request, gus.token)).toBe(before - 2);
});

test('with no public page credit left, another page sends the user to /checkout', async ({ page, request }) => {
  const { dora, pages } = await theCast(request);
  // The free plan colors five public pages: saves through the API use up what is left of them
  // on the six pages of Alice and Bob, so one stays uncolored.
  const layer = await sharp({ create: { width: 1024, height: 1024, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
    .composite([
      { input: { create: { width: 200, height: 200, channels: 4, background: { r: 239, g: 68, b: 68, alpha: 1 } } }, left: 412, top: 320 },
    ])
    .png()
    .toBuffer();
  const upload = await request.post('/api/storage/upload', {
    headers: auth(dora.token),
    multipart: { file: { name: 'image.png', mimeType: 'image/png', buffer: layer }, extensions: 'png', dimensions: '1024x1024' },
  });
  expect(upload.status(), await upload.text()).toBe(200);
  const photo = ((await upload.json()) as { data: { url: string } }).data.url;
  const colored: number[] = [];
  const uncolored: number[] = [];
  for (const pageId of pages.others) {
    const read = (await (await request.get(`/api/pages/${pageId}/read`, { headers: auth(dora.token) })).json()) as {
      data: { is_colored: boolean };
    };
    if (read.data.is_colored) continue;
    if ((await publicPageCredits(request, dora.token)) === 0) {
      uncolored.push(pageId);
      continue;
    }
    const saved = await request.patch('/api/coloreds/upsert', { headers: auth(dora.token), data: { pageId, photo } });
    expect(saved.status(), await saved.text()).toBe(200);
    colored.push(pageId);
  }
  expect(await publicPageCredits(request, dora.token)).toBe(0);
  expect(uncolored.length).toBeGreaterThan(0);

  await startSignedIn(page, dora.token, `/pages/${uncolored[0]}/color`);
  await expect(page).toHaveURL(/\/checkout$/);
  const noCredits = page.getByRole('alert').filter({ hasText: 'No credits available. Upgrade your plan to continue.' });
  await expect(noCredits).toBeVisible();
  // The notice ends with its cause: leaving checkout takes it away.
  await page.getByRole('link', { name: 'Public pages' }).first().click();
  await expect(page).toHaveURL(/\/pages\/public$/);
  await expect(noCredits).toHaveCount(0);

  // A page already colored still opens, with its saved coloring.
  await page.goto(`/pages/${colored[0]}/color`);
  await ready(page);
  await expectPixel(page, 512, 420, RED);
});

test('print and download need a paid plan: the plans are offered over the coloring', async ({ page, request }) => {
  const { bob: owner, pages } = await theCast(request);
  const pageId = pages.free;
  await startSignedIn(page, owner.token, `/pages/${pageId}/color`);
  await ready(page);

  const offer = page.getByRole('dialog', { name: 'Upgrade to keep going' });
  await page.getByRole('button', { name: 'Print', exact: true }).click();
  await expect(offer.getByText('Print is only available on the paid plan.')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/pages/${pageId}/color$`));
  await expect(page.getByRole('alert')).toHaveCount(0);
  await offer.getByRole('button', { name: 'Not now' }).click();
  await expect(offer).toBeHidden();

  await page.getByRole('button', { name: 'Download', exact: true }).click();
  await expect(offer.getByText('Download is only available on the paid plan.')).toBeVisible();
  await offer.getByRole('button', { name: 'See the plans' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
});
