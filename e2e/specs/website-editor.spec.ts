import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ensureAdmin, signInThroughUi } from '../fixtures/users.ts';

// The specs share one server: the website value is put back in afterAll, so the specs after this
// one see the default landing.

let original: unknown;
let auth: Record<string, string>;
let token = '';

async function readWebsite(request: APIRequestContext) {
  const body = (await (await request.get('/api/settings/list')).json()) as { data: { name: string; value: unknown }[] };
  return body.data.find((s) => s.name === 'website')?.value as {
    landing: Record<string, Record<string, unknown>>;
    terms: { content: string };
  };
}

test.beforeAll(async ({ request }) => {
  const { email, password } = await ensureAdmin(request);
  const res = await request.post('/api/users/sign-in', { data: { email, password } });
  token = ((await res.json()) as { data: { token: string } }).data.token;
  auth = { Authorization: `Bearer ${token}` };
  original = await readWebsite(request);
});

test.afterAll(async ({ request }) => {
  const res = await request.patch('/api/settings/website/update', { headers: auth, data: { value: original } });
  expect(res.status()).toBe(200);
});

/**
 * Opens a website sub-screen as the admin. Sign-in is rate limited (10 a minute), so only the
 * first test signs in through the screen; the others reuse the API token in the stored session.
 */
async function openEditor(page: Page, section: string, { throughUi = false } = {}) {
  if (throughUi) {
    const { email, password } = await ensureAdmin(page.request);
    await signInThroughUi(page, email, password);
    await expect(page).toHaveURL(/\/admin$/);
  } else {
    await page.addInitScript((value) => {
      if (!localStorage.getItem('auth')) localStorage.setItem('auth', JSON.stringify({ state: { token: value, user: null }, version: 0 }));
    }, token);
  }
  await page.goto(`/admin/website/${section}`);
  await expect(page.getByRole('button', { name: 'Save changes' })).toBeVisible();
}

async function save(page: Page) {
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Website has been updated')).toBeVisible();
  await expect(page.getByText('All changes saved')).toBeVisible();
}

test('an admin edits the home section and the landing shows it', async ({ page }) => {
  await openEditor(page, 'home', { throughUi: true });
  await page.getByLabel('Heading line 1').fill('Dragons love crayons');
  await page.getByLabel('Heading line 2').fill('and so do you');
  await expect(page.getByText('Unsaved changes', { exact: true })).toBeVisible();
  await save(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Dragons love crayons\s*and so do you/);
});

test('the preview link opens the landing in a new tab', async ({ page }) => {
  await openEditor(page, 'features');
  const preview = page.getByRole('link', { name: /Preview/ });
  await expect(preview).toHaveAttribute('href', '/');
  await expect(preview).toHaveAttribute('target', '_blank');
});

test('lists: add, edit, move and remove features, then the landing shows them in order', async ({ page }) => {
  await openEditor(page, 'features');
  const count = await page.getByRole('group', { name: /^Feature \d+$/ }).count();
  await page.getByRole('button', { name: 'Add feature' }).click();
  const added = page.getByRole('group', { name: `Feature ${count + 1}` });
  // The focus goes to the new feature's first field.
  await expect(added.getByLabel('Icon')).toBeFocused();
  await added.getByLabel('Icon').selectOption('rocket');
  await added.getByLabel('Title').fill('Rocket-fast pages');
  await added.getByLabel('Description').fill('Ready before the crayons are out.');
  // Move it to the top, one step at a time, with the keyboard focus following it.
  for (let position = count + 1; position > 1; position -= 1) {
    await page.getByRole('button', { name: `Move feature ${position} up` }).click();
  }
  await expect(page.getByRole('group', { name: 'Feature 1' }).getByLabel('Title')).toHaveValue('Rocket-fast pages');
  await expect(page.getByRole('button', { name: 'Move feature 1 down' })).toBeFocused();
  // Remove the second one (the old first).
  const removedTitle = await page.getByRole('group', { name: 'Feature 2' }).getByLabel('Title').inputValue();
  await page.getByRole('button', { name: 'Remove feature 2' }).click();
  await expect(page.getByRole('group', { name: /^Feature \d+$/ })).toHaveCount(count);
  await save(page);

  await page.goto('/');
  const cards = page.locator('section#features li h3');
  await expect(cards.first()).toHaveText('Rocket-fast pages');
  await expect(page.locator('section#features').getByText(removedTitle, { exact: true })).toHaveCount(0);
});

test('a visibility switch hides the section on the landing', async ({ page }) => {
  await openEditor(page, 'pricing');
  const toggle = page.getByRole('switch', { name: 'Show this section on the landing page' });
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await save(page);
  await page.goto('/');
  await expect(page.locator('section#faqs')).toBeVisible();
  await expect(page.locator('section#pricing')).toHaveCount(0);
});

test('invalid fields are refused with the message next to the field', async ({ page }) => {
  await openEditor(page, 'home');
  await page.getByLabel('Heading line 1').fill('');
  await page.getByRole('button', { name: 'Save changes' }).click();
  const heading = page.getByLabel('Heading line 1');
  await expect(heading).toHaveAttribute('aria-invalid', 'true');
  await expect(heading).toHaveAccessibleDescription('Heading line 1 is required while the section is shown.');
  await expect(heading).toBeFocused();
  await page.getByRole('button', { name: 'Discard changes' }).click();
  await expect(heading).not.toHaveValue('');
});

test('field errors of a 422 from the server are shown next to their fields', async ({ page }) => {
  await openEditor(page, 'contact');
  await page.route('**/api/settings/website/update', (route) =>
    route.fulfill({
      status: 422,
      contentType: 'application/json',
      body: JSON.stringify({
        message: 'Some fields are not valid.',
        code: 'VALIDATION',
        errors: { 'value.landing.contact.location': ['That place is on the moon.'] },
      }),
    }),
  );
  await page.getByLabel('Location').fill('Sea of Tranquility');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByLabel('Location')).toHaveAccessibleDescription('That place is on the moon.');
  await expect(page.getByRole('alert').filter({ hasText: 'That place is on the moon.' })).toBeVisible();
});

test('leaving with unsaved changes asks first', async ({ page }) => {
  await openEditor(page, 'call-to-action');
  await page.getByLabel('Heading', { exact: true }).fill('Unsaved heading');
  await page.getByRole('navigation', { name: 'Website sections' }).getByRole('link', { name: 'Contact' }).click();
  await expect(page.getByText('You have unsaved changes. Leave without saving them?')).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/call-to-action$/);
  await expect(page.getByLabel('Heading', { exact: true })).toHaveValue('Unsaved heading');
});

test('the terms editor formats text, and typed markup stays harmless text', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await openEditor(page, 'terms');
  const editor = page.getByRole('textbox', { name: 'Terms of Service text' });
  await editor.click();
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Delete');
  await page.keyboard.type('Be kind. ');
  const bold = page.getByRole('button', { name: 'Bold' });
  await bold.click();
  await expect(bold).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.type('Always');
  await bold.click();
  await page.keyboard.press('Enter');
  await page.keyboard.type('<script>alert("typed")</script><img src=x onerror="alert(1)">');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Read the help');
  await page.keyboard.press('Shift+Home');
  await page.getByRole('button', { name: 'Link' }).click();
  const address = page.getByRole('textbox', { name: 'Link address' });
  await address.fill('javascript:alert(1)');
  await page.getByRole('button', { name: 'Add link' }).click();
  await expect(address).toHaveAccessibleDescription('Use a web address (https://…) or an email link (mailto:…).');
  await address.fill('https://example.com/help');
  // Enter applies the link (and does not save the section yet).
  await address.press('Enter');
  await expect(page.getByText('Unsaved changes', { exact: true })).toBeVisible();
  await expect(editor.getByRole('link', { name: 'Read the help' })).toHaveAttribute('href', 'https://example.com/help');
  // The toolbar is one tab stop; arrow keys move between its buttons.
  await bold.focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('button', { name: 'Italic' })).toBeFocused();
  await page.keyboard.press('End');
  await expect(page.getByRole('button', { name: 'Clear formatting' })).toBeFocused();
  await save(page);

  await page.goto('/terms');
  const article = page.locator('article');
  await expect(article.locator('strong, b')).toHaveText('Always');
  await expect(article.getByText('<script>alert("typed")</script><img src=x onerror="alert(1)">')).toBeVisible();
  await expect(article.locator('script, img')).toHaveCount(0);
  await expect(article.getByRole('link', { name: 'Read the help' })).toHaveAttribute('href', 'https://example.com/help');
  await expect(article.locator('a[href^="javascript" i]')).toHaveCount(0);
  await page.waitForTimeout(300);
  expect(dialogs).toEqual([]);
});

test('the website overview lists every section with its visibility', async ({ page }) => {
  await openEditor(page, 'home');
  await page.goto('/admin/website');
  for (const title of [
    'Home',
    'How it works',
    'Features',
    'Testimonials',
    'Metrics',
    'Pricing',
    'FAQs',
    'Call to action',
    'Contact',
    'Footer',
    'Terms of Service',
    'Privacy Policy',
  ]) {
    await expect(page.getByRole('heading', { level: 2, name: title, exact: true })).toBeVisible();
  }
  await page.getByRole('link', { name: 'Edit Footer' }).click();
  await expect(page).toHaveURL(/\/admin\/website\/footer$/);
  await expect(page.getByRole('group', { name: 'Social link 1' })).toBeVisible();
});
