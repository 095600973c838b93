import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import { PASSWORD, createVerifiedUser, ensureAdmin } from '../fixtures/users.ts';

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

// Sign-in is rate limited per client and all specs share one server: the admin signs in once
// per file, and users start with the token of their verification.
let adminToken: Promise<string> | null = null;
function adminApiToken(request: APIRequestContext): Promise<string> {
  adminToken ??= (async () => {
    const admin = await ensureAdmin(request);
    const res = await request.post('/api/users/sign-in', { data: { email: admin.email, password: PASSWORD } });
    expect(res.status()).toBe(200);
    return ((await res.json()) as { data: { token: string } }).data.token;
  })();
  return adminToken;
}

/**
 * One user for the whole file, in order: the AI test, the AI drawing of an upload and the upload
 * test spend one page creation each, the last test spends what is left (sign-ups are rate
 * limited per client).
 */
let creator: Awaited<ReturnType<typeof createVerifiedUser>> | null = null;
// Kept in the run's data folder: a worker restarted after a failure reuses the user.
const setupFile = path.join(process.env.E2E_DATA_DIR ?? '/tmp/crayonbox-e2e', 'e2e-create-setup.json');
test.beforeAll(async ({ request }) => {
  if (fs.existsSync(setupFile)) {
    creator = JSON.parse(fs.readFileSync(setupFile, 'utf8')) as NonNullable<typeof creator>;
    return;
  }
  creator = await createVerifiedUser(request, 'Ari Author');
  fs.writeFileSync(setupFile, JSON.stringify(creator));
});
const user = () => {
  if (!creator) throw new Error('beforeAll did not create the user');
  return creator;
};

/** Opens the app already signed in with a token (the session the sign-in screen would store). */
async function startSignedIn(page: Page, token: string, path = '/pages/public') {
  await page.addInitScript((value) => {
    if (!localStorage.getItem('auth')) localStorage.setItem('auth', JSON.stringify({ state: { token: value, user: null }, version: 0 }));
  }, token);
  await page.goto(path);
}

/**
 * A colorful picture, the kind that is better traced into line art: a house (the subject) with two
 * small windows, drawn at Detail 3 and too small to color at Detail 1, so the two pages differ.
 */
function colorfulPicture(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400"><rect width="600" height="400" fill="#bae6fd"/>
    <circle cx="150" cy="120" r="70" fill="#facc15"/><rect x="260" y="170" width="220" height="160" fill="#f43f5e"/>
    <path d="M240 180 L370 80 L500 180 Z" fill="#7c3aed"/><rect x="0" y="330" width="600" height="70" fill="#22c55e"/>
    <rect x="290" y="200" width="24" height="24" fill="#fef08a"/><rect x="420" y="200" width="24" height="24" fill="#fef08a"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** The admin sets (or clears) the AI provider key through the settings API. */
async function setOpenAiKey(request: APIRequestContext, value: string) {
  const res = await request.patch('/api/settings/openai_key/update', { headers: auth(await adminApiToken(request)), data: { value } });
  expect(res.status(), await res.text()).toBe(200);
}

test.describe('creating a page with AI', () => {
  test.beforeAll(async ({ request }) => {
    // scripts/e2e.mjs starts the fake OpenAI server and hands its url to the app.
    const extra = JSON.parse(process.env.E2E_EXTRA_ENV || '{}') as Record<string, string>;
    if (!extra.OPENAI_BASE_URL) throw new Error('Run the browser tests with `node scripts/e2e.mjs` so the fake OpenAI server is started.');
    await setOpenAiKey(request, 'sk-e2e-fake-key-0000');
  });
  test.afterAll(async ({ request }) => {
    await setOpenAiKey(request, '');
  });

  test('a random prompt, a style, a visible wait, then the new page opens for coloring', async ({ page }) => {
    await startSignedIn(page, user().token);

    await page.getByRole('link', { name: 'Create page' }).first().click();
    await expect(page.getByText('3 page creations left')).toBeVisible();
    await page.getByRole('link', { name: /Create page with AI/ }).click();
    await expect(page).toHaveURL(/\/pages\/create\/ai$/);

    // Too short: refused before any call.
    await page.getByLabel('Prompt').fill('ab');
    await page.getByRole('button', { name: 'Create page' }).click();
    await expect(page.getByText('The prompt must be at least 3 characters.')).toBeVisible();

    await page.getByRole('button', { name: 'Random prompt' }).click();
    await expect(page.getByLabel('Prompt')).not.toHaveValue(/^(ab)?$/);
    await page.getByLabel('Prompt').fill('A happy cat sailing a paper boat');
    await expect(page.getByText('32 / 1000')).toBeVisible();
    await page.getByText('Mandala', { exact: true }).click();
    await expect(page.getByRole('radio', { name: 'Mandala' })).toBeChecked();

    // Hold the answer back a little so the wait is visible.
    await page.route('**/api/pages/create', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.getByRole('button', { name: 'Create page' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Creating your page' })).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Creating your page' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Create page' })).toBeDisabled();

    await expect(page).toHaveURL(/\/pages\/\d+\/color$/, { timeout: 60_000 });
    await expect(page.getByText('Your page is ready to color!')).toBeVisible();

    await page.getByRole('link', { name: 'My pages' }).click();
    await expect(
      page
        .getByRole('main')
        .getByRole('article')
        .filter({ hasText: /happy cat sailing/i }),
    ).toHaveCount(1);
  });

  test('an uploaded photo drawn by AI: no preview, a visible wait, a failure that keeps the choice, then the page', async ({ page }) => {
    await startSignedIn(page, user().token, '/pages/create/upload');
    await page.getByLabel('Choose a picture').setInputFiles({ name: 'garden.png', mimeType: 'image/png', buffer: await colorfulPicture() });
    await expect(page.getByText('Uploaded')).toBeVisible();

    // With a key set the photo is still traced here unless the user asks for the AI.
    const traced = page.getByRole('radio', { name: 'Traced here' });
    await expect(traced).toBeChecked();
    await expect(page.getByText('This looks like a photo: we trace it here. You can still choose, or have it drawn by AI.')).toBeVisible();
    await expect(page.getByRole('img', { name: 'Your coloring page' })).toBeVisible();
    // Keyboard: the arrow key moves from "Traced here" to "Drawn by AI".
    await traced.focus();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('radio', { name: 'Drawn by AI' })).toBeChecked();
    await expect(page.getByText('The AI draws your page when you create it.')).toBeVisible();
    await expect(page.getByRole('img', { name: 'Your coloring page' })).toBeHidden();
    await expect(page.getByRole('slider', { name: 'Detail' })).toBeHidden();

    // The provider fails once: the reason shows beside the button and the choice stays.
    await page.route('**/api/pages/upload', (route) =>
      route.fulfill({
        status: 502,
        contentType: 'application/json',
        body: JSON.stringify({
          message: "We couldn't draw your page right now. Please try again in a moment; no credit was used.",
          code: 'PROVIDER_ERROR',
        }),
      }),
    );
    await page.getByRole('button', { name: 'Create page' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'no credit was used. You can choose “Traced here” instead.' })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Drawn by AI' })).toBeChecked();
    await page.unroute('**/api/pages/upload');

    // Again, through the fake image model, held back a little so the wait is visible.
    await page.route('**/api/pages/upload', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.continue();
    });
    const created = page.waitForRequest((req) => req.url().endsWith('/api/pages/upload') && req.method() === 'POST');
    await page.getByRole('button', { name: 'Create page' }).click();
    await expect(page.getByRole('progressbar', { name: 'The AI is drawing your page' })).toBeVisible();
    expect((await created).postDataJSON()).toEqual({ url: expect.any(String), mode: 'ai' });
    await expect(page).toHaveURL(/\/pages\/\d+\/color$/, { timeout: 60_000 });
    await expect(page.getByText('Your page is ready to color!')).toBeVisible();
  });
});

test('a picture dropped on the upload screen becomes a line-art page', async ({ page }) => {
  await startSignedIn(page, user().token, '/pages/create/upload');

  // A file of the wrong type is refused on the spot.
  await page.getByLabel('Choose a picture').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(page.getByText('Choose a PNG, JPEG or WebP image.')).toBeVisible();

  const b64 = (await colorfulPicture()).toString('base64');
  const dataTransfer = await page.evaluateHandle((data) => {
    const bytes = Uint8Array.from(atob(data), (c) => c.charCodeAt(0));
    const transfer = new DataTransfer();
    transfer.items.add(new File([bytes], 'sunny-day.png', { type: 'image/png' }));
    return transfer;
  }, b64);
  await page.locator('label').filter({ hasText: 'Choose a picture' }).dispatchEvent('drop', { dataTransfer });
  await expect(page.getByText('Uploaded')).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('aria-valuenow', '100');

  // A refused file replaces the picture before it: that preview goes and only the reason shows;
  // the next good picture clears the reason.
  await page
    .getByLabel('Choose another picture')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(page.getByText('Choose a PNG, JPEG or WebP image.')).toBeVisible();
  await expect(page.getByText('Uploaded')).toBeHidden();
  await expect(page.getByRole('img', { name: 'What you uploaded' })).toBeHidden();
  await page.locator('label').filter({ hasText: 'Choose a picture' }).dispatchEvent('drop', { dataTransfer });
  await expect(page.getByText('Uploaded')).toBeVisible();
  await expect(page.getByText('Choose a PNG, JPEG or WebP image.')).toBeHidden();

  // A colorful picture: detected as one to trace, with a before/after preview and a detail slider.
  // No AI key is set here: tracing is the only way for a photo, and no AI choice is offered.
  await expect(page.getByRole('radio', { name: 'Trace the outlines' })).toBeChecked();
  await expect(page.getByText('This looks like a photo: we trace it here. You can still choose.')).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Drawn by AI' })).toHaveCount(0);
  const after = page.getByRole('img', { name: 'Your coloring page' });
  await expect(after).toBeVisible();
  await expect(page.getByRole('img', { name: 'What you uploaded' })).toBeVisible();
  const first = await after.getAttribute('src');
  expect(first).toMatch(/^data:image\/png;base64,/);
  // Fewer lines: the slider (keyboard) asks for a new preview.
  const slider = page.getByRole('slider', { name: 'Detail' });
  await expect(slider).toHaveValue('3');
  const previewed = page.waitForResponse(
    (res) => res.url().endsWith('/api/pages/upload/preview') && res.request().postDataJSON()?.detail === 1,
  );
  await slider.focus();
  await page.keyboard.press('Home');
  await expect(slider).toHaveValue('1');
  expect((await previewed).status()).toBe(200);
  await expect(after).not.toHaveAttribute('src', first!);
  // Keeping the lines instead hides the slider (kept line art has no detail to choose).
  await page.getByText('Keep the lines', { exact: true }).click();
  await expect(slider).toBeHidden();
  await page.getByText('Trace the outlines', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'Trace the outlines' })).toBeChecked();
  const created = page.waitForRequest((req) => req.url().endsWith('/api/pages/upload') && req.method() === 'POST');
  await page.getByLabel('Title (optional)').fill('Sunny day');
  await page.getByRole('button', { name: 'Create page' }).click();
  expect((await created).postDataJSON()).toMatchObject({ mode: 'trace', detail: 1, title: 'Sunny day' });
  await expect(page).toHaveURL(/\/pages\/\d+\/color$/);

  await page.goto('/pages');
  await expect(page.getByRole('main').getByRole('article').filter({ hasText: 'Sunny day' })).toHaveCount(1);
});

test('with no page creation left, the create screens send the user to checkout', async ({ page, request }) => {
  const token = user().token;
  const stored = await request.post('/api/storage/upload', {
    headers: auth(token),
    multipart: { file: { name: 'p.png', mimeType: 'image/png', buffer: await colorfulPicture() } },
  });
  const { url } = ((await stored.json()) as { data: { url: string } }).data;
  // Spend every page creation of the free plan.
  for (;;) {
    const credit = (
      (await (await request.get('/api/credits/read', { headers: auth(token) })).json()) as { data: { page_creation: number } }
    ).data;
    if (credit.page_creation <= 0) break;
    expect((await request.post('/api/pages/upload', { headers: auth(token), data: { url, mode: 'keep' } })).status()).toBe(201);
  }

  await startSignedIn(page, token);
  await page.getByRole('link', { name: 'Create page' }).first().click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByText('No credits available. Upgrade your plan to continue.')).toBeVisible();

  await page.goto('/pages/create/ai');
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByText('No credits available. Upgrade your plan to continue.')).toBeVisible();
});
