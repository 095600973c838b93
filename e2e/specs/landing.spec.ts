import { createRequire } from 'node:module';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import { ensureAdmin } from '../fixtures/users.ts';

// The specs share one server: everything this file changes in the `website` setting is put back
// in afterAll, so the specs after it see the default landing.

type Website = {
  landing: Record<string, { visibility: boolean } & Record<string, unknown>>;
  terms: { visibility: boolean; content: string };
  privacy: { visibility: boolean; content: string };
};

let auth: Record<string, string>;
let original: Website;

async function adminAuth(request: APIRequestContext) {
  const { email, password } = await ensureAdmin(request);
  const res = await request.post('/api/users/sign-in', { data: { email, password } });
  const body = (await res.json()) as { data: { token: string } };
  return { Authorization: `Bearer ${body.data.token}` };
}

async function readWebsite(request: APIRequestContext): Promise<Website> {
  const body = (await (await request.get('/api/settings/list')).json()) as { data: { name: string; value: unknown }[] };
  return structuredClone(body.data.find((s) => s.name === 'website')?.value) as Website;
}

async function saveWebsite(request: APIRequestContext, value: Website) {
  const res = await request.patch('/api/settings/website/update', { headers: auth, data: { value } });
  expect(res.status(), await res.text()).toBe(200);
}

test.beforeAll(async ({ request }) => {
  auth = await adminAuth(request);
  original = await readWebsite(request);
});

test.afterAll(async ({ request }) => {
  await saveWebsite(request, original);
});

/** Each landing section and how to find it on the page. */
const SECTIONS: [key: string, find: (page: Page) => ReturnType<Page['locator']>][] = [
  ['home', (page) => page.locator('section#home')],
  ['howItWorks', (page) => page.locator('section#how-it-works')],
  ['features', (page) => page.locator('section#features')],
  ['testimonials', (page) => page.locator('section#testimonials')],
  ['metrics', (page) => page.locator('section#metrics')],
  ['pricing', (page) => page.locator('section#pricing')],
  ['faqs', (page) => page.locator('section#faqs')],
  ['callToAction', (page) => page.locator('section#call-to-action')],
  ['contact', (page) => page.locator('section#contact')],
  ['footer', (page) => page.getByRole('heading', { name: 'Follow us on' })],
];

test('the default landing shows every section, the header anchors and the footer', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(original.landing.home!.headingLine1 as string);
  for (const [, find] of SECTIONS) await expect(find(page)).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Sections' });
  for (const [name, href] of [
    ['Home', '#home'],
    ['How it works', '#how-it-works'],
    ['Pricing', '#pricing'],
    ['FAQs', '#faqs'],
    ['Contact', '#contact'],
  ] as const) {
    await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByText(`Copyright © Crayonbox ${new Date().getFullYear()}`)).toBeVisible();
  await expect(footer.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
  await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
  await expect(footer.getByRole('link', { name: /^Web/ })).toBeVisible();
  await expect(footer.getByText('Android')).toBeVisible();
  // Without a download url, a platform is listed as coming soon and is not a link.
  await expect(footer.getByRole('link', { name: /Android/ })).toHaveCount(0);
});

test('each section appears and disappears with its visibility flag', async ({ page, request }) => {
  for (const [key, find] of SECTIONS) {
    const hidden = structuredClone(original);
    hidden.landing[key]!.visibility = false;
    await saveWebsite(request, hidden);
    await page.goto('/');
    await expect(
      page
        .getByRole('heading', { name: 'Frequently asked questions' })
        .or(page.getByRole('heading', { name: 'How it works' }))
        .first(),
    ).toBeVisible();
    await expect(find(page), `${key} is hidden`).toHaveCount(0);
    // The others stay.
    const [otherKey, other] = SECTIONS.find(([k]) => k !== key)!;
    await expect(other(page), `${otherKey} stays`).toBeVisible();
  }
  await saveWebsite(request, original);
  await page.goto('/');
  for (const [key, find] of SECTIONS) await expect(find(page), `${key} is back`).toBeVisible();
});

test('a hidden section also drops out of the header anchors', async ({ page, request }) => {
  const value = structuredClone(original);
  value.landing.pricing!.visibility = false;
  await saveWebsite(request, value);
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Sections' });
  await expect(nav.getByRole('link', { name: 'FAQs' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Pricing' })).toHaveCount(0);
  await saveWebsite(request, original);
});

test('pricing shows the plans from the server and its buttons carry ?plan', async ({ page, request }) => {
  const plans = (
    (await (await request.get('/api/plans/list')).json()) as {
      data: { name: string; title: string; price: number; paid: boolean; discount: number }[];
    }
  ).data;
  await page.goto('/#pricing');
  const pricing = page.locator('section#pricing');
  for (const plan of plans) {
    const card = pricing.getByRole('article', { name: plan.title });
    await expect(card.getByTestId('plan-price')).toHaveText(`$${plan.price.toFixed(2)}/month`);
    const href = plan.paid ? `/sign-up/?plan=${plan.name}` : '/sign-up';
    await expect(card.getByRole('link')).toHaveAttribute('href', href);
  }
  await expect(
    pricing.getByRole('article', { name: plans.find((p) => p.name === 'starter')!.title }).getByText('Recommended'),
  ).toBeVisible();
  const advanced = plans.find((p) => p.name === 'advanced')!;
  if (advanced.discount > 0)
    await expect(pricing.getByRole('article', { name: advanced.title }).getByText(`${advanced.discount}% off`)).toBeVisible();

  // The button starts the app right on the sign-up screen, keeping the plan.
  await pricing.getByRole('link', { name: /Choose Starter/i }).click();
  await expect(page).toHaveURL(/\/sign-up\/\?plan=starter$/);
  await expect(page.getByLabel('Password')).toBeVisible();
});

test('links on the landing open the other screens, and back returns to the landing', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
  await expect(page.getByLabel('Email')).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('section#home')).toBeVisible();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' }).click();
  await expect(page).toHaveURL(/\/terms$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
});

test('the mobile menu opens, lists the anchors, and closes with Escape', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const toggle = page.getByRole('button', { name: 'Open menu' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  const menu = page.getByRole('navigation', { name: 'Menu' });
  await expect(menu.getByRole('link', { name: 'Pricing' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await menu.getByRole('link', { name: 'FAQs' }).click();
  await expect(menu).toBeHidden();
  await expect(page).toHaveURL(/#faqs$/);
});

test('the FAQ accordion opens an answer with its button', async ({ page }) => {
  await page.goto('/#faqs');
  // The sections below the hero are added one by one; a visit to an anchor still lands on it.
  await expect(page.locator('section#faqs')).toBeInViewport();
  const faq = (original.landing.faqs!.list as { question: string; answer: string }[])[0]!;
  const question = page.getByRole('button', { name: faq.question });
  await expect(question).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByText(faq.answer)).toBeHidden();
  await question.click();
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('region', { name: faq.question })).toContainText(faq.answer);
});

test('the legal pages show the rich text, and a hidden one is not found and not linked', async ({ page, request }) => {
  await page.goto('/privacy');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'What we store' })).toBeVisible();

  const value = structuredClone(original);
  value.privacy.visibility = false;
  await saveWebsite(request, value);
  await page.goto('/privacy');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.goto('/');
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' })).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' })).toHaveCount(0);
  await saveWebsite(request, original);
});

test('scripts, event handlers and javascript: links in the terms never run', async ({ page, request }) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const value = structuredClone(original);
  value.terms.content = [
    '<p>Safe words</p>',
    '<script>window.__xss = "script"; alert("script")</script>',
    '<img src="x" onerror="window.__xss = \'onerror\'; alert(\'onerror\')">',
    '<p onmouseover="window.__xss = \'hover\'">Hover me</p>',
    "<a href=\"javascript:window.__xss='link';alert('link')\">Click me</a>",
    '<iframe src="javascript:alert(\'frame\')"></iframe>',
  ].join('');
  await saveWebsite(request, value);

  await page.goto('/terms');
  await expect(page.getByText('Safe words')).toBeVisible();
  await page.getByText('Hover me').hover();
  await page.getByText('Click me').click();
  await page.waitForTimeout(300);
  expect(dialogs).toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { __xss?: string }).__xss)).toBeUndefined();
  const article = page.locator('article');
  await expect(article.locator('script, iframe, img, [onerror], [onmouseover], a[href^="javascript"]')).toHaveCount(0);
  await saveWebsite(request, original);
});

test('the app name, tagline and favicon from the settings brand every screen', async ({ page, request }) => {
  const list = ((await (await request.get('/api/settings/list')).json()) as { data: { name: string; value: unknown }[] }).data;
  const before = Object.fromEntries(list.filter((s) => ['app_name', 'tagline', 'favicon'].includes(s.name)).map((s) => [s.name, s.value]));
  const set = async (name: string, value: unknown) =>
    expect((await request.patch(`/api/settings/${name}/update`, { headers: auth, data: { value } })).status()).toBe(200);
  try {
    await set('app_name', 'Colorville');
    await set('tagline', 'Pages for every dreamer');
    // The favicon is an upload of the admin's (any other url is refused).
    const png = await sharp({ create: { width: 64, height: 64, channels: 4, background: '#e03131' } })
      .png()
      .toBuffer();
    const stored = await request.post('/api/storage/upload', {
      headers: auth,
      multipart: { file: { name: 'icon.png', mimeType: 'image/png', buffer: png } },
    });
    const favicon = ((await stored.json()) as { data: { url: string } }).data.url;
    await set('favicon', favicon);
    await page.goto('/');
    await expect(page).toHaveTitle('Colorville - Pages for every dreamer');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', 'Pages for every dreamer');
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', 'Colorville - Pages for every dreamer');
    await expect(page.locator('link[rel~="icon"]')).toHaveAttribute('href', favicon);
    await expect(page.getByRole('contentinfo').getByText(`Copyright © Colorville ${new Date().getFullYear()}`)).toBeVisible();
    await page.goto('/sign-in');
    await expect(page).toHaveTitle('Colorville');
    await expect(page.locator('meta[property="og:site_name"]')).toHaveAttribute('content', 'Colorville');
    await expect(page.locator('link[rel~="icon"]')).toHaveAttribute('href', favicon);
  } finally {
    for (const [name, value] of Object.entries(before)) await set(name, value);
  }
});

test.describe('accessibility (axe-core)', () => {
  // axe is injected as an inline script, which the app's Content-Security-Policy would block.
  test.use({ bypassCSP: true });
  const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

  for (const path of ['/', '/sign-in', '/sign-up', '/terms']) {
    test(`${path} has no serious or critical violations`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      await page.addScriptTag({ path: axePath });
      const violations = await page.evaluate(async () => {
        const axe = (
          window as unknown as {
            axe: {
              run: (
                context: Document,
              ) => Promise<{ violations: { id: string; impact: string | null; help: string; nodes: { target: unknown }[] }[] }>;
            };
          }
        ).axe;
        const result = await axe.run(document);
        return result.violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map((v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')})`);
      });
      expect(violations).toEqual([]);
    });
  }
});
