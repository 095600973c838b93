import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { BLUE, RED, RING, clickAt, expectPixel, pixel, tool } from '../fixtures/coloring.ts';
import { auth, coloringReady, pageMaker, startSignedIn } from '../fixtures/pages.ts';
import { createVerifiedUser } from '../fixtures/users.ts';

// One home for a coloring's work (docs/decisions/027-one-home-for-coloring-work.md).
test.describe.configure({ timeout: 120_000 });
const createPage = pageMaker();

// Inside the ring, and inside the box below it (fixtures/pages.ts draws both): different tiles.
const IN_RING: [number, number] = [RING.x, RING.y];
const IN_BOX: [number, number] = [770, 820];
const GREEN = [34, 197, 94, 255];
const status = (page: Page) => page.locator('header').getByRole('status');

/** A device of its own: a browser context with its own storage, a desktop or a touch phone. */
async function openDevice(browser: Browser, token: string, path: string, phone = false): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext(
    phone ? { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true } : { viewport: { width: 1280, height: 900 } },
  );
  const page = await context.newPage();
  await startSignedIn(page, token, path);
  await coloringReady(page);
  return { context, page };
}

test('a fill 100 ms before the tab closes is there when it opens again, said in one line', async ({ browser, request }) => {
  const owner = await createVerifiedUser(request, 'Cleo Closer');
  const pageId = await createPage(request, owner.token, 'Closed quickly');
  const { context, page } = await openDevice(browser, owner.token, `/pages/${pageId}/color`);
  // Nothing reaches the server: what comes back can only come from the device.
  await context.route('**/api/coloreds/*/draft', (route) => (route.request().method() === 'PUT' ? route.abort() : route.fallback()));
  await tool(page, 'Red').click();
  await clickAt(page, ...IN_RING);
  await expectPixel(page, ...IN_RING, RED);
  await page.waitForTimeout(100); // the measure itself: the tab closes 100 ms after the fill
  await page.close();

  const again = await context.newPage();
  await again.goto(`/pages/${pageId}/color`);
  await coloringReady(again);
  await expectPixel(again, ...IN_RING, RED);
  await expect(again.getByRole('status').filter({ hasText: /^Your unsaved work from .* is open\.$/ })).toBeVisible();
  // Still not on the server (its PUTs fail here): kept on this device, tried again by itself.
  await expect(status(again)).toHaveText('Offline · kept here');
  await expect(again.getByRole('dialog')).toHaveCount(0);
  const server = await request.get(`/api/coloreds/${pageId}/draft`, { headers: auth(owner.token) });
  expect(((await server.json()) as { data: unknown }).data).toBeNull();
  await context.close();
});

test('two devices on one page: a fill on one shows on the other within 3 s', async ({ browser, request }) => {
  const owner = await createVerifiedUser(request, 'Dev Devices');
  const pageId = await createPage(request, owner.token, 'Two devices');
  const laptop = await openDevice(browser, owner.token, `/pages/${pageId}/color`);
  const phone = await openDevice(browser, owner.token, `/pages/${pageId}/color`, true);

  await tool(laptop.page, 'Red').click();
  await clickAt(laptop.page, ...IN_RING);
  await expect(status(laptop.page)).toHaveText('Kept on your devices');
  // No reload, no coming back to the tab: the phone is told.
  await expect.poll(() => pixel(phone.page, ...IN_RING), { timeout: 3000 }).toEqual(RED);
  await expect(status(phone.page)).toHaveText('Kept on your devices');
  await laptop.context.close();
  await phone.context.close();
});

test('two devices color different areas at once: both keep both, and the same area keeps the newer and offers the other back', async ({
  browser,
  request,
}) => {
  const owner = await createVerifiedUser(request, 'Ada Both');
  const pageId = await createPage(request, owner.token, 'Both kept');
  const laptop = await openDevice(browser, owner.token, `/pages/${pageId}/color`);
  const phone = await openDevice(browser, owner.token, `/pages/${pageId}/color`, true);

  // Both offline, each colors its own area on the same revision, then both come back.
  await laptop.context.setOffline(true);
  await phone.context.setOffline(true);
  await tool(laptop.page, 'Red').click();
  await clickAt(laptop.page, ...IN_RING);
  await tool(phone.page, 'Blue').click();
  await clickAt(phone.page, ...IN_BOX);
  await expect(status(laptop.page)).toHaveText('Offline · kept here');
  await laptop.context.setOffline(false);
  await phone.context.setOffline(false);

  for (const device of [laptop.page, phone.page]) {
    await expectPixel(device, ...IN_RING, RED);
    await expectPixel(device, ...IN_BOX, BLUE);
    await expect(status(device)).toHaveText('Kept on your devices');
  }
  await expect(laptop.page.getByText(/replaced part of yours/)).toHaveCount(0);
  await laptop.page.screenshot({ path: test.info().outputPath('laptop-after-conflict.png') });
  await phone.page.screenshot({ path: test.info().outputPath('phone-after-conflict.png') });

  // The same area: the laptop (offline) fills the box red, then the phone fills it green. The
  // phone's later change wins; the laptop's red is offered back and returns on a tap.
  await laptop.context.setOffline(true);
  await clickAt(laptop.page, ...IN_BOX);
  await expectPixel(laptop.page, ...IN_BOX, RED);
  await tool(phone.page, 'Green').click();
  await clickAt(phone.page, ...IN_BOX);
  await expect(status(phone.page)).toHaveText('Kept on your devices');
  await laptop.context.setOffline(false);
  await expectPixel(laptop.page, ...IN_BOX, GREEN);
  await expect(
    laptop.page.getByRole('status').filter({ hasText: /Newer work from another device .* replaced part of yours\./ }),
  ).toBeVisible();
  await expectPixel(laptop.page, ...IN_RING, RED);
  await laptop.page.screenshot({ path: test.info().outputPath('laptop-offered-back.png') });
  await laptop.page.getByRole('button', { name: 'Bring back mine' }).click();
  await expectPixel(laptop.page, ...IN_BOX, RED);
  await expectPixel(phone.page, ...IN_BOX, RED);
  await laptop.context.close();
  await phone.context.close();
});
