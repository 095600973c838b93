import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { Page } from '@crayonbox/contract';
import { createAdmin, createTestApp, signUpVerified, type TestApp } from '../../../test/app.ts';
import { createPage, pageImages } from './create-page.ts';
import { closeApp, insertPages, listIds, listPages, readPage, uniqueWord, type Auth } from './test-fixtures.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof createAdmin>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t);
});
afterAll(() => closeApp(t));

const white = () =>
  sharp({ create: { width: 64, height: 64, channels: 3, background: '#ffffff' } })
    .png()
    .toBuffer();

async function newPage(userId: number, title: string, prompt: string | null) {
  return createPage(t.app.ctx, t.database.db, { userId, source: 'ai', title, prompt, images: await pageImages(await white()) });
}

const setTags = (auth: Auth, id: number, payload: unknown) =>
  t.app.inject({ method: 'PATCH', url: `/api/pages/${id}/tags`, headers: auth, payload: payload as object });

describe('search that finds', () => {
  it('tags and categorizes a new page from its title and prompt', async () => {
    const owner = await signUpVerified(t);
    const page = await newPage(owner.user.id, 'Curious Kitten', 'a curious kitten sitting in the sun with a ball of yarn');
    const body = (await readPage(t, owner.auth, page.id)).json() as { data: Page };
    expect(body.data.category).toBe('animals');
    expect(body.data.tags).toEqual(expect.arrayContaining(['kitten', 'cat', 'sun']));
    const pattern = await newPage(owner.user.id, 'Blossom Mandala', 'a flower mandala');
    expect(pattern.category).toBe('patterns');
    const untagged = await newPage(owner.user.id, 'Zq Something', 'nothing we know');
    expect([untagged.category, untagged.tags]).toEqual([null, []]);
  });

  it('"cat" finds "Curious Kitten" by its tag; plurals by their stem; a typo finds the word it misses', async () => {
    const word = uniqueWord();
    const owner = await signUpVerified(t);
    const kitten = await newPage(owner.user.id, `Curious Kitten ${word}`, 'a curious kitten with a ball of yarn');
    const [dragon] = await insertPages(t, owner.user.id, [{ title: `Sleepy Dragon ${word}` }]);
    const search = (q: string) => listIds(t, owner.auth, { search: `${word} ${q}` });

    expect(await search('cat')).toEqual([kitten.id]);
    expect(await search('kittens')).toEqual([kitten.id]);
    expect(await search('animal')).toEqual([kitten.id]);
    expect(await search('kiten')).toEqual([kitten.id]);
    expect(await search('dragn')).toEqual([dragon!.id]);
    expect(await search('Sleepi')).toEqual([dragon!.id]);
    // Nothing like a known word: no result rather than a guess.
    expect(await search('dog')).toEqual([]);
    expect(await search('zebrafish')).toEqual([]);
    // A typo needs the same first letter, and a short word is never a typo of another.
    expect(await search('ragon')).toEqual([]);
    expect(await search('cap')).toEqual([]);
    // Personal lists search the same way.
    expect(await listIds(t, owner.auth, { scope: 'owned', search: `${word} kiten` })).toEqual([kitten.id]);
  });

  it('keeps the pages of one category, and refuses an unknown one', async () => {
    const word = uniqueWord();
    const owner = await signUpVerified(t);
    const cupcake = await newPage(owner.user.id, `Cherry Cupcake ${word}`, 'a cupcake with a cherry on top');
    const rocket = await newPage(owner.user.id, `Rocket ${word}`, 'a rocket flying to the stars');
    expect(await listIds(t, owner.auth, { search: word, category: 'food' })).toEqual([cupcake.id]);
    expect(await listIds(t, owner.auth, { search: word, category: 'space' })).toEqual([rocket.id]);
    expect(await listIds(t, owner.auth, { search: word, category: 'animals' })).toEqual([]);
    expect(await listIds(t, admin.auth, { search: word, category: 'space' })).toEqual([rocket.id]);
    const bad = await listPages(t, owner.auth, { category: 'monsters' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.category[0]).toMatch(/^Category must be one of animals/);
  });

  it('the owner or an admin corrects the tags and category; search and lists follow at once', async () => {
    const word = uniqueWord();
    const owner = await signUpVerified(t);
    const other = await signUpVerified(t);
    const page = await newPage(owner.user.id, `Hot Air Balloon ${word}`, 'a striped hot air balloon');
    expect(await listIds(t, owner.auth, { search: `${word} party` })).toEqual([]);

    const res = await setTags(owner.auth, page.id, { category: 'holidays', tags: ['Party', ' birthday  party ', 'party'] });
    expect(res.statusCode).toBe(200);
    expect((res.json() as { data: Page }).data).toMatchObject({ category: 'holidays', tags: ['party', 'birthday party'] });
    expect(await listIds(t, other.auth, { search: `${word} party` })).toEqual([page.id]);
    expect(await listIds(t, other.auth, { search: word, category: 'holidays' })).toEqual([page.id]);
    expect(await listIds(t, other.auth, { search: word, category: 'vehicles' })).toEqual([]);
    // A word first written by this change is known to typo search at once.
    expect(await listIds(t, other.auth, { search: `${word} birthdya` })).toEqual([page.id]);

    expect((await setTags(other.auth, page.id, { category: null, tags: [] })).statusCode).toBe(403);
    const byAdmin = await setTags(admin.auth, page.id, { category: null, tags: ['balloon'] });
    expect((byAdmin.json() as { data: Page }).data).toMatchObject({ category: null, tags: ['balloon'] });
    expect(await listIds(t, other.auth, { search: `${word} party` })).toEqual([]);
  });

  it('refuses bad tags with field errors and changes nothing', async () => {
    const owner = await signUpVerified(t);
    const page = await newPage(owner.user.id, 'Little Turtle', 'a little turtle');
    const tooMany = await setTags(owner.auth, page.id, { category: 'animals', tags: Array.from({ length: 13 }, (_, i) => `tag${i}`) });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().errors.tags[0]).toBe('A page holds at most 12 tags.');
    const badTag = await setTags(owner.auth, page.id, { category: 'animals', tags: ['<b>'] });
    expect(badTag.statusCode).toBe(422);
    expect(badTag.json().errors['tags.0'][0]).toMatch(/^A tag holds letters/);
    const badCategory = await setTags(owner.auth, page.id, { category: 'monsters', tags: [] });
    expect(badCategory.json().errors.category[0]).toMatch(/^Category must be one of/);
    expect(((await readPage(t, owner.auth, page.id)).json() as { data: Page }).data).toMatchObject({
      category: 'animals',
      tags: ['turtle'],
    });
    expect((await setTags(owner.auth, 999_999, { category: null, tags: [] })).statusCode).toBe(404);
    expect((await setTags({}, page.id, { category: null, tags: [] })).statusCode).toBe(401);
  });
});
