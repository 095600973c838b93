import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { linkFromOutbox } from '../fixtures/outbox.ts';
import { ensureAdmin, PASSWORD, signInThroughUi, uniqueEmail } from '../fixtures/users.ts';

// The admin console. The specs share one server: whatever this file changes (a plan title, the
// app name, a provider key) is put back in afterAll, so the specs after it see the defaults.

interface Plan {
  id: number;
  name: string;
  title: string;
  description: string;
  price: number;
  paid: boolean;
  stripe_price_id: string | null;
  public_page_limit: number;
  page_creation_limit: number;
}
type StatusKey = 'openaiApi' | 'stripeApi' | 'stripeWebhook';

let token = '';
const auth = () => ({ Authorization: `Bearer ${token}` });
let originalStarter: Plan | undefined;
let originalAppName: string | undefined;
let secretSet: string | undefined;

async function readJson<T>(request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(path, { headers: auth() });
  expect(res.status(), `${path} answers`).toBe(200);
  return ((await res.json()) as { data: T }).data;
}

test.beforeAll(async ({ request }) => {
  const { email, password } = await ensureAdmin(request);
  const res = await request.post('/api/users/sign-in', { data: { email, password } });
  token = ((await res.json()) as { data: { token: string } }).data.token;
});

test.afterAll(async ({ request }) => {
  if (originalStarter) {
    const p = originalStarter;
    const res = await request.post(`/api/plans/${p.id}/update`, {
      headers: auth(),
      data: {
        title: p.title,
        description: p.description,
        price: p.price,
        stripePriceId: p.stripe_price_id ?? '',
        publicPageLimit: p.public_page_limit,
        pageCreationLimit: p.page_creation_limit,
      },
    });
    expect(res.status()).toBe(200);
  }
  if (originalAppName !== undefined) {
    const res = await request.patch('/api/settings/app_name/update', { headers: auth(), data: { value: originalAppName } });
    expect(res.status()).toBe(200);
  }
  if (secretSet) {
    const res = await request.patch(`/api/settings/${secretSet}/update`, { headers: auth(), data: { value: '' } });
    expect(res.status()).toBe(200);
  }
});

/**
 * A verified user made through the admin API. Sign-up, verify and sign-in are rate limited for
 * the whole run (all specs share one server and one client address), /users/create is not.
 */
async function createUser(request: APIRequestContext, name: string) {
  const email = uniqueEmail('admin-spec');
  const res = await request.post('/api/users/create', { headers: auth(), data: { name, email, password: PASSWORD } });
  expect(res.status(), await res.text()).toBe(201);
  return { email, user: ((await res.json()) as { data: { id: number } }).data };
}

/** Opens an admin screen with the API token in the stored session (sign-in is rate limited). */
async function openAsAdmin(page: Page, path: string) {
  await page.addInitScript((value) => {
    if (!localStorage.getItem('auth')) localStorage.setItem('auth', JSON.stringify({ state: { token: value, user: null }, version: 0 }));
  }, token);
  await page.goto(path);
}

test('an admin signs in and sees the counters and the four monthly charts', async ({ page }) => {
  const { email, password } = await ensureAdmin(page.request);
  await signInThroughUi(page, email, password);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText('Weeks start on Monday and months are in UTC.')).toBeVisible();
  for (const key of ['users', 'pages', 'coloreds', 'subscriptions']) {
    const counter = page.getByTestId(`counter-${key}`);
    await expect(counter.getByText('This week')).toBeVisible();
    await expect(counter.getByText('All time')).toBeVisible();
    // The line is drawn: recharts renders the curve as an svg path with a real "d".
    const line = page.getByTestId(`chart-${key}`).locator('svg path.recharts-line-curve');
    await expect(line).toHaveAttribute('d', /^M[\d.]+,[\d.]+/);
  }
  await expect(page.getByTestId('counter-users')).toContainText(/All time\s*\d/);
});

test('an admin finds a user, blocks them after confirming (signing them out), and unblocks them without a question', async ({
  page,
  request,
}) => {
  const user = await createUser(request, 'Blaise Blockable');
  const signIn = await request.post('/api/users/sign-in', { data: { email: user.email, password: PASSWORD } });
  expect(signIn.status()).toBe(200);
  const userToken = ((await signIn.json()) as { data: { token: string } }).data.token;
  await openAsAdmin(page, '/admin/users');
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  await page.getByLabel('Search users').fill(user.email);
  const card = page.getByRole('article', { name: 'Blaise Blockable' });
  await expect(card).toHaveCount(1);
  await expect(card).toContainText(user.email);
  await expect(card).toContainText('Free');

  await card.getByRole('button', { name: 'Block Blaise Blockable' }).click();
  const bar = page.getByRole('alertdialog', { name: /^Block this user\?/ });
  await expect(bar).toBeVisible();
  await bar.getByRole('button', { name: 'Yes, proceed' }).click();
  await expect(card.getByRole('button', { name: 'Unblock Blaise Blockable' })).toBeVisible();
  await expect(card.getByText('Blocked', { exact: true })).toBeVisible();
  await expect(page.getByText('User has been blocked')).toBeVisible();

  // The blocked user's next call fails: their session is gone.
  const read = await request.get('/api/users/read', { headers: { Authorization: `Bearer ${userToken}` } });
  expect([401, 403]).toContain(read.status());

  await card.getByRole('button', { name: 'Unblock Blaise Blockable' }).click();
  await expect(card.getByRole('button', { name: 'Block Blaise Blockable' })).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(card.getByText('Blocked', { exact: true })).toHaveCount(0);
  await expect(page.getByText('User has been unblocked')).toBeVisible();
});

test('an admin creates a user, ready to sign in (verified)', async ({ page, request }) => {
  const email = `made-by-admin-${Date.now().toString(36)}@example.com`;
  await openAsAdmin(page, '/admin/users');
  await page.getByRole('link', { name: 'Create user' }).click();
  await expect(page).toHaveURL(/\/admin\/users\/create$/);
  const form = page.getByRole('form', { name: 'New user' });
  await form.getByRole('button', { name: 'Create user' }).click();
  await expect(form.getByLabel('Name')).toHaveAccessibleDescription('Name is required.');

  await form.getByLabel('Name').fill('Cleo Created');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill('crayons for cleo');
  await form.getByRole('button', { name: 'Create user' }).click();
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(page.getByText('User has been created')).toBeVisible();
  await page.getByLabel('Search users').fill(email);
  await expect(page.getByRole('article', { name: 'Cleo Created' })).toContainText('Free');
  // Sign-in is rate limited for the whole run, so the account is checked through the admin API.
  const found = await readJson<{ data: { email: string; verified: boolean; admin: boolean }[] }>(
    request,
    `/api/users/paginate?search=${encodeURIComponent(email)}`,
  );
  expect(found.data).toEqual([expect.objectContaining({ email, verified: true, admin: false })]);
});

test('an admin edits a user and mails them a password reset link; an unknown id goes back to the list', async ({ page, request }) => {
  const user = await createUser(request, 'Edda Editable');
  await openAsAdmin(page, '/admin/users');
  await page.getByLabel('Search users').fill(user.email);
  await page.getByRole('article', { name: 'Edda Editable' }).getByRole('link', { name: 'Edit Edda Editable' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/users/${user.user.id}/edit$`));

  const form = page.getByRole('form', { name: 'User details' });
  await form.getByLabel('Name').fill('Edda Edited');
  await form.getByRole('button', { name: 'Update user' }).click();
  await expect(page.getByText('User has been updated')).toBeVisible();
  const saved = await readJson<{ name: string }>(request, `/api/users/${user.user.id}/read`);
  expect(saved.name).toBe('Edda Edited');

  await page.getByRole('button', { name: 'Send password reset email' }).click();
  await expect(page.getByText(`Password reset email has been sent to ${user.email}`)).toBeVisible();
  expect(await linkFromOutbox(user.email, 'reset-password')).toMatch(/\/reset-password\//);

  await page.goto('/admin/users/99999999/edit');
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(page.getByText('user not found')).toBeVisible();
});

test('an admin renames the starter plan and the landing pricing shows the new title', async ({ page, request }) => {
  const plans = await readJson<Plan[]>(request, '/api/plans/list');
  const starter = plans.find((p) => p.name === 'starter');
  expect(starter).toBeDefined();
  originalStarter = starter!;
  const renamed = `${starter!.title} Club`;

  await openAsAdmin(page, '/admin/plans');
  await expect(page.getByRole('heading', { level: 1, name: 'Plans' })).toBeVisible();
  const card = page.getByRole('article', { name: starter!.title, exact: true });
  await expect(card).toContainText(`Public pages: ${starter!.public_page_limit}`);
  await expect(card).toContainText(`Create pages: ${starter!.page_creation_limit}`);
  await expect(card).toContainText(`$${starter!.price.toFixed(2)}`);

  // Cancel goes back without saving.
  await card.getByRole('link', { name: `Edit ${starter!.title}` }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/plans/${starter!.id}/edit$`));
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/admin\/plans$/);

  await card.getByRole('link', { name: `Edit ${starter!.title}` }).click();
  await expect(page.getByLabel('Price', { exact: true })).toHaveValue(starter!.price.toFixed(2));
  await expect(page.getByRole('link', { name: /Stripe product catalog/ })).toHaveAttribute('href', 'https://dashboard.stripe.com/products');
  await page.getByLabel('Title').fill(renamed);
  await page.getByRole('button', { name: 'Update plan' }).click();
  await expect(page).toHaveURL(/\/admin\/plans$/);
  await expect(page.getByText('Plan has been updated')).toBeVisible();
  await expect(page.getByRole('article', { name: renamed, exact: true })).toBeVisible();

  await page.goto('/');
  await expect(page.locator('section#pricing').getByRole('heading', { name: renamed, exact: true })).toBeVisible();
});

test('an admin sets a provider key and renames the app: the checklist and the top bar change at once', async ({ page, request }) => {
  const settings = await readJson<{ name: string; value: unknown }[]>(request, '/api/settings/list');
  originalAppName = String(settings.find((s) => s.name === 'app_name')?.value ?? 'Crayonbox');
  const status = await readJson<Record<StatusKey, boolean>>(request, '/api/app/status');
  const choices: { key: StatusKey; setting: string; label: string; item: string }[] = [
    { key: 'openaiApi', setting: 'openai_key', label: 'AI provider API key', item: 'AI provider API' },
    { key: 'stripeApi', setting: 'stripe_key', label: 'Payment API secret key', item: 'Card payment API' },
    { key: 'stripeWebhook', setting: 'stripe_webhook_secret', label: 'Payment webhook signing secret', item: 'Payment webhook' },
  ];
  const choice = choices.find((c) => !status[c.key]);
  expect(choice, 'one provider key is still unset').toBeDefined();
  const { key, setting, label, item } = choice!;

  await openAsAdmin(page, '/admin/account');
  const checklistItem = page.getByTestId(`setup-${key}`);
  await expect(checklistItem).toContainText(`${item}: Not set`);
  const form = page.getByRole('form', { name: 'App settings' });
  await expect(form.getByLabel(label)).toHaveAttribute('placeholder', 'Not set');

  secretSet = setting;
  await form.getByLabel('Name', { exact: true }).fill('Crayonbox Console');
  await form.getByLabel(label).fill('sk-e2e-secret-7421');
  await form.getByRole('button', { name: 'Update app settings' }).click();
  await expect(page.getByText('App settings have been updated')).toBeVisible();
  await expect(checklistItem).toContainText(`${item}: Set`);
  await expect(form.getByLabel(label)).toHaveValue('');
  await expect(form.getByLabel(label)).toHaveAttribute('placeholder', /7421$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Crayonbox Console' })).toBeVisible();
  expect((await readJson<Record<StatusKey, boolean>>(request, '/api/app/status'))[key]).toBe(true);
});
