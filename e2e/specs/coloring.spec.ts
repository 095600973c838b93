import fs from 'node:fs';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { createVerifiedUser } from '../fixtures/users.ts';

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

// Colors of the palette (apps/web/src/features/coloring/palette.ts).
const RED = [239, 68, 68, 255];
const BLUE = [59, 130, 246, 255];
const CLEAR = [0, 0, 0, 0];

/**
 * The line art of every page here, 1024x1024: a ring (center 512,420, radius 200, 8 px wide) and
 * a closed rectangle, with an empty band at the top for strokes.
 */
const RING = { x: 512, y: 420, r: 200, width: 8 };
function lineArt(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1024" height="1024"><rect width="1024" height="1024" fill="#fff"/>
    <circle cx="${RING.x}" cy="${RING.y}" r="${RING.r}" fill="none" stroke="#000" stroke-width="${RING.width}"/>
    <rect x="620" y="700" width="300" height="240" fill="none" stroke="#000" stroke-width="8"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

// Uploads are rate limited per address and every spec shares one server: one picture per file.
let pictureUrl: Promise<string> | null = null;
function storedPicture(request: APIRequestContext, token: string): Promise<string> {
  pictureUrl ??= (async () => {
    const res = await request.post('/api/storage/upload', {
      headers: auth(token),
      multipart: { file: { name: 'page.png', mimeType: 'image/png', buffer: await lineArt() } },
    });
    expect(res.status(), await res.text()).toBe(200);
    return ((await res.json()) as { data: { url: string } }).data.url;
  })();
  return pictureUrl;
}

/** A page of the user's own, made through POST /pages/upload (one page_creation credit). */
async function createPage(request: APIRequestContext, token: string, title: string): Promise<number> {
  const url = await storedPicture(request, token);
  const res = await request.post('/api/pages/upload', { headers: auth(token), data: { url, mode: 'as-is', title } });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { data: { id: number } }).data.id;
}

/** Opens the app already signed in with a token (the session the sign-in screen would store). */
async function startSignedIn(page: Page, token: string, path: string) {
  await page.addInitScript((value) => {
    if (!localStorage.getItem('auth')) localStorage.setItem('auth', JSON.stringify({ state: { token: value, user: null }, version: 0 }));
  }, token);
  await page.goto(path);
}

type User = Awaited<ReturnType<typeof createVerifiedUser>>;

// The whole run shares the sign-up rate limit (10 a minute per address): when other specs used
// it up, wait as the server says and try again.
test.describe.configure({ timeout: 150_000 });
async function verifiedUser(request: APIRequestContext, name: string): Promise<User> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await createVerifiedUser(request, name);
    } catch (error) {
      const wait = /RATE_LIMITED/.test(String(error)) ? Number(/wait (\d+) seconds/.exec(String(error))?.[1] ?? 30) : NaN;
      if (Number.isNaN(wait) || attempt === 3) throw error;
      await new Promise((resolve) => setTimeout(resolve, (wait + 1) * 1000));
    }
  }
}

/**
 * The people of this file, made once (sign-up is rate limited per address and every spec shares
 * one server): Alice and Bob own three pages each (all the free plan creates), Cleo colors other
 * people's pages. Each test uses its own page, so the tests do not depend on one another.
 */
interface Cast {
  alice: User;
  bob: User;
  cleo: User;
  pages: { rings: number; draft: number; touch: number; shared: number; free: number; paid: number };
}
let cast: Promise<Cast> | null = null;
function theCast(request: APIRequestContext): Promise<Cast> {
  cast ??= (async () => {
    const alice = await verifiedUser(request, 'Alice Artist');
    const bob = await verifiedUser(request, 'Bob Builder');
    const cleo = await verifiedUser(request, 'Cleo Colorer');
    const pages = {
      rings: await createPage(request, alice.token, 'Ring and box'),
      draft: await createPage(request, alice.token, 'Draft page'),
      touch: await createPage(request, alice.token, 'Touch page'),
      shared: await createPage(request, bob.token, 'Shared ring'),
      free: await createPage(request, bob.token, 'Free page'),
      paid: await createPage(request, bob.token, 'Paid page'),
    };
    return { alice, bob, cleo, pages };
  })();
  return cast;
}

const stageOf = (page: Page) => page.getByRole('application', { name: 'Drawing area' });
const tool = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

/** Waits until the page's pictures are on the canvas. */
async function ready(page: Page) {
  await expect(page.locator('[data-state="ready"]')).toBeVisible({ timeout: 20_000 });
}

/** Screen position of a canvas pixel in fit mode (the page as wide as the stage, at its top-left). */
async function screenPoint(stage: Locator, x: number, y: number) {
  const box = await stage.boundingBox();
  if (!box) throw new Error('no stage');
  const zoom = box.width / 1024;
  return { x: box.x + (x + 0.5) * zoom, y: box.y + (y + 0.5) * zoom };
}

/** The RGBA of one pixel of the coloring canvas. */
function pixel(page: Page, x: number, y: number): Promise<number[]> {
  return page
    .locator('canvas[data-layer="coloring"]')
    .evaluate((canvas: HTMLCanvasElement, [px, py]) => Array.from(canvas.getContext('2d')!.getImageData(px!, py!, 1, 1).data), [x, y]);
}

const expectPixel = (page: Page, x: number, y: number, rgba: number[]) => expect.poll(() => pixel(page, x, y)).toEqual(rgba);

/**
 * Walks from the ring's center outwards at `angle` degrees and returns the first pixel that is
 * not filled with `rgba` before the line art turns dark there, or null when every pixel up to
 * the line is filled. A white fringe would show up as an unfilled pixel under the line's light,
 * anti-aliased edge.
 */
function firstGapBeforeLine(page: Page, angle: number, rgba: number[]) {
  return page.evaluate(
    async ({ angle, rgba, ring }) => {
      const art = document.querySelector<HTMLImageElement>('img[data-layer="line-art"]')!;
      await art.decode();
      const lines = new OffscreenCanvas(1024, 1024).getContext('2d')!;
      lines.drawImage(art, 0, 0, 1024, 1024);
      const colors = document.querySelector<HTMLCanvasElement>('canvas[data-layer="coloring"]')!.getContext('2d')!;
      const rad = (angle * Math.PI) / 180;
      for (let d = 0; d < ring.r + 20; d += 0.5) {
        const x = Math.floor(ring.x + d * Math.cos(rad));
        const y = Math.floor(ring.y + d * Math.sin(rad));
        const [r, g, b] = lines.getImageData(x, y, 1, 1).data;
        const light = 0.299 * r! + 0.587 * g! + 0.114 * b!;
        if (light < 64) return null; // reached the line itself
        const c = Array.from(colors.getImageData(x, y, 1, 1).data);
        if (c.join() !== rgba.join()) return { x, y, light: Math.round(light), coloring: c };
      }
      return { x: -1, y: -1, light: -1, coloring: [] };
    },
    { angle, rgba, ring: RING },
  );
}

async function drag(page: Page, from: [number, number], to: [number, number]) {
  const stage = stageOf(page);
  const a = await screenPoint(stage, ...from);
  const b = await screenPoint(stage, ...to);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move(b.x, b.y, { steps: 24 });
  await page.mouse.up();
}

async function clickAt(page: Page, x: number, y: number) {
  const p = await screenPoint(stageOf(page), x, y);
  await page.mouse.click(p.x, p.y);
}

/** How many drafts the coloring screen keeps on this device (its IndexedDB store). */
function draftCount(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('crayonbox-coloring', 1);
        open.onupgradeneeded = () => open.result.createObjectStore('drafts', { keyPath: 'key' });
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const count = open.result.transaction('drafts').objectStore('drafts').count();
          count.onsuccess = () => {
            resolve(count.result);
            open.result.close();
          };
          count.onerror = () => reject(count.error);
        };
      }),
  );
}

async function publicPageCredits(request: APIRequestContext, token: string): Promise<number> {
  const res = await request.get('/api/credits/read', { headers: auth(token) });
  return ((await res.json()) as { data: { public_page: number } }).data.public_page;
}

test('brush, eraser, fill without a fringe, undo and redo, then save and find it again after a reload', async ({ page, request }) => {
  const { alice: owner, pages } = await theCast(request);
  const pageId = pages.rings;
  await startSignedIn(page, owner.token, `/pages/${pageId}/color`);
  await ready(page);
  const stage = stageOf(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Ring and box' })).toBeVisible();

  // Fit mode by default: zoom = stage width / 1024.
  const width = (await stage.boundingBox())!.width;
  await expect(stage).toHaveAttribute('data-view-mode', 'fit');
  expect(Number(await stage.getAttribute('data-zoom'))).toBeCloseTo(width / 1024, 3);
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();
  await expect(tool(page, 'Undo')).toBeDisabled();

  // A red stroke along the empty band.
  await expect(tool(page, 'Brush')).toHaveAttribute('aria-pressed', 'true');
  await tool(page, 'Red').click();
  await drag(page, [80, 100], [420, 100]);
  await expectPixel(page, 250, 100, RED);
  await expectPixel(page, 250, 150, CLEAR);
  await expect(page.getByText('Not saved yet')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeEnabled();

  // The eraser takes it away again (keyboard E, the same command as the button).
  await page.keyboard.press('e');
  await expect(tool(page, 'Eraser')).toHaveAttribute('aria-pressed', 'true');
  await drag(page, [60, 100], [440, 100]);
  await expectPixel(page, 250, 100, CLEAR);

  // Fill inside the ring: inside is blue up to the line, outside stays empty.
  await tool(page, 'Fill').click();
  await expect(tool(page, 'Fill')).toHaveAttribute('aria-pressed', 'true');
  await tool(page, 'Blue').click();
  expect(await firstGapBeforeLine(page, 45, BLUE)).not.toBeNull();
  await clickAt(page, RING.x, RING.y);
  await expectPixel(page, RING.x, RING.y, BLUE);
  const inner = RING.r - RING.width / 2;
  // The pixels against the line's inner edge are filled too, the light anti-aliased ones
  // included: no white fringe between the paint and the line, whatever the direction.
  for (const angle of [0, 30, 45, 60, 100, 135, 200, 225, 290, 315]) {
    expect(await firstGapBeforeLine(page, angle, BLUE), `at ${angle}°`).toBeNull();
  }
  await expectPixel(page, RING.x - (inner - 1), RING.y, BLUE);
  await expectPixel(page, RING.x, RING.y - RING.r - 30, CLEAR);
  await expectPixel(page, 700, 800, CLEAR);

  // Undo with the toolbar, redo with the keyboard.
  await tool(page, 'Undo').click();
  await expectPixel(page, RING.x, RING.y, CLEAR);
  await expect(tool(page, 'Redo')).toBeEnabled();
  await page.keyboard.press('Control+Shift+Z');
  await expectPixel(page, RING.x, RING.y, BLUE);
  await page.keyboard.press('Control+z');
  await expectPixel(page, RING.x, RING.y, CLEAR);
  await page.keyboard.press('Control+y');
  await expectPixel(page, RING.x, RING.y, BLUE);

  // Zoom with + and -, and the fit / 100% toggle.
  await page.keyboard.press('+');
  expect(Number(await stage.getAttribute('data-zoom'))).toBeGreaterThan(width / 1024 + 0.01);
  await page.getByRole('button', { name: 'Fit to screen' }).click();
  await expect(stage).toHaveAttribute('data-view-mode', 'fit');
  await page.getByRole('button', { name: 'Actual size' }).click();
  await expect(stage).toHaveAttribute('data-zoom', '1.0000');
  await page.keyboard.press('0');
  await expect(stage).toHaveAttribute('data-view-mode', 'fit');

  // Save: upload, upsert, toast; the button turns off.
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Page has been saved')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();
  await expect(
    page
      .getByRole('main')
      .getByRole('status')
      .filter({ hasText: /^Saved/ }),
  ).toBeVisible();

  // Reopened, the page shows the saved coloring (and no draft is offered: it was saved).
  await page.reload();
  await ready(page);
  await expectPixel(page, RING.x, RING.y, BLUE);
  await expectPixel(page, RING.x - (inner - 1), RING.y, BLUE);
  await expectPixel(page, 250, 100, CLEAR);
  await expect(page.getByText('Restore your unsaved coloring?')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();
});

test('unsaved work is guarded on leaving and kept on the device until restored', async ({ page, request }) => {
  const { alice: owner, pages } = await theCast(request);
  const pageId = pages.draft;
  await startSignedIn(page, owner.token, `/pages/${pageId}/color`);
  await ready(page);

  await tool(page, 'Red').click();
  await drag(page, [80, 100], [420, 100]);
  await expectPixel(page, 250, 100, RED);

  // Leaving inside the app asks first; Cancel stays.
  await page.getByRole('link', { name: 'Public pages' }).click();
  const bar = page.getByRole('alertdialog', { name: 'You have unsaved coloring. Leave this page anyway?' });
  await expect(bar).toBeVisible();
  await bar.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(new RegExp(`/pages/${pageId}/color$`));

  // Closing or reloading the tab gets the browser's own warning.
  const warned = new Promise<string>((resolve) =>
    page.once('dialog', (dialog) => {
      resolve(dialog.type());
      void dialog.accept();
    }),
  );
  // The draft is written to IndexedDB a moment after the last stroke.
  await expect.poll(() => draftCount(page)).toBe(1);
  await page.reload();
  expect(await warned).toBe('beforeunload');
  await ready(page);

  // The stroke is still on this device: offered back.
  await expect(page.getByText('Restore your unsaved coloring?')).toBeVisible();
  await expectPixel(page, 250, 100, CLEAR);
  await page.getByRole('button', { name: 'Restore' }).click();
  await expectPixel(page, 250, 100, RED);
  await expect(page.getByText('Not saved yet')).toBeVisible();
  await page.keyboard.press('Control+s');
  await expect(page.getByText('Page has been saved')).toBeVisible();
  await expect.poll(() => draftCount(page)).toBe(0);

  // Saved: nothing to offer any more, nothing to guard.
  await page.reload();
  await ready(page);
  await expectPixel(page, 250, 100, RED);
  await expect(page.getByText('Restore your unsaved coloring?')).toHaveCount(0);
  await page.getByRole('link', { name: 'Public pages' }).click();
  await expect(page).toHaveURL(/\/pages\/public$/);
});

test("coloring someone else's page saves itself after the first fill and takes one credit", async ({ page, request }) => {
  const { cleo: colorer, pages } = await theCast(request);
  const pageId = pages.shared;
  const before = await publicPageCredits(request, colorer.token);

  await startSignedIn(page, colorer.token, `/pages/${pageId}/color`);
  await ready(page);
  await expect(page.getByText(`Saving uses 1 of your ${before} coloring credits`)).toBeVisible();
  await tool(page, 'Fill').click();
  await tool(page, 'Blue').click();
  await clickAt(page, RING.x, RING.y);
  await expect(page.getByText('Page has been saved')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();
  expect(await publicPageCredits(request, colorer.token)).toBe(before - 1);

  // Later changes wait for a save by hand, which takes no further credit.
  await clickAt(page, 700, 800);
  await expect(page.getByText('Not saved yet')).toBeVisible();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Page has been saved')).toBeVisible();
  expect(await publicPageCredits(request, colorer.token)).toBe(before - 1);
});

test('with no public page credit left, another page sends the user to /checkout', async ({ page, request }) => {
  const { cleo, pages } = await theCast(request);
  // The free plan colors five public pages: saves through the API use up what is left of them
  // on the six pages of Alice and Bob, so one stays uncolored.
  const layer = await sharp({ create: { width: 1024, height: 1024, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
    .composite([
      { input: { create: { width: 200, height: 200, channels: 4, background: { r: 239, g: 68, b: 68, alpha: 1 } } }, left: 412, top: 320 },
    ])
    .png()
    .toBuffer();
  const upload = await request.post('/api/storage/upload', {
    headers: auth(cleo.token),
    multipart: { file: { name: 'image.png', mimeType: 'image/png', buffer: layer }, extensions: 'png', dimensions: '1024x1024' },
  });
  expect(upload.status(), await upload.text()).toBe(200);
  const photo = ((await upload.json()) as { data: { url: string } }).data.url;
  const colored: number[] = [];
  const uncolored: number[] = [];
  for (const pageId of Object.values(pages)) {
    const read = (await (await request.get(`/api/pages/${pageId}/read`, { headers: auth(cleo.token) })).json()) as {
      data: { is_colored: boolean };
    };
    if (read.data.is_colored) continue;
    if ((await publicPageCredits(request, cleo.token)) === 0) {
      uncolored.push(pageId);
      continue;
    }
    const saved = await request.patch('/api/coloreds/upsert', { headers: auth(cleo.token), data: { pageId, photo } });
    expect(saved.status(), await saved.text()).toBe(200);
    colored.push(pageId);
  }
  expect(await publicPageCredits(request, cleo.token)).toBe(0);
  expect(uncolored.length).toBeGreaterThan(0);

  await startSignedIn(page, cleo.token, `/pages/${uncolored[0]}/color`);
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('alert').filter({ hasText: 'No credits available. Upgrade your plan to continue.' })).toBeVisible();

  // A page already colored still opens, with its saved coloring.
  await page.goto(`/pages/${colored[0]}/color`);
  await ready(page);
  await expectPixel(page, 512, 420, RED);
});

test('print and download need a paid plan', async ({ page, request }) => {
  const { bob: owner, pages } = await theCast(request);
  const pageId = pages.free;
  await startSignedIn(page, owner.token, `/pages/${pageId}/color`);
  await ready(page);

  await page.getByRole('button', { name: 'Print', exact: true }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('alert').filter({ hasText: 'Print is only available on the paid plan.' })).toBeVisible();

  await page.goto(`/pages/${pageId}/color`);
  await ready(page);
  await page.getByRole('button', { name: 'Download', exact: true }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('alert').filter({ hasText: 'Download is only available on the paid plan.' })).toBeVisible();
});

test('with a paid plan on the screen, download saves a PNG and the server still refuses print to a free account', async ({
  page,
  request,
}) => {
  // There is no paid user yet here (that takes the Stripe flow): the credit read is answered as
  // for a paid plan, which lets the client-side download run and shows that print is enforced
  // by the server (403 NO_PAID_PLAN), not by the screen.
  const { bob: owner, pages } = await theCast(request);
  const pageId = pages.paid;
  await page.route('**/api/credits/read', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: { user: { plan: { paid: boolean } } } };
    body.data.user.plan = { ...body.data.user.plan, paid: true };
    await route.fulfill({ response, json: body });
  });
  await startSignedIn(page, owner.token, `/pages/${pageId}/color`);
  await ready(page);
  await tool(page, 'Fill').click();
  await tool(page, 'Blue').click();
  await clickAt(page, RING.x, RING.y);
  await expectPixel(page, RING.x, RING.y, BLUE);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download', exact: true }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(new RegExp(`^colored-page-${pageId}-\\d{4}-\\d{2}-\\d{2}_\\d{2}-\\d{2}-\\d{2}\\.png$`));
  const file = fs.readFileSync(await download.path());
  expect(file.subarray(1, 4).toString()).toBe('PNG');
  const meta = await sharp(file).metadata();
  expect([meta.width, meta.height]).toEqual([1024, 1024]);
  const { data } = await sharp(file).raw().toBuffer({ resolveWithObject: true });
  const at = (x: number, y: number) => Array.from(data.subarray((y * 1024 + x) * meta.channels!, (y * 1024 + x) * meta.channels! + 3));
  expect(at(RING.x, RING.y)).toEqual(BLUE.slice(0, 3)); // the coloring
  expect(at(RING.x - RING.r, RING.y)).toEqual([0, 0, 0]); // under the line art
  expect(at(30, 30)).toEqual([255, 255, 255]); // opaque white paper

  // Print saves the work first, then asks the server for the PDF, which refuses the free plan.
  await page.getByRole('button', { name: 'Print', exact: true }).click();
  await page.getByRole('menuitem', { name: /Letter/ }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('alert').filter({ hasText: 'Print is only available on the paid plan.' })).toBeVisible();
  const saved = await request.get(`/api/coloreds/${pageId}/read`, { headers: auth(owner.token) });
  expect(saved.status()).toBe(200);

  // With a PDF to print (answered here as the server answers paid plans), the browser gets it:
  // in a hidden frame that prints or, where the page's policy refuses blob: frames, in a new tab.
  const pdf = await PDFDocument.create();
  pdf.addPage([612, 792]);
  const pdfBytes = Buffer.from(await pdf.save());
  let asked: URL | null = null;
  await page.route('**/api/pages/*/print*', async (route) => {
    asked = new URL(route.request().url());
    await route.fulfill({ status: 200, contentType: 'application/pdf', body: pdfBytes });
  });
  await page.goto(`/pages/${pageId}/color`);
  await ready(page);
  const inTab = page
    .context()
    .waitForEvent('page', { timeout: 15_000 })
    .then((tab) => ({ how: 'tab', url: tab.url() }));
  const inFrame = page.waitForSelector('iframe[title="Print"]', { state: 'attached', timeout: 15_000 }).then(async (frame) => {
    const url = (await frame.getAttribute('src')) ?? '';
    await page.waitForTimeout(1500); // a refused frame is replaced by the tab at once
    if (!(await frame.evaluate((f) => f.isConnected))) throw new Error('frame refused');
    return { how: 'frame', url };
  });
  await page.getByRole('button', { name: 'Print', exact: true }).click();
  await page.getByRole('menuitem', { name: /A4/ }).click();
  const shown = await Promise.any([inTab, inFrame]);
  expect(shown.url).toMatch(/^blob:/);
  expect(asked).not.toBeNull();
  expect(asked!.searchParams.get('size')).toBe('a4');
  if (shown.how === 'tab') await expect(page.getByText('Your PDF opened in a new tab: print it from there.')).toBeVisible();
});

test('a picture that does not load says so and can be tried again', async ({ page, request }) => {
  const { bob: owner, pages } = await theCast(request);
  const pageId = pages.free;
  let refuse = true;
  await page.route('**/uploads/**', (route) => (refuse ? route.fulfill({ status: 503, body: 'busy' }) : route.continue()));
  await startSignedIn(page, owner.token, `/pages/${pageId}/color`);
  await expect(page.getByRole('alert').filter({ hasText: 'Could not load image' })).toBeVisible();
  await expect(page.locator('[data-state="error"]')).toBeVisible();
  await expect(tool(page, 'Brush')).toBeDisabled();
  refuse = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await ready(page);
  await expect(tool(page, 'Brush')).toBeEnabled();
});

test.describe('on a touch screen', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('one finger paints, two fingers pinch to zoom', async ({ page, request }) => {
    const { alice: owner, pages } = await theCast(request);
    const pageId = pages.touch;
    await startSignedIn(page, owner.token, `/pages/${pageId}/color`);
    await ready(page);
    const stage = stageOf(page);
    const fit = Number(await stage.getAttribute('data-zoom'));
    const cdp = await page.context().newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', points: { x: number; y: number }[]) =>
      cdp.send('Input.dispatchTouchEvent', { type, touchPoints: points.map((p, id) => ({ x: p.x, y: p.y, id })) });

    // One finger: a stroke.
    await tool(page, 'Red').click();
    const a = await screenPoint(stage, 80, 100);
    const b = await screenPoint(stage, 420, 100);
    await touch('touchStart', [a]);
    for (let i = 1; i <= 12; i++) await touch('touchMove', [{ x: a.x + ((b.x - a.x) * i) / 12, y: a.y }]);
    await touch('touchEnd', []);
    await expectPixel(page, 250, 100, RED);

    // Two fingers moving apart: zoom in, and nothing painted.
    const center = await screenPoint(stage, 512, 700);
    await touch('touchStart', [
      { x: center.x - 30, y: center.y },
      { x: center.x + 30, y: center.y },
    ]);
    for (let i = 1; i <= 10; i++) {
      await touch('touchMove', [
        { x: center.x - 30 - i * 8, y: center.y },
        { x: center.x + 30 + i * 8, y: center.y },
      ]);
    }
    await touch('touchEnd', []);
    await expect.poll(async () => Number(await stage.getAttribute('data-zoom'))).toBeGreaterThan(fit * 1.8);
    await expect(stage).toHaveAttribute('data-view-mode', 'free');
    await expectPixel(page, 512, 700, CLEAR);
    await expect(tool(page, 'Undo')).toBeEnabled();
    await tool(page, 'Undo').click();
    await expectPixel(page, 250, 100, CLEAR);
    await expect(tool(page, 'Undo')).toBeDisabled();
  });
});
