import { expect, test } from '@playwright/test';
import { createVerifiedUser, ensureAdmin, signInThroughUi } from '../fixtures/users.ts';

test('guests are sent to sign-in from any signed-in route', async ({ page }) => {
  for (const path of ['/pages/public', '/account', '/admin', '/admin/users']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/sign-in$/);
  }
});

test('a user is kept out of /admin, and ?plan on public pages goes to checkout', async ({ page, request }) => {
  const user = await createVerifiedUser(request);
  await signInThroughUi(page, user.email);
  await expect(page).toHaveURL(/\/pages\/public$/);
  await page.goto('/admin/users');
  await expect(page).toHaveURL(/\/pages\/public$/);
  await page.goto('/pages/public?plan=advanced&ref=landing');
  await expect(page).toHaveURL(/\/checkout\?plan=advanced&ref=landing$/);
});

test('an admin is kept inside /admin', async ({ page, request }) => {
  const admin = await ensureAdmin(request);
  await signInThroughUi(page, admin.email, admin.password);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/pages/public');
  await expect(page).toHaveURL(/\/admin$/);
});

test('an unknown address shows the not-found screen', async ({ page }) => {
  await page.goto('/no/such/place');
  await expect(page.getByRole('heading', { name: /not found/i })).toBeVisible();
});
