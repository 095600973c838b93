import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import { buyPlan, sellStarter, type StarterOnSale } from '../fixtures/stripe.ts';
import { PASSWORD, createVerifiedUser, ensureAdmin } from '../fixtures/users.ts';

/** A word no other page has, so searches find only this spec's pages. */
const uniqueWord = (prefix: string) => `${prefix}${randomBytes(3).toString('hex')}`;

/** A small line drawing made on the spot: a black circle and a square on white. */
function drawing(hue = '#fde68a'): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512"><rect width="512" height="512" fill="#fff"/>
    <circle cx="256" cy="220" r="140" fill="${hue}" stroke="#111" stroke-width="10"/><rect x="150" y="380" width="212" height="90" fill="none" stroke="#111" stroke-width="10"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

/**
 * Signs in through the API (setup calls on the admin's behalf). Sign-in is rate limited per
 * client, and every spec shares one server, so users use the token of their verification and
 * the admin signs in once per file.
 */
async function apiToken(request: APIRequestContext, email: string): Promise<string> {
  const res = await request.post('/api/users/sign-in', { data: { email, password: PASSWORD } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: { token: string } }).data.token;
}

/** Opens the app already signed in with a token (the session the sign-in screen would store). */
async function startSignedIn(page: Page, token: string, path = '/pages/public') {
  await page.addInitScript((value) => {
    if (!localStorage.getItem('auth')) localStorage.setItem('auth', JSON.stringify({ state: { token: value, user: null }, version: 0 }));
  }, token);
  await page.goto(path);
}

/** Stores a picture through POST /storage/upload and returns its url. */
async function storePicture(request: APIRequestContext, token: string): Promise<string> {
  const res = await request.post('/api/storage/upload', {
    headers: auth(token),
    multipart: { file: { name: 'page.png', mimeType: 'image/png', buffer: await drawing() } },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: { url: string } }).data.url;
}

/** Creates a page from a stored picture through POST /pages/upload. */
async function createPage(request: APIRequestContext, token: string, url: string, title: string): Promise<number> {
  const res = await request.post('/api/pages/upload', { headers: auth(token), data: { url, mode: 'as-is', title } });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { data: { id: number } }).data.id;
}

const cards = (page: Page) => page.getByRole('main').getByRole('article');

type Maker = Awaited<ReturnType<typeof createVerifiedUser>>;

/**
 * Three users and the admin's token for the whole file: sign-ups and sign-ins are rate limited
 * per client and every spec shares one server. They are kept in the run's data folder, so a
 * worker restarted after a failure reuses them instead of signing up again. Load more needs more
 * than 24 pages, more than three free plans allow, so the admin raises the free plan for these
 * sign-ups only and puts it back at once.
 */
const makers: Maker[] = [];
let adminToken = '';
const setupFile = path.join(process.env.E2E_DATA_DIR ?? '/tmp/crayonbox-e2e', 'e2e-catalogue-setup.json');

test.beforeAll(async ({ request }) => {
  if (fs.existsSync(setupFile)) {
    const saved = JSON.parse(fs.readFileSync(setupFile, 'utf8')) as { adminToken: string; makers: Maker[] };
    adminToken = saved.adminToken;
    makers.push(...saved.makers);
    return;
  }
  const admin = await ensureAdmin(request);
  adminToken = await apiToken(request, admin.email);
  const plans = ((await (await request.get('/api/plans/list')).json()) as { data: Array<Record<string, unknown>> }).data;
  const free = plans.find((plan) => plan.name === 'free')!;
  const update = (pageCreationLimit: number) =>
    request.post(`/api/plans/${free.id}/update`, {
      headers: auth(adminToken),
      data: { title: free.title, description: free.description, publicPageLimit: free.public_page_limit, pageCreationLimit },
    });
  expect((await update(10)).status()).toBe(200);
  try {
    for (const name of ['Uma Uploader', 'Ben Brush', 'Cy Crayon']) makers.push(await createVerifiedUser(request, name));
  } finally {
    expect((await update(Number(free.page_creation_limit))).status()).toBe(200);
  }
  fs.writeFileSync(setupFile, JSON.stringify({ adminToken, makers }));
});

const maker = (index: number): Maker => {
  const found = makers[index];
  if (!found) throw new Error('beforeAll did not create the users');
  return found;
};

test('a user uploads a page, finds it in My pages and by search, and deletes it', async ({ page }) => {
  const word = uniqueWord('zebra');
  await startSignedIn(page, maker(0).token);

  await page.getByRole('link', { name: 'Create page' }).first().click();
  await page.getByRole('link', { name: /Upload page/ }).click();
  await expect(page).toHaveURL(/\/pages\/create\/upload$/);
  await page.getByLabel('Choose a picture').setInputFiles({ name: 'zebra.png', mimeType: 'image/png', buffer: await drawing() });
  await expect(page.getByText('Uploaded')).toBeVisible();
  await expect(page.getByRole('img', { name: 'The file you chose' })).toBeVisible();
  await page.getByLabel('Title (optional)').fill(`Striped ${word}`);
  await page.getByRole('button', { name: 'Create page' }).click();
  await expect(page).toHaveURL(/\/pages\/\d+\/color$/);

  await page.getByRole('link', { name: 'My pages' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My pages' })).toBeVisible();
  await expect(cards(page).filter({ hasText: `Striped ${word}` })).toHaveCount(1);

  await page.getByRole('link', { name: 'Public pages' }).click();
  await page.getByRole('searchbox', { name: 'Search public pages' }).fill(word);
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).first()).toContainText(`Striped ${word}`);
  await expect(cards(page).first()).toContainText('Uma Uploader');

  // Deleting asks first, then the card leaves the list, and the page is gone for everyone.
  await page.getByRole('button', { name: `Delete Striped ${word}` }).click();
  await expect(page.getByRole('alertdialog')).toHaveText(/Are you sure to delete the page\?/);
  await page.getByRole('button', { name: 'Yes, proceed' }).click();
  await expect(cards(page)).toHaveCount(0);
  await expect(page.getByText(`No pages match “${word}”`)).toBeVisible();
  await page.reload();
  await page.getByRole('searchbox', { name: 'Search public pages' }).fill(word);
  await expect(page.getByText(`No pages match “${word}”`)).toBeVisible();
});

test('a free user who taps the heart is offered the plans in place', async ({ page, request }) => {
  const owner = maker(0);
  const word = uniqueWord('heart');
  await createPage(request, owner.token, await storePicture(request, owner.token), `Lovely ${word}`);

  await startSignedIn(page, owner.token);
  await page.getByRole('searchbox', { name: 'Search public pages' }).fill(word);
  const heart = page.getByRole('button', { name: `Favorite Lovely ${word}` });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  const offer = page.getByRole('dialog', { name: 'Upgrade to keep going' });
  await expect(offer.getByText(/only available on a paid plan/i)).toBeVisible();
  await expect(page).not.toHaveURL(/\/checkout/);
  await offer.getByRole('button', { name: 'See the plans' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
});

test('the admin blocks a page after confirming and unblocks it directly', async ({ page, request }) => {
  const token = maker(0).token;
  const word = uniqueWord('castle');
  const id = await createPage(request, token, await storePicture(request, token), `Tall ${word}`);

  await startSignedIn(page, adminToken, '/admin');
  await expect(page).toHaveURL(/\/admin$/);
  await page.getByRole('link', { name: 'Pages', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pages' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search pages' }).fill(word);
  const card = cards(page).filter({ hasText: `Tall ${word}` });
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('Uma Uploader');
  await expect(card.getByRole('link')).toHaveCount(0); // admins get no link to the coloring screen
  await expect(card.getByRole('button', { name: /Favorite/ })).toHaveCount(0);

  await card.getByRole('button', { name: `Block Tall ${word}` }).click();
  await expect(page.getByRole('alertdialog')).toHaveText(/Block this page\? It disappears from every list/);
  await page.getByRole('button', { name: 'Yes, proceed' }).click();
  await expect(card.getByText('Blocked', { exact: true })).toBeVisible();
  const blocked = await request.get(`/api/pages/${id}/read`, { headers: auth(token) });
  expect(blocked.status()).toBe(404);

  // Unblocking needs no confirmation.
  await card.getByRole('button', { name: `Unblock Tall ${word}` }).click();
  await expect(card.getByRole('button', { name: `Block Tall ${word}` })).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(card.getByText('Blocked', { exact: true })).toHaveCount(0);
  expect((await request.get(`/api/pages/${id}/read`, { headers: auth(token) })).status()).toBe(200);
});

test('Load more until the last page, and the list survives a trip to the coloring screen', async ({ page, request }) => {
  const word = uniqueWord('parade');
  // 25 pages, one more than a page of the list; creations are limited to 10 a minute per user
  // and the first user already made 3 in the tests above.
  const shares = [5, 10, 10];
  let n = 0;
  for (const [m, count] of shares.entries()) {
    const token = maker(m).token;
    const url = await storePicture(request, token);
    for (let i = 0; i < count; i++) await createPage(request, token, url, `${word} number ${++n}`);
  }

  await startSignedIn(page, maker(0).token);
  await page.getByRole('searchbox', { name: 'Search public pages' }).fill(word);
  await expect(page.getByText('25 pages')).toBeVisible();
  await expect(cards(page)).toHaveCount(24);
  await page.getByRole('combobox', { name: 'Sort' }).selectOption('oldest');
  await expect(cards(page).first()).toContainText(`${word} number 1`);
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(cards(page)).toHaveCount(25);
  await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);

  // Open the last card, come back: same search, sort, pages and scroll position.
  const last = cards(page).last();
  await last.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(300);
  await last.getByRole('link', { name: `${word} number 25` }).click();
  await expect(page).toHaveURL(/\/pages\/\d+\/color$/);
  await page.goBack();
  // The search is in the address too (a reload keeps it).
  await expect(page).toHaveURL(new RegExp(`/pages/public\\?q=${word}$`));
  await expect(page.getByRole('searchbox', { name: 'Search public pages' })).toHaveValue(word);
  await expect(page.getByRole('combobox', { name: 'Sort' })).toHaveValue('oldest');
  await expect(cards(page)).toHaveCount(25);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 50);

  // Opening the list from the menu starts it over: page 1, empty search, sort latest.
  await page.getByRole('link', { name: 'My pages' }).click();
  // Arrive first: a second click while the first navigation loads stays on the same screen.
  await expect(page.getByRole('heading', { name: 'My pages' })).toBeVisible();
  await page.getByRole('link', { name: 'Public pages' }).click();
  await expect(page.getByRole('searchbox', { name: 'Search public pages' })).toHaveValue('');
  await expect(page.getByRole('combobox', { name: 'Sort' })).toHaveValue('latest');
});

test.describe('favorites on a paid plan', () => {
  // The starter plan is bought through the fake Stripe that scripts/e2e.mjs starts.
  let onSale: StarterOnSale | undefined;
  test.beforeAll(async ({ request }) => {
    onSale = await sellStarter(request, adminToken);
  });
  test.afterAll(({ request }) => onSale?.restore(request));

  test('a starter user hearts a page, finds it in Favorite pages, and un-hearts it', async ({ page, request }) => {
    const word = uniqueWord('cozy');
    const owner = maker(0).token;
    await createPage(request, owner, await storePicture(request, owner), `Cozy ${word}`);

    // The buyer pays for Starter on the (fake) Stripe page; the webhook then switches the plan.
    const buyer = maker(1).token;
    await startSignedIn(page, buyer, '/pages/public');
    await buyPlan(page, request, buyer, onSale!.priceId);

    await page.goto('/pages/public');
    await page.getByRole('searchbox', { name: 'Search public pages' }).fill(word);
    const card = cards(page).filter({ hasText: `Cozy ${word}` });
    const heart = card.getByRole('button', { name: `Favorite Cozy ${word}` });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await expect(card.getByTitle('Favorited 1 time')).toBeVisible();

    await page.getByRole('link', { name: 'Favorite pages' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Favorite pages' })).toBeVisible();
    const favorite = cards(page).filter({ hasText: `Cozy ${word}` });
    await expect(favorite).toHaveCount(1);
    await favorite.getByRole('button', { name: `Favorite Cozy ${word}` }).click();
    await expect(favorite.getByRole('button', { name: `Favorite Cozy ${word}` })).toHaveAttribute('aria-pressed', 'false');
    await page.reload();
    await expect(page.getByText('No favorite pages yet')).toBeVisible();
  });
});
