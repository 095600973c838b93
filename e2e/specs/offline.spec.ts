import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { createVerifiedUser } from '../fixtures/users.ts';
import { auth, coloringReady, pageMaker, startSignedIn, strokeAcrossTop } from '../fixtures/pages.ts';

// The service worker is what these tests are about (the other specs block it).
test.use({ serviceWorkers: 'allow' });

const createPage = pageMaker();

/** Waits until the service worker is installed, active and controls the page. */
async function serviceWorkerControls(page: Page) {
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(new URL(scope).pathname).toBe('/');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** Proof that the page really has no network: a request the worker does not answer fails. */
async function expectNoNetwork(page: Page) {
  expect(await page.evaluate(() => navigator.onLine)).toBe(false);
  const reached = await page.evaluate(() =>
    fetch('/api/health', { cache: 'no-store' }).then(
      () => true,
      () => false,
    ),
  );
  expect(reached).toBe(false);
}

/** Opens a page's coloring screen under the service worker, then reloads it once online so its reads are cached. */
async function openUnderWorker(page: Page, token: string, pageId: number) {
  await startSignedIn(page, token, `/pages/${pageId}/color`);
  await coloringReady(page);
  await serviceWorkerControls(page);
  await page.reload();
  await coloringReady(page);
}

async function goOffline(context: BrowserContext, page: Page) {
  await context.setOffline(true);
  await expectNoNetwork(page);
}

test('the service worker installs, and the coloring screen reloads offline with its illustration', async ({ page, context, request }) => {
  const owner = await createVerifiedUser(request, 'Olive Offline');
  const pageId = await createPage(request, owner.token, 'Offline ring');
  await openUnderWorker(page, owner.token, pageId);

  await goOffline(context, page);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Offline ring' })).toBeVisible();
  await coloringReady(page);
  // The line art came from the worker's cache of /uploads, at print resolution.
  const art = page.locator('img[data-layer="line-art"]');
  expect(await art.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(3072);
  await context.setOffline(false);
});

test('a save made offline waits on the device and is sent exactly once when the network returns', async ({ page, context, request }) => {
  const owner = await createVerifiedUser(request, 'Nadia Network');
  const pageId = await createPage(request, owner.token, 'Saved later');
  await openUnderWorker(page, owner.token, pageId);

  const upserts: string[] = [];
  const uploads: string[] = [];
  context.on('request', (req) => {
    if (req.method() === 'PATCH' && req.url().endsWith('/api/coloreds/upsert')) upserts.push(req.url());
    if (req.method() === 'POST' && req.url().endsWith('/api/storage/upload')) uploads.push(req.url());
  });

  await goOffline(context, page);
  await strokeAcrossTop(page);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: "You're offline. Your coloring is kept on this device" })).toBeVisible();
  expect((await request.get(`/api/coloreds/${pageId}/read`, { headers: auth(owner.token) })).status()).toBe(404);
  expect(upserts).toHaveLength(0);

  // Back online: the `online` event sends it (upload, then upsert with that url).
  await context.setOffline(false);
  await expect(page.getByRole('status').filter({ hasText: 'Page has been saved' })).toBeVisible();
  const saved = await request.get(`/api/coloreds/${pageId}/read`, { headers: auth(owner.token) });
  expect(saved.status()).toBe(200);
  const record = (await saved.json()) as { data: { photo: string; updated_at: string } };
  // A coloring's layer is private: a signed url on the app's own origin.
  expect(record.data.photo).toMatch(/^\/uploads\/private\/.+\.png\?expires=\d+&signature=[\w-]+$/);
  expect(upserts).toHaveLength(1);
  expect(uploads).toHaveLength(1);

  // Another offline/online round and a reload send nothing again.
  await context.setOffline(true);
  await context.setOffline(false);
  await page.reload();
  await coloringReady(page);
  await page.waitForTimeout(1500);
  expect(upserts).toHaveLength(1);
  expect(uploads).toHaveLength(1);
  const again = (await (await request.get(`/api/coloreds/${pageId}/read`, { headers: auth(owner.token) })).json()) as typeof record;
  expect(again.data.updated_at).toBe(record.data.updated_at);
});
