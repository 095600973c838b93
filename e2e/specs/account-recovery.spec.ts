import { expect, test } from '@playwright/test';
import { linkFromOutbox } from '../fixtures/outbox.ts';
import { auth } from '../fixtures/pages.ts';
import { PASSWORD, createVerifiedUser, signInThroughUi, uniqueEmail } from '../fixtures/users.ts';

// Getting back into an account alone: a forgotten password, a lost verification mail, and a
// password changed on /account.
test.describe.configure({ timeout: 90_000 });

test('"Forgot password?" mails a link that sets a new password and signs the user in', async ({ page, request }) => {
  const user = await createVerifiedUser(request, 'Fiona Forgetful');
  await page.goto('/sign-in');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel('Email').fill(user.email);
  await page.getByRole('button', { name: 'Send me a link' }).click();
  await expect(page.getByText(`If an account uses ${user.email}, a link to choose a new password is on its way.`)).toBeVisible();

  // The same answer for an email nobody uses.
  await page.getByRole('button', { name: 'Send another link' }).click();
  const nobody = uniqueEmail('nobody');
  await page.getByLabel('Email').fill(nobody);
  await page.getByRole('button', { name: 'Send me a link' }).click();
  await expect(page.getByText(`If an account uses ${nobody}, a link to choose a new password is on its way.`)).toBeVisible();

  await page.goto(await linkFromOutbox(user.email, 'reset-password'));
  await page.getByLabel('New password', { exact: true }).fill('a fresh new secret');
  await page.getByLabel('Repeat the new password').fill('a fresh new secret');
  await page.getByRole('button', { name: 'Change password' }).click();
  // Signed in with the new password, in the app.
  await expect(page).toHaveURL(/\/pages\/public$/);
  await expect(page.getByText('Fiona Forgetful')).toBeVisible();
  expect((await request.post('/api/users/sign-in', { data: { email: user.email, password: PASSWORD } })).status()).toBe(401);
  expect((await request.post('/api/users/sign-in', { data: { email: user.email, password: 'a fresh new secret' } })).status()).toBe(200);
});

test('sign-in offers to send the verification link again when the email is not verified', async ({ page, request }) => {
  const email = uniqueEmail('unverified');
  expect((await request.post('/api/users/sign-up', { data: { name: 'Uma Unverified', email, password: PASSWORD } })).status()).toBe(201);
  const first = await linkFromOutbox(email);
  await signInThroughUi(page, email);
  await expect(page.getByText('Please verify your email first: open the link we sent you.')).toBeVisible();
  await page.getByRole('button', { name: 'Send the link again' }).click();
  await expect(page.getByText(`A new link is on its way to ${email}.`)).toBeVisible();
  await expect.poll(() => linkFromOutbox(email)).not.toBe(first);
  await page.goto(await linkFromOutbox(email));
  await expect(page).not.toHaveURL(/\/verify\//, { timeout: 15_000 });
});

test('changing the password on /account keeps this session and signs out the others', async ({ page, request }) => {
  const user = await createVerifiedUser(request, 'Carl Changer');
  const other = (
    (await (await request.post('/api/users/sign-in', { data: { email: user.email, password: PASSWORD } })).json()) as {
      data: { token: string };
    }
  ).data.token;
  await signInThroughUi(page, user.email);
  await expect(page).not.toHaveURL(/sign-in/);
  await page.goto('/account');
  await page.getByLabel('Current password').fill('not my password');
  await page.getByLabel('New password', { exact: true }).fill('my new password');
  await page.getByLabel('Repeat the new password').fill('my new password');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your current password is not right.')).toBeVisible();

  await page.getByLabel('Current password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password has been changed. Other devices have been signed out.')).toBeVisible();
  expect((await request.get('/api/users/read', { headers: auth(other) })).status()).toBe(401);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Account', exact: true })).toBeVisible();
});
