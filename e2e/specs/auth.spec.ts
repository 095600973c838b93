import { expect, test } from '@playwright/test';
import { linkFromOutbox } from '../fixtures/outbox.ts';
import { PASSWORD, createVerifiedUser, signInThroughUi, uniqueEmail } from '../fixtures/users.ts';

test('a new user signs up, opens the link from the mail, is signed in, and signs out', async ({ page }) => {
  const email = uniqueEmail('newcomer');
  await page.goto('/sign-up');
  await page.getByLabel('Name').fill('Nora Newcomer');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByText(email)).toBeVisible();

  // Signing in before verifying is refused with a clear message.
  await signInThroughUi(page, email);
  await expect(page.getByText(/verify your email/i)).toBeVisible();

  const link = await linkFromOutbox(email);
  await page.goto(new URL(link).pathname);
  await expect(page).toHaveURL(/\/pages\/public$/);
  await expect(page.getByText('Nora Newcomer').first()).toBeVisible();

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
  await page.goto('/pages/public');
  await expect(page).toHaveURL(/\/sign-in$/);
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('auth') ?? '{}').state?.token ?? '')).toBe('');
});

test('a wrong password shows the same message as an unknown email', async ({ page, request }) => {
  const user = await createVerifiedUser(request);
  await signInThroughUi(page, user.email, 'not the password');
  const wrong = await page.getByRole('alert').first().innerText();
  await signInThroughUi(page, 'nobody-here@example.com', 'not the password');
  await expect(page.getByRole('alert').first()).toHaveText(wrong);
});

test('sign-up keeps the chosen plan and the first sign-in lands on checkout with it', async ({ page }) => {
  const email = uniqueEmail('planner');
  await page.goto('/sign-up?plan=starter');
  await page.getByLabel('Name').fill('Pia Planner');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByText(email)).toBeVisible();
  const link = await linkFromOutbox(email);
  await page.goto(new URL(link).pathname);
  await expect(page).toHaveURL(/\/checkout\?plan=starter$/);
});
