import { expect, test } from '@playwright/test';
import { CLEAR, clickAt, expectPixel, pixel, screenPoint, stageOf } from '../fixtures/coloring.ts';
import { auth, coloringReady as ready, pageMaker, startSignedIn } from '../fixtures/pages.ts';
import { createVerifiedUser } from '../fixtures/users.ts';

// Color by number on a page the user made: from the coloring screen to a finished, saved page.
test.describe.configure({ timeout: 150_000 });
// A phone: the page is colored with a finger.
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const createPage = pageMaker();

interface Plan {
  colors: { n: number; hex: string; name: string }[];
  regions: { n: number; x: number; y: number; font: number }[];
}

const rgba = (hex: string) => [1, 3, 5].map((k) => Number.parseInt(hex.slice(k, k + 2), 16)).concat(255);

test('a numbered page: a wrong colour only hints, the right one fills, and the finished page is saved', async ({ page, request }) => {
  const user = await createVerifiedUser(request, 'Nina Numbers');
  const pageId = await createPage(request, user.token, 'Numbered ring');
  await startSignedIn(page, user.token, `/pages/${pageId}/color`);
  await ready(page);
  await page.getByRole('button', { name: 'Color by number' }).click();
  await expect(page).toHaveURL(new RegExp(`/pages/${pageId}/numbers$`));
  await ready(page);

  // The same plan the screen shows, read from the API to know where each number is.
  const plan = ((await (await request.get(`/api/pages/${pageId}/numbers`, { headers: auth(user.token) })).json()) as { data: Plan }).data;
  // The ring and the box are numbered; the paper around them is not.
  expect(plan.regions.length).toBeGreaterThanOrEqual(2);
  const swatches = page.getByRole('radiogroup', { name: 'Colors' }).getByRole('radio');
  await expect(swatches).toHaveCount(plan.colors.length);
  // Every number big enough to read at this zoom is on screen.
  const zoom = Number(await stageOf(page).getAttribute('data-zoom'));
  await expect(page.locator('svg[data-layer="numbers"] text')).toHaveCount(plan.regions.filter((r) => r.font * zoom >= 8).length);
  await page.screenshot({ path: test.info().outputPath('numbers-phone.png') });

  // A wrong colour: a hint, and the area stays white.
  const [first, second] = plan.regions as [Plan['regions'][0], Plan['regions'][0]];
  const wrong = plan.colors.find((c) => c.n !== first.n)!;
  await swatches.nth(wrong.n - 1).click();
  await clickAt(page, Math.floor(first.x), Math.floor(first.y));
  await expect(page.getByText(`That area is number ${first.n}`)).toBeVisible();
  expect(await pixel(page, Math.floor(first.x), Math.floor(first.y))).toEqual(CLEAR);

  // The right colour fills the whole area; the keyboard moves between swatches.
  await swatches.nth(first.n - 1).focus();
  await page.keyboard.press('Home');
  for (let k = 1; k < first.n; k++) await page.keyboard.press('ArrowRight');
  await expect(swatches.nth(first.n - 1)).toHaveAttribute('aria-checked', 'true');
  const finger = await screenPoint(stageOf(page), Math.floor(first.x), Math.floor(first.y));
  await page.touchscreen.tap(finger.x, finger.y);
  const firstColor = rgba(plan.colors[first.n - 1]!.hex);
  await expectPixel(page, Math.floor(first.x), Math.floor(first.y), firstColor);
  await expect(page.getByText(`1 of ${plan.regions.length} done`)).toBeVisible();

  // Every other area with its own colour: the page is finished and saved like any coloring.
  for (const region of [second, ...plan.regions.slice(2)]) {
    await swatches.nth(region.n - 1).click();
    await clickAt(page, Math.floor(region.x), Math.floor(region.y));
    await expectPixel(page, Math.floor(region.x), Math.floor(region.y), rgba(plan.colors[region.n - 1]!.hex));
  }
  await expect(page.getByText('You finished it! Every area has its color.')).toBeVisible();
  await expect(page.getByText(`${plan.regions.length} of ${plan.regions.length} done`)).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('numbers-finished.png') });
  await expect.poll(async () => (await request.get(`/api/coloreds/${pageId}/read`, { headers: auth(user.token) })).status()).toBe(200);
  await expect(page.getByRole('status').filter({ hasText: /^Saved/ })).toBeVisible();

  // Undo takes the last area back; progress follows.
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText(`${plan.regions.length - 1} of ${plan.regions.length} done`)).toBeVisible();
});

test("someone else's page by number: the first area's automatic save is quiet, confetti and 'saved' wait for the last area", async ({
  page,
  request,
}) => {
  const owner = await createVerifiedUser(request, 'Otto Owner');
  const colorer = await createVerifiedUser(request, 'Cora Counter');
  const pageId = await createPage(request, owner.token, 'Shared numbers');
  await startSignedIn(page, colorer.token, `/pages/${pageId}/numbers`);
  await ready(page);
  const plan = ((await (await request.get(`/api/pages/${pageId}/numbers`, { headers: auth(colorer.token) })).json()) as { data: Plan })
    .data;
  expect(plan.regions.length).toBeGreaterThanOrEqual(2);
  const swatches = page.getByRole('radiogroup', { name: 'Colors' }).getByRole('radio');
  // canvas-confetti draws on a canvas of its own, put straight into <body> when the party starts.
  const confetti = page.locator('body > canvas');
  const savedToast = page.getByText('Page has been saved');
  const fill = async (region: Plan['regions'][0]) => {
    await swatches.nth(region.n - 1).click();
    await clickAt(page, Math.floor(region.x), Math.floor(region.y));
  };

  // The first area: the credit question, then the automatic save that takes the credit.
  const [first, ...rest] = plan.regions as [Plan['regions'][0], ...Plan['regions']];
  await fill(first);
  await page.getByRole('alertdialog').getByRole('button', { name: 'Start coloring' }).click();
  await expectPixel(page, Math.floor(first.x), Math.floor(first.y), rgba(plan.colors[first.n - 1]!.hex));
  await expect.poll(async () => (await request.get(`/api/coloreds/${pageId}/read`, { headers: auth(colorer.token) })).status()).toBe(200);
  // The screen heard back from the save (its header says so) before the quiet is checked.
  await expect(page.locator('header').getByRole('status')).toHaveText(/^Saved/);
  // Saved on the server, and nothing said about it: one area of several is no finished picture.
  // (Counted once, not awaited: a toast that came and went would pass a waiting check.)
  await expect(page.getByText(`1 of ${plan.regions.length} done`)).toBeVisible();
  expect(await savedToast.count()).toBe(0);
  expect(await confetti.count()).toBe(0);

  // Every area but the last: still no party.
  for (const region of rest.slice(0, -1)) await fill(region);
  await expect(page.getByText(`${plan.regions.length - 1} of ${plan.regions.length} done`)).toBeVisible();
  expect(await savedToast.count()).toBe(0);
  expect(await confetti.count()).toBe(0);

  // The last area: confetti, the finished page saved and said so.
  await fill(rest.at(-1)!);
  await expect(page.getByText('You finished it! Every area has its color.')).toBeVisible();
  await expect(confetti).toHaveCount(1);
  await expect(savedToast).toBeVisible();
});
