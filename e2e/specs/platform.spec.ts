import { expect, test, type Page } from '@playwright/test';
import { createVerifiedUser } from '../fixtures/users.ts';
import { coloringReady, pageMaker, startSignedIn, strokeAcrossTop } from '../fixtures/pages.ts';

// The e2e build honours ?platform=android|ios|desktop|web (scripts/e2e.mjs builds it with
// VITE_ALLOW_PLATFORM_OVERRIDE=true), so each platform's path runs here in Chromium. There is no
// native layer behind a forced android or ios: the Capacitor plugins run their web
// implementations (Filesystem writes to IndexedDB), which is the same code path up to the plugin.

const createPage = pageMaker();

/** Answers the credit read as for a paid plan, so the screen's Download runs (the server still decides print). */
async function paidOnScreen(page: Page) {
  await page.route('**/api/credits/read', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: { user: { plan: { paid: boolean } } } };
    body.data.user.plan = { ...body.data.user.plan, paid: true };
    await route.fulfill({ response, json: body });
  });
}

/** The files @capacitor/filesystem's web implementation holds (IndexedDB "Disc"). */
function filesOnDevice(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('Disc');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('FileStorage')) return resolve([]);
          const keys = db.transaction('FileStorage', 'readonly').objectStore('FileStorage').getAllKeys();
          keys.onsuccess = () => resolve(keys.result.map(String));
          keys.onerror = () => reject(keys.error);
        };
      }),
  );
}

for (const platform of ['android', 'ios', 'desktop'] as const) {
  test(`${platform}: / opens the splash (brand and tagline), which moves on to sign-in`, async ({ page, request }) => {
    const settings = (await (await request.get('/api/settings/list')).json()) as { data: { name: string; value: unknown }[] };
    const appName = String(settings.data.find((s) => s.name === 'app_name')?.value ?? 'Crayonbox');
    const tagline = String(settings.data.find((s) => s.name === 'tagline')?.value ?? '');
    await page.goto(`/?platform=${platform}`);
    await expect(page).toHaveURL(/\/splash$/);
    await expect(page.getByRole('heading', { level: 1, name: appName })).toBeVisible();
    if (tagline) await expect(page.getByText(tagline)).toBeVisible();
    await expect(page).toHaveURL(/\/sign-in$/, { timeout: 5_000 });
    // Replaced, not pushed: Back does not return to the splash.
    await page.goBack().catch(() => undefined);
    await expect(page).not.toHaveURL(/\/splash$/);
  });
}

test('the web keeps the landing on /, and ?platform=web ends a forced platform', async ({ page }) => {
  await page.goto('/?platform=ios');
  await expect(page).toHaveURL(/\/splash$/);
  await page.goto('/?platform=web');
  await expect(page).toHaveURL(/\/\?platform=web$/);
  await expect(page.locator('#home')).toBeVisible();
  await page.goto('/');
  await expect(page.locator('#home')).toBeVisible();
});

test('a signed-in user goes from the splash to their home, not to sign-in', async ({ page, request }) => {
  const user = await createVerifiedUser(request, 'Sasha Splash');
  await startSignedIn(page, user.token, '/?platform=android', user.user);
  await expect(page).toHaveURL(/\/splash$/);
  await expect(page).toHaveURL(/\/pages\/public$/, { timeout: 5_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Public pages' })).toBeVisible();
});

test("iOS adds top padding to the shell's top bar; the web does not", async ({ page, request }) => {
  const user = await createVerifiedUser(request, 'Ivy Ios');
  await startSignedIn(page, user.token, '/pages/public?platform=ios');
  const header = page.locator('header').first();
  await expect(header).toBeVisible();
  // max(env(safe-area-inset-top), 2rem): Chromium has no notch, so the 2rem of SPEC's extra padding.
  expect(await header.evaluate((el) => getComputedStyle(el).paddingTop)).toBe('32px');
  await page.goto('/pages/public?platform=web');
  await expect(header).toBeVisible();
  expect(await header.evaluate((el) => getComputedStyle(el).paddingTop)).toBe('0px');
});

test("download saves to the device's files: 'Saved to files' on Android, 'Saved to documents' on iOS", async ({ page, request }) => {
  const owner = await createVerifiedUser(request, 'Mo Mobile');
  const pageId = await createPage(request, owner.token, 'Phone page');
  await paidOnScreen(page);
  await startSignedIn(page, owner.token, `/pages/${pageId}/color?platform=android`);
  await coloringReady(page);
  await strokeAcrossTop(page);

  let downloads = 0;
  page.on('download', () => downloads++);
  await page.getByRole('button', { name: 'Download', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved to files' })).toBeVisible();
  const name = new RegExp(`^/DOCUMENTS/colored-page-${pageId}-\\d{4}-\\d{2}-\\d{2}_\\d{2}-\\d{2}-\\d{2}\\.png$`);
  expect((await filesOnDevice(page)).filter((f) => name.test(f))).toHaveLength(1);

  // File names carry the time to the second: let the clock move on so the second save gets its own name.
  await page.waitForTimeout(1100);
  await page.goto(`/pages/${pageId}/color?platform=ios`);
  await coloringReady(page);
  // The unsaved stroke is back on the canvas at once, said in one line (nothing asked first).
  await expect(page.getByRole('status').filter({ hasText: /^Your unsaved work from .* is open\.$/ })).toBeVisible();
  await page.getByRole('button', { name: 'Download', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved to documents' })).toBeVisible();
  await expect.poll(async () => (await filesOnDevice(page)).filter((f) => name.test(f)).length).toBe(2);
  // No browser download on a phone.
  expect(downloads).toBe(0);
});

/** Makes the paid plans purchasable and answers Checkout with a Stripe url, as a configured server would. */
async function checkoutAnswers(page: Page, url: string) {
  await page.route('**/api/plans/paid/list', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: { stripe_price_id: string | null; name: string }[] };
    body.data = body.data.map((plan) => ({ ...plan, stripe_price_id: plan.stripe_price_id || `price_e2e_${plan.name}` }));
    await route.fulfill({ response, json: body });
  });
  await page.route('**/api/stripe/checkout', (route) => route.fulfill({ json: { data: { url } } }));
}

test('desktop: Checkout sends a route:external message and the window stays on the app', async ({ page, request }) => {
  const user = await createVerifiedUser(request, 'Dee Desktop');
  await page.addInitScript(() => {
    (window as unknown as { messages: unknown[] }).messages = [];
    window.addEventListener('message', (event) => (window as unknown as { messages: unknown[] }).messages.push(event.data));
  });
  await checkoutAnswers(page, 'https://checkout.stripe.com/c/pay/cs_test_desktop');
  await startSignedIn(page, user.token, '/checkout?plan=starter&platform=desktop');
  await page.getByRole('button', { name: 'Checkout' }).click();
  await expect(page.getByText('Finish the payment in your browser.', { exact: false })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { messages: unknown[] }).messages)).toContainEqual({
    type: 'route:external',
    url: 'https://checkout.stripe.com/c/pay/cs_test_desktop',
  });
  await expect(page).toHaveURL(/\/checkout\?plan=starter/);
});

test('desktop shell bridge (window.crayonbox): detected without ?platform, checkout and saves go through it', async ({ page, request }) => {
  // A stand-in of apps/desktop/src/preload.ts's bridge, recording what the page asks of it.
  await page.addInitScript(() => {
    const calls: unknown[] = [];
    (window as unknown as { bridgeCalls: unknown[] }).bridgeCalls = calls;
    Object.defineProperty(window, 'crayonbox', {
      value: Object.freeze({
        platform: 'desktop',
        openExternal: (url: string) => void calls.push(['openExternal', url]),
        saveFile: async (name: string, bytes: Uint8Array) => {
          calls.push(['saveFile', name, bytes instanceof Uint8Array, Array.from(bytes.subarray(1, 4))]);
          return `/home/dee/Downloads/${name}`;
        },
      }),
    });
  });
  const user = await createVerifiedUser(request, 'Dee Bridge');
  const pageId = await createPage(request, user.token, 'Desktop page');
  await paidOnScreen(page);
  await checkoutAnswers(page, 'https://checkout.stripe.com/c/pay/cs_test_bridge');

  // The desktop app opens on the splash too.
  await startSignedIn(page, user.token, '/');
  await expect(page).toHaveURL(/\/splash$/);

  // (The recorded calls start afresh with each page load.)
  const calls = () => page.evaluate(() => (window as unknown as { bridgeCalls: unknown[][] }).bridgeCalls);
  await page.goto('/checkout?plan=starter');
  await page.getByRole('button', { name: 'Checkout' }).click();
  await expect(page.getByText('Finish the payment in your browser.', { exact: false })).toBeVisible();
  expect(await calls()).toEqual([['openExternal', 'https://checkout.stripe.com/c/pay/cs_test_bridge']]);

  await page.goto(`/pages/${pageId}/color`);
  await coloringReady(page);
  let downloads = 0;
  page.on('download', () => downloads++);
  await page.getByRole('button', { name: 'Download', exact: true }).click();
  await expect.poll(async () => (await calls()).length).toBe(1);
  const [save] = await calls();
  expect(save?.[0]).toBe('saveFile');
  expect(String(save?.[1])).toMatch(new RegExp(`^colored-page-${pageId}-.*\\.png$`));
  expect(save?.slice(2)).toEqual([true, [80, 78, 71]]); // the bytes of a PNG
  expect(downloads).toBe(0);
});

test("the shell offers 'Install app' while the browser offers installing, and asks the browser once", async ({ page, request }) => {
  const user = await createVerifiedUser(request, 'Ina Install');
  await startSignedIn(page, user.token, '/pages/public');
  await expect(page.getByRole('heading', { level: 1, name: 'Public pages' })).toBeVisible();
  const install = page.getByRole('button', { name: 'Install app' });
  await expect(install).toHaveCount(0);

  // Chromium fires beforeinstallprompt when the app is installable; headless Chromium never
  // does, so the test fires one with the same shape.
  await page.evaluate(() => {
    const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & {
      prompt(): Promise<void>;
      userChoice: Promise<unknown>;
    };
    (window as unknown as { prompted: number }).prompted = 0;
    event.prompt = async () => void (window as unknown as { prompted: number }).prompted++;
    event.userChoice = Promise.resolve({ outcome: 'accepted', platform: 'web' });
    window.dispatchEvent(event);
    (window as unknown as { defaultPrevented: boolean }).defaultPrevented = event.defaultPrevented;
  });
  await expect(install).toBeVisible();
  // The browser's own mini-infobar is held back in favour of the button.
  expect(await page.evaluate(() => (window as unknown as { defaultPrevented: boolean }).defaultPrevented)).toBe(true);
  await install.click();
  await expect(install).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { prompted: number }).prompted)).toBe(1);
});

test('the manifest the page links describes the app from the settings', async ({ page, request }) => {
  await page.goto('/sign-in');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/api/app/manifest.webmanifest');
  const res = await request.get(href!);
  expect(res.headers()['content-type']).toMatch(/application\/manifest\+json/);
  const manifest = (await res.json()) as { name: string; display: string; start_url: string; icons: { src: string }[] };
  expect(manifest).toMatchObject({ display: 'standalone', start_url: '/splash' });
  for (const icon of manifest.icons) expect((await request.get(icon.src)).headers()['content-type']).toBe('image/png');
});
