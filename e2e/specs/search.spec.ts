import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { pageMaker, startSignedIn } from '../fixtures/pages.ts';
import { createVerifiedUser } from '../fixtures/users.ts';

const createPage = pageMaker();
const cards = (page: Page) => page.getByRole('main').getByRole('article');

test('search finds a page by its tag, a plural and a typo; the owner adds a tag; category chips filter', async ({ page, request }) => {
  // A word no other page has, so the search shows only this test's page.
  const word = `zq${randomBytes(3).toString('hex')}`;
  const owner = await createVerifiedUser(request, 'Tia Tagger');
  await createPage(request, owner.token, `Curious Kitten ${word}`);
  // Only categories that hold pages are offered as chips: a food page, so Food is one.
  await createPage(request, owner.token, 'Pizza party');
  await startSignedIn(page, owner.token, '/pages/public');

  const search = page.getByRole('searchbox', { name: 'Search public pages' });
  // "cat" finds "Curious Kitten": the page was tagged cat from its title.
  for (const words of ['cat', 'kittens', 'kiten']) {
    await search.fill(`${word} ${words}`);
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first()).toContainText(`Curious Kitten ${word}`);
  }
  await search.fill(`${word} yarn`);
  await expect(page.getByText(`No pages match “${word} yarn”`)).toBeVisible();

  // The owner adds a tag on the card; the same search finds the page at once.
  await search.fill(word);
  await expect(cards(page)).toHaveCount(1);
  await page.getByRole('button', { name: `Category and tags of Curious Kitten ${word}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Category and tags' });
  await expect(dialog.getByRole('combobox', { name: 'Category' })).toHaveValue('animals');
  await expect(dialog.getByRole('textbox', { name: 'Tags' })).toHaveValue('kitten, cat');
  await dialog.getByRole('textbox', { name: 'Tags' }).fill('kitten, cat, ball of yarn');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Tags saved')).toBeVisible();
  await expect(dialog).toBeHidden();
  await search.fill(`${word} yarn`);
  await expect(cards(page)).toHaveCount(1);

  // Category chips: Animals keeps the page, Food does not, All shows it again.
  await search.fill(word);
  const chips = page.getByRole('group', { name: 'Categories' });
  await chips.getByRole('button', { name: 'Animals' }).click();
  await expect(chips.getByRole('button', { name: 'Animals' })).toHaveAttribute('aria-pressed', 'true');
  await expect(cards(page)).toHaveCount(1);
  await chips.getByRole('button', { name: 'Food' }).click();
  await expect(page.getByText(`No pages match “${word}”`)).toBeVisible();
  await chips.getByRole('button', { name: 'All' }).click();
  await expect(cards(page)).toHaveCount(1);
});
