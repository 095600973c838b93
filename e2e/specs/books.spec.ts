import fs from 'node:fs';
import { createRequire } from 'node:module';
import { expect, test, type Page } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { pageMaker, startSignedIn } from '../fixtures/pages.ts';
import { adminToken, buyPlan, sellStarter, type StarterOnSale } from '../fixtures/stripe.ts';
import { createVerifiedUser } from '../fixtures/users.ts';

// A parent on Starter makes a coloring book of their pages and downloads it as a print-ready PDF.
test.describe.configure({ timeout: 180_000 });
// axe is injected as a script tag, which the app's Content-Security-Policy would block.
test.use({ bypassCSP: true });

let onSale: StarterOnSale | undefined;
test.beforeAll(async ({ request }) => {
  onSale = await sellStarter(request, await adminToken(request));
});
test.afterAll(({ request }) => onSale?.restore(request));

const createPage = pageMaker();
const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

async function seriousViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: axePath });
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (c: Document) => Promise<{ violations: { id: string; impact: string | null }[] }> } })
      .axe;
    const result = await axe.run(document);
    return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.impact} ${v.id}`);
  });
}

const bookOrder = (page: Page) =>
  page.getByRole('list', { name: 'Pages of the book' }).getByRole('listitem').locator('p.font-semibold').allTextContents();

test('a book: pages added from a list, reordered by keyboard and by drag, built in the background and downloaded', async ({
  page,
  request,
}) => {
  const buyer = await createVerifiedUser(request, 'Bea Books');
  await startSignedIn(page, buyer.token, '/pages/public');
  await buyPlan(page, request, buyer.token, onSale!.priceId);
  for (const title of ['Sun one', 'Sun two', 'Sun three']) await createPage(request, buyer.token, title);

  // "My books" in the user menu; a new book by name.
  await page.goto('/pages/public');
  await page.getByRole('link', { name: 'My books' }).first().click();
  await expect(page.getByRole('heading', { name: 'My books' })).toBeVisible();
  await expect(page.getByText('No books yet')).toBeVisible();
  await page.getByLabel('Book name').fill('Rainy Day Suns');
  await page.getByRole('button', { name: 'Create book' }).click();
  await expect(page.getByRole('heading', { name: 'Rainy Day Suns' })).toBeVisible();

  // Add pages from "My pages"; Escape closes the dialog and focus goes back to its button.
  const addButton = page.getByRole('button', { name: 'Add pages' }).first();
  await addButton.click();
  const picker = page.getByRole('dialog', { name: 'Add pages' });
  await picker.getByText('My pages', { exact: true }).click();
  for (const title of ['Sun one', 'Sun two', 'Sun three']) {
    await picker.getByRole('button', { name: `Add ${title}` }).click();
    await expect(picker.getByRole('button', { name: `${title} is in the book` })).toBeDisabled();
  }
  await page.keyboard.press('Escape');
  await expect(picker).toBeHidden();
  await expect(addButton).toBeFocused();
  expect(await bookOrder(page)).toEqual(['Sun one', 'Sun two', 'Sun three']);

  // Reorder by keyboard: pick up the first page, move it down one, drop it; the order is saved.
  const handle = page.getByRole('button', { name: /^Move Sun one \(page 1 of 3\)/ });
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  // dnd-kit starts listening for arrow keys in a timeout after the pick-up, and the browser may
  // hand over a key press before that timeout runs: such a press moves nothing (a person is never
  // that fast), so press again while the row is still over its own place.
  await expect(async () => {
    if (await page.getByText('Sun one is now at page 1 of 3.').count()) await page.keyboard.press('ArrowDown');
    await expect(page.getByText('Sun one is now at page 2 of 3.')).toBeAttached({ timeout: 500 });
  }).toPass({ timeout: 10_000 });
  await page.keyboard.press('Space');
  await expect.poll(() => bookOrder(page)).toEqual(['Sun two', 'Sun one', 'Sun three']);
  // Reorder by dragging a handle with the mouse: the last page to the top.
  const from = (await page.getByRole('button', { name: /^Move Sun three \(page/ }).boundingBox())!;
  const to = (await page.getByRole('button', { name: /^Move Sun two \(page/ }).boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, to.y + 4, { steps: 12 });
  await page.mouse.up();
  await expect.poll(() => bookOrder(page)).toEqual(['Sun three', 'Sun two', 'Sun one']);
  // dnd-kit swallows clicks for 50 ms after a drop (so the drop itself clicks nothing); a person
  // never clicks that fast, the test can.
  await page.waitForTimeout(100);
  // Removing by keyboard: the row goes at once, the keyboard lands on the toast's Undo, and Enter
  // puts the page back where it was (saved: a reload still shows it).
  await page.getByRole('button', { name: 'Remove Sun two from the book' }).focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => bookOrder(page)).toEqual(['Sun three', 'Sun one']);
  await expect(page.getByRole('status').filter({ hasText: '“Sun two” was removed from the book.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Undo' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect.poll(() => bookOrder(page)).toEqual(['Sun three', 'Sun two', 'Sun one']);
  await expect(page.getByRole('button', { name: /^Move Sun two \(page 2 of 3\)/ })).toBeFocused();
  await page.reload();
  await expect.poll(() => bookOrder(page)).toEqual(['Sun three', 'Sun two', 'Sun one']);
  // Removed with the mouse and left out: still out after a reload.
  await page.getByRole('button', { name: 'Remove Sun three from the book' }).click();
  await expect.poll(() => bookOrder(page)).toEqual(['Sun two', 'Sun one']);
  await page.reload();
  await expect.poll(() => bookOrder(page)).toEqual(['Sun two', 'Sun one']);
  expect(await seriousViolations(page)).toEqual([]);

  // The export dialog: trim, bleed, a preview and the page count, then progress and the download.
  await page.getByRole('button', { name: 'Make the PDF' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Make the PDF' });
  await dialog.getByLabel('Square (8.5 × 8.5 in)').check();
  await dialog.getByLabel('Add bleed (0.125 in)').check();
  // title + back, belongs-to + back, two pictures with blank backs
  await expect(dialog.getByText('8 pages in all')).toBeVisible();
  await expect(dialog.getByRole('img', { name: /^Title page: with bleed/ })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('books-export.png') });
  await dialog.getByRole('button', { name: 'Make the PDF' }).click();
  await expect(dialog.getByRole('button', { name: 'Download PDF' })).toBeVisible({ timeout: 60_000 });
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download PDF' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('Rainy Day Suns.pdf');
  const pdf = await PDFDocument.load(fs.readFileSync(await download.path()));
  expect(pdf.getPageCount()).toBe(8);
  const first = pdf.getPage(0);
  // 8.5 in square trim; the sheet is 0.125 in wider and 0.25 in taller with bleed.
  expect(first.getTrimBox()).toMatchObject({ width: 612, height: 612 });
  expect(first.getMediaBox()).toMatchObject({ width: 621, height: 630 });

  // Back on the list, the book says its PDF is ready.
  await page.keyboard.press('Escape');
  await page.getByRole('link', { name: 'My books' }).first().click();
  await expect(page.getByRole('link', { name: /Rainy Day Suns/ })).toContainText('PDF ready to download');
});

test('books are for the paid plans: a free user is offered the plans', async ({ page, request }) => {
  const free = await createVerifiedUser(request, 'Fred Free');
  await startSignedIn(page, free.token, '/books');
  await expect(page.getByText(/Books are part of the paid plans/)).toBeVisible();
  await expect(page.getByLabel('Book name')).toHaveCount(0);
  await page.getByRole('link', { name: 'See the paid plans' }).click();
  await expect(page).toHaveURL(/\/checkout/);
});
