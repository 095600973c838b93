import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Website } from '@crayonbox/contract';
import { createAdmin, createTestApp, json, signUpVerified, type TestApp } from '../../../test/app.ts';
import { defaultWebsite } from '../../db/default-website.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof createAdmin>>;
let user: Awaited<ReturnType<typeof signUpVerified>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t);
  user = await signUpVerified(t);
});
afterAll(() => t.close());

const update = (value: unknown, headers: Record<string, string>) =>
  t.app.inject({ method: 'PATCH', url: '/api/settings/website/update', headers, payload: { value } });
const readWebsite = async () => {
  const list = json(await t.app.inject({ method: 'GET', url: '/api/settings/list' })).data as { name: string; value: unknown }[];
  return list.find((s) => s.name === 'website')?.value as Website;
};
const copy = (): Website => structuredClone(defaultWebsite);

describe('website setting', () => {
  it('serves the seeded default content, which the schema accepts as it is', async () => {
    expect(await readWebsite()).toEqual(defaultWebsite);
    const res = await update(copy(), admin.auth);
    expect(res.statusCode).toBe(200);
    expect(json(res).data.value).toEqual(defaultWebsite);
  });

  it('stores the legal pages without scripts, handlers or javascript: links, keeping the text and safe links', async () => {
    const value = copy();
    value.terms.content =
      '<h2>Terms</h2><p onclick="steal()">Be kind.<script>alert(1)</script><img src=x onerror="alert(2)"></p>' +
      '<p><a href="javascript:alert(3)">bad link</a> <a href="/privacy" title="Privacy">our privacy page</a> <a href="mailto:hi@example.com">mail</a></p>' +
      '<style>body{display:none}</style><iframe src="https://evil.example"></iframe>';
    expect((await update(value, admin.auth)).statusCode).toBe(200);
    const stored = (await readWebsite()).terms.content;
    expect(stored).toBe(
      '<h2>Terms</h2><p>Be kind.</p><p><a>bad link</a> <a href="/privacy" title="Privacy">our privacy page</a> <a href="mailto:hi@example.com">mail</a></p>',
    );
  });

  it('stores an edited section and shows it to guests', async () => {
    const value = copy();
    value.landing.home.headingLine1 = '  Dragons welcome  ';
    value.landing.pricing.visibility = false;
    value.landing.faqs.list.push({ id: 'q-new', question: 'Do you have stickers?', answer: 'Not yet!' });
    expect((await update(value, admin.auth)).statusCode).toBe(200);
    const stored = await readWebsite();
    expect(stored.landing.home.headingLine1).toBe('Dragons welcome');
    expect(stored.landing.pricing.visibility).toBe(false);
    expect(stored.landing.faqs.list.at(-1)).toEqual({ id: 'q-new', question: 'Do you have stickers?', answer: 'Not yet!' });
    await update(copy(), admin.auth);
  });

  it('answers 422 with the path of every bad field and keeps the stored value', async () => {
    const value = copy() as unknown as { landing: Record<string, Record<string, unknown>> };
    const home = value.landing.home!;
    home.headingLine1 = '';
    value.landing.features!.list = [{ id: 'f-1', icon: 'not-an-icon', title: 'Hi', description: '' }];
    value.landing.footer!.socials = [{ id: 's-1', icon: 'instagram', url: 'javascript:alert(1)' }];
    value.landing.howItWorks!.video = 'javascript:alert(1)';
    value.landing.metrics!.list = [
      { id: 'm-1', key: 'Pages', value: '1' },
      { id: 'm-1', key: 'Pages again', value: '2' },
    ];
    delete value.landing.contact;
    const res = await update(value, admin.auth);
    expect(res.statusCode).toBe(422);
    const body = json(res);
    expect(body.code).toBe('VALIDATION');
    expect(body.errors['value.landing.home.headingLine1']).toEqual(['Heading line 1 is required while the section is shown.']);
    expect(body.errors['value.landing.features.list.0.icon']).toEqual(['Pick an icon from the list.']);
    expect(Object.keys(body.errors)).toEqual(
      expect.arrayContaining([
        'value.landing.footer.socials.0.url',
        'value.landing.howItWorks.video',
        'value.landing.metrics.list.1.id',
        'value.landing.contact',
      ]),
    );
    expect(await readWebsite()).toEqual(defaultWebsite);
  });

  it('lets a hidden section keep its required fields empty', async () => {
    const value = copy();
    value.landing.callToAction = { visibility: false, heading: '', description: '' };
    expect((await update(value, admin.auth)).statusCode).toBe(200);
    value.landing.callToAction.visibility = true;
    const shown = await update(value, admin.auth);
    expect(shown.statusCode).toBe(422);
    expect(json(shown).errors).toEqual({ 'value.landing.callToAction.heading': ['Heading is required while the section is shown.'] });
    await update(copy(), admin.auth);
  });

  it('refuses values that are not a website object at all', async () => {
    for (const bad of ['hello', 42, [], { landing: {} }]) {
      const res = await update(bad, admin.auth);
      expect(res.statusCode).toBe(422);
    }
    const wrongType = await update({ ...copy(), terms: { visibility: 'yes', content: 5 } }, admin.auth);
    expect(Object.keys(json(wrongType).errors)).toEqual(expect.arrayContaining(['value.terms.visibility', 'value.terms.content']));
  });

  it('drops unknown keys instead of storing them', async () => {
    const value = { ...copy(), extra: 'nope', landing: { ...copy().landing, home: { ...copy().landing.home, secret: 1 } } };
    expect((await update(value, admin.auth)).statusCode).toBe(200);
    const stored = (await readWebsite()) as unknown as Record<string, unknown> & { landing: { home: Record<string, unknown> } };
    expect(stored.extra).toBeUndefined();
    expect(stored.landing.home.secret).toBeUndefined();
  });

  it('lets only admins change the website', async () => {
    const value = copy();
    value.landing.home.headingLine1 = 'Hacked';
    expect((await update(value, user.auth)).statusCode).toBe(403);
    expect((await update(value, {})).statusCode).toBe(401);
    expect((await readWebsite()).landing.home.headingLine1).toBe(defaultWebsite.landing.home.headingLine1);
  });
});
