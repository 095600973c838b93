import { expect, test } from '@playwright/test';
import { CLEAR, pixel, screenPoint, stageOf, tool } from '../fixtures/coloring.ts';
import { coloringReady as ready, pageMaker, startSignedIn } from '../fixtures/pages.ts';
import { createVerifiedUser } from '../fixtures/users.ts';

// The coloring screen by keyboard: one toolbar with roving focus, and Space-drag that pans
// whatever has focus without ever painting.
test.describe.configure({ timeout: 90_000 });

const createPage = pageMaker();

test('the tools are one toolbar: Tab enters it once, arrows, Home and End move within it', async ({ page, request }) => {
  const user = await createVerifiedUser(request, 'Kim Keys');
  const pageId = await createPage(request, user.token, 'Keyboard ring');
  await startSignedIn(page, user.token, `/pages/${pageId}/color`);
  await ready(page);
  const toolbar = page.getByRole('toolbar', { name: 'Coloring tools' });
  // A column beside the page on a wide screen: its arrows go up and down.
  await expect(toolbar).toHaveAttribute('aria-orientation', 'vertical');

  await tool(page, 'Brush').focus();
  await page.keyboard.press('ArrowDown');
  await expect(tool(page, 'Eraser')).toBeFocused();
  await page.keyboard.press('End');
  // The last button that can take focus (Undo and Redo are off on a fresh page).
  const lastEnabled = await toolbar.evaluate((el) =>
    Array.from(el.querySelectorAll('button:not(:disabled)')).at(-1)?.getAttribute('aria-label'),
  );
  expect(lastEnabled).toBe('Clear');
  await expect(tool(page, 'Clear')).toBeFocused();
  await page.keyboard.press('Home');
  await expect(tool(page, 'Brush')).toBeFocused();
  // One Tab stop: the next Tab leaves the toolbar.
  await page.keyboard.press('Tab');
  expect(await toolbar.evaluate((el) => el.contains(document.activeElement))).toBe(false);

  // In the phone dock the toolbar is a row: left and right.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(toolbar).toHaveAttribute('aria-orientation', 'horizontal');
  await tool(page, 'Brush').focus();
  await page.keyboard.press('ArrowRight');
  await expect(tool(page, 'Eraser')).toBeFocused();
});

test('Space-drag pans with a toolbar button focused, paints nothing and does not press the button', async ({ page, request }) => {
  const user = await createVerifiedUser(request, 'Pia Pan');
  const pageId = await createPage(request, user.token, 'Pan ring');
  await startSignedIn(page, user.token, `/pages/${pageId}/color`);
  await ready(page);
  await page.getByRole('button', { name: 'Zoom in' }).click();
  await page.getByRole('button', { name: 'Zoom in' }).click();
  await tool(page, 'Brush').click();
  await tool(page, 'Eraser').focus();

  const stage = stageOf(page);
  const before = await page.locator('[data-layer="coloring"]').evaluate((el) => el.parentElement!.style.transform);
  const a = await screenPoint(stage, 300, 300);
  await page.keyboard.down('Space');
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move(a.x + 120, a.y + 60, { steps: 10 });
  await page.mouse.up();
  await page.keyboard.up('Space');

  const after = await page.locator('[data-layer="coloring"]').evaluate((el) => el.parentElement!.style.transform);
  expect(after).not.toBe(before);
  expect(await pixel(page, 300, 300)).toEqual(CLEAR);
  await expect(tool(page, 'Brush')).toHaveAttribute('aria-pressed', 'true');
  await expect(tool(page, 'Undo')).toBeDisabled();
});
