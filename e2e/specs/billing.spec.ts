import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import { type Delivery } from '../fixtures/fake-stripe-server.ts';
import { linkFromOutbox } from '../fixtures/outbox.ts';
import { auth } from '../fixtures/pages.ts';
import { adminToken, fakeStripeUrl, sellStarter, type AdminPlan, type StarterOnSale } from '../fixtures/stripe.ts';
import { PASSWORD, uniqueEmail } from '../fixtures/users.ts';

/** The token the app stored for the signed-in user (localStorage "auth"). */
async function tokenOf(page: Page): Promise<string> {
  const stored = await page.evaluate(() => localStorage.getItem('auth'));
  return (JSON.parse(stored ?? '{}') as { state?: { token?: string } }).state?.token ?? '';
}

/** A page of the user's own, uploaded through the API (the coloring screen is not there yet). */
async function uploadPage(request: APIRequestContext, token: string): Promise<number> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512"><rect width="512" height="512" fill="#fff"/>
    <circle cx="256" cy="256" r="150" fill="none" stroke="#111" stroke-width="12"/></svg>`;
  const png = await sharp(Buffer.from(svg)).png().toBuffer();
  const upload = await request.post('/api/storage/upload', {
    headers: auth(token),
    multipart: { file: { name: 'circle.png', mimeType: 'image/png', buffer: png } },
  });
  expect(upload.status(), await upload.text()).toBe(200);
  const { url } = ((await upload.json()) as { data: { url: string } }).data;
  const created = await request.post('/api/pages/upload', { headers: auth(token), data: { url } });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { data: { id: number } }).data.id;
}

test.describe('buying and canceling a plan', () => {
  let starter: AdminPlan;
  let onSale: StarterOnSale | undefined;

  test.beforeAll(async ({ request }) => {
    // Real Stripe often calls the webhook a moment after the browser is back: so does the fake.
    onSale = await sellStarter(request, await adminToken(request), { webhookDelayMs: 2500 });
    starter = onSale.starter;
  });

  // Other specs share this server: put the plan and the payment settings back.
  test.afterAll(({ request }) => onSale?.restore(request));

  test('a visitor picks Starter on the landing, pays on Stripe, prints, then cancels', async ({ page, request }) => {
    test.setTimeout(120_000);
    const email = uniqueEmail('buyer');

    // Landing → sign-up with the plan.
    await page.goto('/');
    const pricing = page.locator('#pricing');
    await pricing.getByRole('link', { name: 'Choose Starter' }).click();
    await expect(page).toHaveURL(/\/sign-up\/?\?plan=starter$/);
    await page.getByLabel('Name').fill('Bea Buyer');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();

    // The emailed link signs in and goes straight to /checkout with Starter chosen.
    await page.goto(await linkFromOutbox(email));
    await expect(page).toHaveURL(/\/checkout\?plan=starter$/, { timeout: 20_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Choose plan' })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Starter' })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'Advanced' })).not.toBeChecked();

    // On the free plan, printing is refused with NO_PAID_PLAN.
    const token = await tokenOf(page);
    const pageId = await uploadPage(request, token);
    const refused = await request.get(`/api/pages/${pageId}/print`, { headers: auth(token) });
    expect(refused.status()).toBe(403);
    expect(((await refused.json()) as { code: string }).code).toBe('NO_PAID_PLAN');

    // Checkout → the (fake) Stripe page → Pay → back on /payment. The button needs the plan's
    // stripe_price_id in GET /plans/paid/list (SPEC section 5: no price ID, no checkout).
    await expect(page.getByRole('button', { name: 'Checkout' }), 'Starter has a price ID, so Checkout is enabled').toBeEnabled();
    await page.getByRole('button', { name: 'Checkout' }).click();
    await expect(page).toHaveURL(new RegExp(`^${fakeStripeUrl()}/pay/cs_test_`));
    await expect(page.getByText('$7.99 per month')).toBeVisible();
    await page.getByRole('button', { name: 'Pay' }).click();
    await expect(page).toHaveURL(/\/payment\?status=success&session_id=cs_test_/);
    await expect(page.getByRole('heading', { name: 'Confirming your payment…' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('Welcome to Starter, Bea Buyer!')).toBeVisible();
    await expect(
      page.getByText(
        `You have ${starter.public_page_limit} public pages to color and ${starter.page_creation_limit} page creations ready to use.`,
      ),
    ).toBeVisible();
    const deliveries = (await (await request.get(`${fakeStripeUrl()}/__fake/deliveries`)).json()) as Delivery[];
    expect(deliveries.slice(-2)).toEqual([
      { type: 'checkout.session.completed', status: 200 },
      { type: 'invoice.paid', status: 200 },
    ]);

    // The account shows the paid plan and its credits.
    await page.getByRole('link', { name: 'Go to your account' }).click();
    await expect(page).toHaveURL(/\/account$/);
    const panel = page.getByRole('region', { name: 'Your plan' });
    await expect(panel.getByText('Starter', { exact: true })).toBeVisible();
    await expect(panel.getByText('Active', { exact: true })).toBeVisible();
    await expect(panel.getByText('$7.99/month')).toBeVisible();
    await expect(panel.getByText('Public pages to color left')).toBeVisible();
    await expect(panel.locator('dd').first()).toHaveText(String(starter.public_page_limit));
    await expect(panel.locator('dd').nth(1)).toHaveText(String(starter.page_creation_limit));
    await expect(panel.getByText(/^Renews on [A-Z][a-z]+ \d{1,2}, \d{4} \d{1,2}:\d{2} [AP]M$/)).toBeVisible();

    // A paid plan prints.
    const printed = await request.get(`/api/pages/${pageId}/print`, { headers: auth(token) });
    expect(printed.status()).toBe(200);
    expect(printed.headers()['content-type']).toContain('application/pdf');
    expect((await printed.body()).subarray(0, 5).toString()).toBe('%PDF-');

    // The account form: a new name shows at once, in the shell too.
    await page.getByLabel('Name').fill('Bea B. Buyer');
    await page.getByRole('button', { name: 'Update account' }).click();
    await expect(page.getByText('Account details have been updated')).toBeVisible();
    await expect(page.getByText('Bea B. Buyer').first()).toBeVisible();

    // Cancel: the confirm bar, then /pages/public with the toast.
    await panel.getByRole('button', { name: 'Cancel plan' }).click();
    const bar = page.getByRole('alertdialog', { name: 'Are you sure you want to cancel your active subscription plan?' });
    await expect(bar).toBeVisible();
    await bar.getByRole('button', { name: 'Yes, proceed' }).click();
    await expect(page).toHaveURL(/\/pages\/public$/);
    await expect(page.getByText('Your active subscription plan has been canceled')).toBeVisible();

    // The plan stays until the paid period ends, and says so.
    await page.goto('/account');
    await expect(panel.getByText('Canceled', { exact: true })).toBeVisible();
    await expect(panel.getByText(/^Expires on /)).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Cancel plan' })).toHaveCount(0);
  });

  test('leaving the Stripe page with Cancel charges nothing', async ({ page, request }) => {
    const email = uniqueEmail('browser');
    const signUp = await request.post('/api/users/sign-up', { data: { name: 'Cam Curious', email, password: PASSWORD } });
    expect(signUp.status()).toBe(201);
    await page.goto(await linkFromOutbox(email));
    await expect(page).toHaveURL(/\/pages\/public$/);

    await page.goto('/checkout?plan=starter');
    await expect(page.getByRole('button', { name: 'Checkout' }), 'Starter has a price ID, so Checkout is enabled').toBeEnabled();
    await page.getByRole('button', { name: 'Checkout' }).click();
    await expect(page).toHaveURL(new RegExp(`^${fakeStripeUrl()}/pay/`));
    await page.getByRole('link', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/payment\?status=canceled$/);
    await expect(page.getByRole('heading', { name: 'Checkout canceled' })).toBeVisible();
    await expect(page.getByText(/nothing was charged/)).toBeVisible();
    await page.getByRole('link', { name: 'Back to plans' }).click();
    await expect(page).toHaveURL(/\/checkout$/);

    const me = (await (await request.get('/api/users/read', { headers: auth(await tokenOf(page)) })).json()) as {
      data: { plan: { name: string }; subscription: unknown };
    };
    expect(me.data.plan.name).toBe('free');
    expect(me.data.subscription).toBeNull();
  });
});
