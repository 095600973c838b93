import { expect, test, type Page } from '@playwright/test';
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

test('Tab reaches the tools soon, on the active tool; the palette is one radio group', async ({ page, request }) => {
  const user = await createVerifiedUser(request, 'Tab Tam');
  const pageId = await createPage(request, user.token, 'Tab ring');
  await startSignedIn(page, user.token, `/pages/${pageId}/color`);
  await ready(page);
  await page.getByRole('button', { name: 'Back' }).focus();
  const toolbar = page.getByRole('toolbar', { name: 'Coloring tools' });
  let presses = 0;
  while (presses < 40 && !(await toolbar.evaluate((el) => el.contains(document.activeElement)))) {
    await page.keyboard.press('Tab');
    presses++;
  }
  // Back, the header's buttons and the zoom, then the tools: not 39 presses through every swatch.
  expect(presses).toBeLessThanOrEqual(8);
  await expect(tool(page, 'Fill')).toBeFocused();
  await expect(tool(page, 'Fill')).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('ArrowUp');
  await expect(tool(page, 'Eraser')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(tool(page, 'Gradient fill')).toBeFocused();
  // Undo and redo have nothing to do on an untouched page: the arrows pass them by.
  await page.keyboard.press('ArrowDown');
  await expect(tool(page, 'Clear')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(tool(page, 'Clear')).toBeFocused(); // the end: no wrapping
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await expect(tool(page, 'Fill')).toBeFocused();

  // The next Tab goes to the palette: one stop, the chosen colour; arrows choose the next one.
  await page.keyboard.press('Tab');
  const colors = page.getByRole('radiogroup', { name: 'Colors' });
  const chosen = colors.getByRole('radio', { checked: true });
  await expect(chosen).toBeFocused();
  const before = await chosen.getAttribute('aria-label');
  await page.keyboard.press('ArrowRight');
  await expect(colors.getByRole('radio', { checked: true })).not.toHaveAttribute('aria-label', before!);
  await expect(colors.getByRole('radio', { checked: true })).toBeFocused();
  await page.keyboard.press('Tab');
  expect(await colors.evaluate((el) => el.contains(document.activeElement))).toBe(false);
});

test('on a phone the Clear question lifts the tools without covering the picture, and the zoom sits under it', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const user = await createVerifiedUser(request, 'Pho Ne');
  const pageId = await createPage(request, user.token, 'Phone ring');
  await startSignedIn(page, user.token, `/pages/${pageId}/color`);
  await ready(page);
  const picture = page.locator('[data-state="ready"]');
  const below = async (name: string) => {
    const [art, tools] = [
      await picture.boundingBox(),
      await page.getByRole(name === 'tools' ? 'toolbar' : 'group', { name: name === 'tools' ? 'Coloring tools' : 'Zoom' }).boundingBox(),
    ];
    return tools!.y >= art!.y + art!.height - 1;
  };
  expect(await below('zoom')).toBe(true);
  await tool(page, 'Clear').click();
  await expect(page.getByRole('alertdialog')).toBeVisible();
  await settled(page);
  expect(await below('tools')).toBe(true);
  const colors = await page.getByRole('radiogroup', { name: 'Colors' }).getByRole('radio').first().boundingBox();
  const art = await picture.boundingBox();
  expect(colors!.y).toBeGreaterThanOrEqual(art!.y + art!.height - 1);
});

/**
 * Waits until the layout has come to rest: the dock's padding eases in over 200 ms once the
 * question's height is published, and the picture follows the dock's size a frame later, so
 * geometry read mid-way would catch a frame that no one sees settle.
 */
async function settled(page: Page) {
  await page.evaluate(async () => {
    const frame = () => new Promise((done) => requestAnimationFrame(done));
    await frame();
    await frame();
    // A spinner's endless turn never finishes: only animations with an end are waited for. One
    // that is replaced mid-way (its target changed again) is cancelled, and its successor is
    // waited for on the next round.
    const ending = () => document.getAnimations().filter((animation) => animation.effect?.getTiming().iterations !== Infinity);
    for (let round = 0; round < 10 && ending().length > 0; round += 1) {
      await Promise.all(ending().map((animation) => animation.finished.catch(() => undefined)));
    }
    await frame();
    await frame();
  });
}

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
