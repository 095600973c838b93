import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  BLUE,
  CLEAR,
  RED,
  RING,
  clickAt,
  drag,
  expectPixel,
  firstGapBeforeLine,
  screenPoint,
  stageOf,
  tool,
} from '../fixtures/coloring.ts';
import { coloringReady as ready, pageMaker, startSignedIn } from '../fixtures/pages.ts';
import { createVerifiedUser } from '../fixtures/users.ts';

test.describe.configure({ timeout: 150_000 });

type User = Awaited<ReturnType<typeof createVerifiedUser>>;
const createPage = pageMaker();

/**
 * The people of this file, made once: Alice owns three pages (all the free plan creates), one
 * for each test that colors, so the tests do not depend on one another; Bob owns one.
 */
interface Cast {
  alice: User;
  bob: User;
  pages: { rings: number; draft: number; touch: number; bobs: number };
}
let cast: Promise<Cast> | null = null;
function theCast(request: APIRequestContext): Promise<Cast> {
  cast ??= (async () => {
    const alice = await createVerifiedUser(request, 'Alice Artist');
    const bob = await createVerifiedUser(request, 'Bob Builder');
    const pages = {
      rings: await createPage(request, alice.token, 'Ring and box'),
      draft: await createPage(request, alice.token, 'Draft page'),
      touch: await createPage(request, alice.token, 'Touch page'),
      bobs: await createPage(request, bob.token, 'Free page'),
    };
    return { alice, bob, pages };
  })();
  return cast;
}

test('brush, eraser, fill without a fringe, undo and redo, then save and find it again after a reload', async ({ page, request }) => {
  const { alice: owner, pages } = await theCast(request);
  const pageId = pages.rings;
  // The fill's regions are computed in a worker, off the main thread.
  const regionWorker = page.waitForEvent('worker', { predicate: (worker) => worker.url().includes('region-map'), timeout: 20_000 });
  await startSignedIn(page, owner.token, `/pages/${pageId}/color`);
  await ready(page);
  await regionWorker;
  const stage = stageOf(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Ring and box' })).toBeVisible();

  // Fit mode by default: zoom = stage width / 1024.
  const width = (await stage.boundingBox())!.width;
  await expect(stage).toHaveAttribute('data-view-mode', 'fit');
  expect(Number(await stage.getAttribute('data-zoom'))).toBeCloseTo(width / 1024, 3);
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();
  await expect(tool(page, 'Undo')).toBeDisabled();

  // The screen starts with the fill and a bright colour, inviting coloring rather than a black line.
  await expect(tool(page, 'Fill')).toHaveAttribute('aria-pressed', 'true');
  await expect(tool(page, 'Sky blue')).toHaveAttribute('aria-checked', 'true');
  // A red stroke along the empty band.
  await tool(page, 'Brush').click();
  await tool(page, 'Brush').click();
  await tool(page, 'Red').click();
  await drag(page, [80, 100], [420, 100]);
  await expectPixel(page, 250, 100, RED);
  await expectPixel(page, 250, 150, CLEAR);
  await expect(page.locator('header').getByRole('status')).toHaveText('Kept on your devices');
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeEnabled();

  // The eraser takes it away again (keyboard E, the same command as the button).
  await page.keyboard.press('e');
  await expect(tool(page, 'Eraser')).toHaveAttribute('aria-pressed', 'true');
  await drag(page, [60, 100], [440, 100]);
  await expectPixel(page, 250, 100, CLEAR);

  // Fill inside the ring: inside is blue up to the line, outside stays empty.
  await tool(page, 'Fill').click();
  await expect(tool(page, 'Fill')).toHaveAttribute('aria-pressed', 'true');
  await tool(page, 'Blue').click();
  expect(await firstGapBeforeLine(page, 45, BLUE)).not.toBeNull();
  await clickAt(page, RING.x, RING.y);
  await expectPixel(page, RING.x, RING.y, BLUE);
  const inner = RING.r - RING.width / 2;
  // The pixels against the line's inner edge are filled too, the light anti-aliased ones
  // included: no white fringe between the paint and the line, whatever the direction.
  for (const angle of [0, 30, 45, 60, 100, 135, 200, 225, 290, 315]) {
    expect(await firstGapBeforeLine(page, angle, BLUE), `at ${angle}°`).toBeNull();
  }
  await expectPixel(page, RING.x - (inner - 1), RING.y, BLUE);
  await expectPixel(page, RING.x, RING.y - RING.r - 30, CLEAR);
  await expectPixel(page, 700, 800, CLEAR);

  // Undo with the toolbar, redo with the keyboard.
  await tool(page, 'Undo').click();
  await expectPixel(page, RING.x, RING.y, CLEAR);
  await expect(tool(page, 'Redo')).toBeEnabled();
  await page.keyboard.press('Control+Shift+Z');
  await expectPixel(page, RING.x, RING.y, BLUE);
  await page.keyboard.press('Control+z');
  await expectPixel(page, RING.x, RING.y, CLEAR);
  await page.keyboard.press('Control+y');
  await expectPixel(page, RING.x, RING.y, BLUE);

  // Zoom with + and -, and the fit / 100% toggle.
  await page.keyboard.press('+');
  expect(Number(await stage.getAttribute('data-zoom'))).toBeGreaterThan(width / 1024 + 0.01);
  await page.getByRole('button', { name: 'Fit to screen' }).click();
  await expect(stage).toHaveAttribute('data-view-mode', 'fit');
  await page.getByRole('button', { name: 'Actual size' }).click();
  await expect(stage).toHaveAttribute('data-zoom', '1.0000');
  await page.keyboard.press('0');
  await expect(stage).toHaveAttribute('data-view-mode', 'fit');

  // Save: upload, upsert, toast; the button turns off.
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Page has been saved')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();
  await expect(
    page
      .getByRole('main')
      .getByRole('status')
      .filter({ hasText: /^Saved/ }),
  ).toBeVisible();

  // Reopened, the page shows the saved coloring (and no draft is offered: it was saved).
  await page.reload();
  await ready(page);
  await expectPixel(page, RING.x, RING.y, BLUE);
  await expectPixel(page, RING.x - (inner - 1), RING.y, BLUE);
  await expectPixel(page, 250, 100, CLEAR);
  await expect(page.getByText(/Your unsaved work from/)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();
});

test('unsaved work comes back the same way every time, with the saved version one tap away', async ({ page, request }) => {
  const { alice: owner, pages } = await theCast(request);
  const pageId = pages.draft;
  await startSignedIn(page, owner.token, `/pages/${pageId}/color`);
  await ready(page);
  const status = page.locator('header').getByRole('status');
  const back = page.getByRole('status').filter({ hasText: /^Your unsaved work from .* is open\.$/ });

  await tool(page, 'Brush').click();
  await tool(page, 'Red').click();
  await drag(page, [80, 100], [420, 100]);
  await expectPixel(page, 250, 100, RED);
  await expect(status).toHaveText('Kept on your devices');

  // Closing or reloading loses nothing, so nothing asks first; twice, it comes back the same way.
  let asked = false;
  page.on('dialog', (dialog) => {
    asked = true;
    void dialog.accept();
  });
  for (let i = 0; i < 2; i++) {
    await page.reload();
    await ready(page);
    await expectPixel(page, 250, 100, RED);
    await expect(back).toBeVisible();
    await expect(status).toHaveText('Kept on your devices');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  }
  expect(asked).toBe(false);

  await page.keyboard.press('Control+s');
  await expect(page.getByText('Page has been saved')).toBeVisible();
  await expect(status).toHaveText('Saved');

  // A stroke after the save: it comes back, and the saved version is one tap away (and back again).
  await tool(page, 'Blue').click();
  await drag(page, [80, 160], [420, 160]);
  await expectPixel(page, 250, 160, BLUE);
  await expect(status).toHaveText('Kept on your devices');
  await page.reload();
  await ready(page);
  await expectPixel(page, 250, 160, BLUE);
  await page.getByRole('button', { name: 'Open the saved version' }).click();
  await expectPixel(page, 250, 160, CLEAR);
  await expectPixel(page, 250, 100, RED);
  await expect(status).toHaveText('Saved');
  await page.getByRole('button', { name: 'Bring back the unsaved work' }).click();
  await expectPixel(page, 250, 160, BLUE);
  await expect(status).toHaveText('Kept on your devices');

  // Leaving inside the app does not ask either: the work is kept.
  await page.getByRole('link', { name: 'Public pages' }).click();
  await expect(page).toHaveURL(/\/pages\/public$/);
});

test('a picture that does not load says so and can be tried again', async ({ page, request }) => {
  const { bob: owner, pages } = await theCast(request);
  const pageId = pages.bobs;
  let refuse = true;
  await page.route('**/uploads/**', (route) => (refuse ? route.fulfill({ status: 503, body: 'busy' }) : route.continue()));
  await startSignedIn(page, owner.token, `/pages/${pageId}/color`);
  await expect(page.getByRole('alert').filter({ hasText: 'Could not load image' })).toBeVisible();
  await expect(page.locator('[data-state="error"]')).toBeVisible();
  await expect(tool(page, 'Brush')).toBeDisabled();
  refuse = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await ready(page);
  await expect(tool(page, 'Brush')).toBeEnabled();
});

test.describe('on a touch screen', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('one finger paints, two fingers pinch to zoom', async ({ page, request }) => {
    const { alice: owner, pages } = await theCast(request);
    const pageId = pages.touch;
    await startSignedIn(page, owner.token, `/pages/${pageId}/color`);
    await ready(page);
    const stage = stageOf(page);
    const fit = Number(await stage.getAttribute('data-zoom'));
    const cdp = await page.context().newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', points: { x: number; y: number }[]) =>
      cdp.send('Input.dispatchTouchEvent', { type, touchPoints: points.map((p, id) => ({ x: p.x, y: p.y, id })) });

    // One finger: a stroke.
    await tool(page, 'Brush').click();
    await tool(page, 'Red').click();
    const a = await screenPoint(stage, 80, 100);
    const b = await screenPoint(stage, 420, 100);
    await touch('touchStart', [a]);
    for (let i = 1; i <= 12; i++) await touch('touchMove', [{ x: a.x + ((b.x - a.x) * i) / 12, y: a.y }]);
    await touch('touchEnd', []);
    await expectPixel(page, 250, 100, RED);

    // Two fingers moving apart: zoom in, and nothing painted.
    const center = await screenPoint(stage, 512, 700);
    await touch('touchStart', [
      { x: center.x - 30, y: center.y },
      { x: center.x + 30, y: center.y },
    ]);
    for (let i = 1; i <= 10; i++) {
      await touch('touchMove', [
        { x: center.x - 30 - i * 8, y: center.y },
        { x: center.x + 30 + i * 8, y: center.y },
      ]);
    }
    await touch('touchEnd', []);
    await expect.poll(async () => Number(await stage.getAttribute('data-zoom'))).toBeGreaterThan(fit * 1.8);
    await expect(stage).toHaveAttribute('data-view-mode', 'free');
    await expectPixel(page, 512, 700, CLEAR);
    await expect(tool(page, 'Undo')).toBeEnabled();
    await tool(page, 'Undo').click();
    await expectPixel(page, 250, 100, CLEAR);
    await expect(tool(page, 'Undo')).toBeDisabled();
  });
});
