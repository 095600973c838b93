import { expect, test } from '@playwright/test';
import { PASSWORD, signInThroughUi } from '../fixtures/users.ts';

test('the first admin is created once, lands on the dashboard, and the form is refused afterwards', async ({ page }) => {
  await page.goto('/admin/create');
  await page.getByLabel('Name').fill('Ada Admin');
  await page.getByLabel('Email').fill('first-admin@example.com');
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create admin' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByText('admin', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/sign-in$/);

  await page.goto('/admin/create');
  await expect(page.getByText(/already exists/i)).toBeVisible();

  await signInThroughUi(page, 'first-admin@example.com');
  await expect(page).toHaveURL(/\/admin$/);
});
