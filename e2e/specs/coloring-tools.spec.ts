import { expect, test } from '@playwright/test';
import { CLEAR, RED, RING, clickAt, drag, expectPixel, pixel, stageOf, tool } from '../fixtures/coloring.ts';
import { coloringReady as ready, pageMaker, startSignedIn } from '../fixtures/pages.ts';
import { createVerifiedUser } from '../fixtures/users.ts';

// The coloring tools of issue 22 as a person meets them: brushes by key, stay inside the lines
// (on at first, remembered on the device), the gradient, the eyedropper and the custom colour.
test.describe.configure({ timeout: 120_000 });

const createPage = pageMaker();

test('a crayon scribble stays inside the ring until the aid is switched off, and the switch is remembered', async ({ page, request }) => {
  const user = await createVerifiedUser(request, 'Cora Crayon');
  const pageId = await createPage(request, user.token, 'Crayon ring');
  await startSignedIn(page, user.token, `/pages/${pageId}/color`);
  await ready(page);

  await page.keyboard.press('c');
  await expect(page.getByRole('button', { name: 'Crayon', exact: true })).toHaveAttribute('aria-pressed', 'true');
  const aid = page.getByRole('switch', { name: 'Stay inside the lines' });
  await expect(aid).toHaveAttribute('aria-checked', 'true');
  await tool(page, 'Red').click();
  // From the ring's centre out across its line and well beyond it.
  await drag(page, [RING.x, RING.y], [RING.x + RING.r + 150, RING.y]);
  await expect.poll(async () => (await pixel(page, RING.x + 100, RING.y))[3]).toBeGreaterThan(0);
  await expectPixel(page, RING.x + RING.r + 80, RING.y, CLEAR);

  // L turns the aid off: the same scribble crosses the line.
  await page.keyboard.press('l');
  await expect(aid).toHaveAttribute('aria-checked', 'false');
  await drag(page, [RING.x, RING.y + 40], [RING.x + RING.r + 150, RING.y + 40]);
  await expect.poll(async () => (await pixel(page, RING.x + RING.r + 80, RING.y + 40))[3]).toBeGreaterThan(0);

  // The choice is this device's: a reload keeps it off.
  await page.reload();
  await ready(page);
  await tool(page, 'Brush').click();
  await expect(page.getByRole('switch', { name: 'Stay inside the lines' })).toHaveAttribute('aria-checked', 'false');
});

test('a gradient fills the tapped area, the eyedropper picks its colour back, and the custom colour takes a hex value', async ({
  page,
  request,
}) => {
  const user = await createVerifiedUser(request, 'Gus Gradient');
  const pageId = await createPage(request, user.token, 'Gradient ring');
  await startSignedIn(page, user.token, `/pages/${pageId}/color`);
  await ready(page);

  await page.keyboard.press('g');
  await expect(tool(page, 'Gradient fill')).toHaveAttribute('aria-pressed', 'true');
  await tool(page, 'Red').click();
  await page.getByRole('button', { name: 'To', exact: true }).click();
  await tool(page, 'White').click();
  // A drag across the ring: red on the left, fading to white on the right, nothing outside.
  await drag(page, [RING.x - 150, RING.y], [RING.x + 150, RING.y]);
  await expectPixel(page, RING.x - 170, RING.y, RED);
  await expect.poll(async () => (await pixel(page, RING.x + 170, RING.y)).join()).toBe('255,255,255,255');
  const middle = await pixel(page, RING.x, RING.y);
  expect(middle[1]).toBeGreaterThan(100);
  expect(middle[1]).toBeLessThan(200);
  await expectPixel(page, RING.x, RING.y - RING.r - 30, CLEAR);

  // The eyedropper picks the red back and hands the gradient tool back.
  await page.keyboard.press('i');
  await clickAt(page, RING.x - 170, RING.y);
  await expect(tool(page, 'Gradient fill')).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'From', exact: true }).click();
  await expect(tool(page, 'Red')).toHaveAttribute('aria-checked', 'true');

  // The custom colour: a hex value, then used by the brush, and listed among the recent colours.
  await tool(page, 'Brush').click();
  await stageOf(page).hover();
  await page.getByRole('button', { name: 'Custom color' }).click();
  await expect(page.getByRole('slider', { name: 'Hue' })).toBeVisible();
  await page.getByLabel('Hex').fill('#123456');
  await page.getByRole('button', { name: 'Done' }).click();
  await drag(page, [80, 100], [420, 100]);
  await expectPixel(page, 250, 100, [18, 52, 86, 255]);
  await expect(page.getByRole('button', { name: 'Recent #ef4444' })).toBeVisible();
});
