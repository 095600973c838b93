import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { createAdmin, createTestApp, signUpVerified, type TestApp, createPaidUser } from '../../../test/app.ts';
import { createPage, pageImages } from './create-page.ts';
import { closeApp, insertColored, insertPages, listIds, listOk, listPages, toggle, uniqueWord, walkIds } from './test-fixtures.ts';
import { recordPageActivity } from './trending.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof createAdmin>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t);
});
afterAll(() => closeApp(t));

const PAGE_KEYS = [
  'blocked',
  'category',
  'colored',
  'colored_count',
  'created_at',
  'favorited_count',
  'id',
  'illustration',
  'is_colored',
  'is_favorited',
  'is_owner',
  'prompt',
  'tags',
  'thumbnail',
  'title',
  'trending',
  'user',
].sort();

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);

describe('GET /pages/paginate', () => {
  it('needs a signed-in user', async () => {
    expect((await listPages(t, {})).status).toBe(401);
  });

  it('answers the paginated payload of CONTRACT.md with page objects', async () => {
    const word = uniqueWord();
    const owner = await signUpVerified(t, { name: `Olive ${word}` });
    const viewer = await signUpVerified(t);
    const image = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer();
    const page = await createPage(t.app.ctx, t.database.db, {
      userId: owner.user.id,
      source: 'ai',
      title: `Owl ${word}`,
      prompt: 'an owl at night',
      images: await pageImages(image),
    });

    const list = await listOk(t, viewer.auth, { search: word });
    expect(Object.keys(list).sort()).toEqual(['current_page', 'data', 'last_page', 'per_page', 'total']);
    expect(list).toMatchObject({ current_page: 1, last_page: 1, per_page: 24, total: 1 });
    const [item] = list.data;
    expect(Object.keys(item!).sort()).toEqual(PAGE_KEYS);
    expect(item).toEqual({
      id: page.id,
      title: `Owl ${word}`,
      prompt: 'an owl at night',
      category: 'animals',
      tags: ['owl', 'bird'],
      user: { id: owner.user.id, name: `Olive ${word}`, photo: '' },
      illustration: page.illustration,
      thumbnail: page.thumbnail,
      colored: null,
      colored_count: 0,
      favorited_count: 0,
      is_colored: false,
      is_favorited: false,
      is_owner: false,
      blocked: false,
      trending: false,
      created_at: page.createdAt.toISOString(),
    });
    const mine = await listOk(t, owner.auth, { search: word });
    expect(mine.data[0]?.is_owner).toBe(true);
    // The same object as GET /pages/{id}/read.
    const read = await t.app.inject({ method: 'GET', url: `/api/pages/${page.id}/read`, headers: viewer.auth });
    expect(JSON.parse(read.body).data).toEqual(item);
  });

  it('shows the owner stripe_id to admins only', async () => {
    const word = uniqueWord();
    const owner = await signUpVerified(t);
    await insertPages(t, owner.user.id, [{ title: word }]);
    const forUser = await listOk(t, owner.auth, { search: word });
    expect(forUser.data[0]?.user).not.toHaveProperty('stripe_id');
    const forAdmin = await listOk(t, admin.auth, { search: word });
    expect(forAdmin.data[0]?.user).toHaveProperty('stripe_id', null);
  });

  it('searches title, prompt and owner name, case-insensitively, by word beginnings', async () => {
    const word = uniqueWord();
    const ann = await signUpVerified(t, { name: `Annabel ${word}son` });
    const bob = await signUpVerified(t, { name: `Bob ${word}` });
    const [inTitle, inPrompt, annsPage, bobsPage] = await insertPages(t, bob.user.id, [
      { title: `Happy ${word}DRAGON` },
      { title: 'Plain', prompt: `a ${word}dragon flying over hills` },
      { title: 'Unrelated' },
      { title: `Unicorn ${word}` },
    ]);
    const [annsOther] = await insertPages(t, ann.user.id, [{ title: 'Boat' }]);
    const search = async (q: string) => (await listIds(t, ann.auth, { search: q, sort: 'oldest' })).sort((a, b) => a - b);

    // Title and prompt, any case, by the start of a word.
    expect(await search(`${word}dragon`)).toEqual([inTitle!.id, inPrompt!.id]);
    expect(await search(`${word.toUpperCase()}DRA`)).toEqual([inTitle!.id, inPrompt!.id]);
    // Owner name: "annabel" finds Ann's page; the word ZQ...SON starts a word of her name only.
    expect(await search('ANNABEL ' + word)).toEqual([annsOther!.id]);
    expect(await search(`${word}son`)).toEqual([annsOther!.id]);
    // Every word must match somewhere: owner "Bob" AND title "unicorn".
    expect(await search(`bob ${word} unicorn`)).toEqual([bobsPage!.id]);
    // Inside a word does not match (search is by word beginnings).
    expect(await search(word.slice(2))).toEqual([]);
    expect(annsPage).toBeDefined();
    const none = await listOk(t, ann.auth, { search: `${word}nothing` });
    expect(none).toMatchObject({ data: [], total: 0, last_page: 1, current_page: 1 });
    // Punctuation alone is no search at all (all pages), never an error.
    expect((await listPages(t, ann.auth, { search: "'&|!:*()" })).status).toBe(200);
  });

  it('sorts by every option, id breaking ties', async () => {
    const word = uniqueWord();
    const owner = await signUpVerified(t);
    const rows = await insertPages(t, owner.user.id, [
      { title: `${word} a`, createdAt: minutesAgo(50), favoritedCount: 5, coloredCount: 0, trendingScore: 10 },
      { title: `${word} b`, createdAt: minutesAgo(40), favoritedCount: 1, coloredCount: 9, trendingScore: 30 },
      { title: `${word} c`, createdAt: minutesAgo(30), favoritedCount: 3, coloredCount: 3, trendingScore: 20 },
      { title: `${word} d`, createdAt: minutesAgo(30), favoritedCount: 0, coloredCount: 1, trendingScore: 0 },
      { title: `${word} e`, createdAt: minutesAgo(10), favoritedCount: 5, coloredCount: 1, trendingScore: 0 },
    ]);
    const [a, b, c, d, e] = rows.map((r) => r.id) as [number, number, number, number, number];
    const sorted = (sort: string) => listIds(t, owner.auth, { search: word, sort });
    expect(await sorted('latest')).toEqual([e, d, c, b, a]);
    expect(await listIds(t, owner.auth, { search: word })).toEqual([e, d, c, b, a]); // latest by default
    expect(await sorted('oldest')).toEqual([a, b, c, d, e]);
    expect(await sorted('mostFavorited')).toEqual([e, a, c, b, d]);
    expect(await sorted('mostColored')).toEqual([b, c, e, d, a]);
    // popularity = colored + favorited: b 10, c 6, e 6, a 5, d 1
    expect(await sorted('popularity')).toEqual([b, e, c, a, d]);
    expect(await sorted('trending')).toEqual([b, c, a, e, d]);
  });

  it('scopes: public, owned, favorited and colored, each without blocked pages', async () => {
    const word = uniqueWord();
    const me = await createPaidUser(t);
    const other = await signUpVerified(t);
    const [mine, myBlocked] = await insertPages(t, me.user.id, [
      { title: `${word} mine` },
      { title: `${word} mine blocked`, blocked: true },
    ]);
    const [theirs, favorite, colored, blockedFav, blockedColored] = await insertPages(t, other.user.id, [
      { title: `${word} theirs` },
      { title: `${word} favorite` },
      { title: `${word} colored` },
      { title: `${word} favorite later blocked` },
      { title: `${word} colored blocked`, blocked: true },
    ]);
    expect((await toggle(t, me.auth, favorite!.id, 'favorited')).statusCode).toBe(200);
    expect((await toggle(t, me.auth, blockedFav!.id, 'favorited')).statusCode).toBe(200);
    await insertColored(t, me.user.id, colored!.id);
    await recordPageActivity(t.database.db, colored!.id, 'colored');
    await insertColored(t, me.user.id, blockedColored!.id);
    await insertColored(t, other.user.id, theirs!.id);
    expect((await toggle(t, admin.auth, blockedFav!.id, 'blocked')).statusCode).toBe(200);

    const ids = (scope: string) => listIds(t, me.auth, { search: word, scope, sort: 'oldest' });
    expect(await ids('public')).toEqual([mine!.id, theirs!.id, favorite!.id, colored!.id]);
    expect(await ids('owned')).toEqual([mine!.id]);
    expect(await ids('favorited')).toEqual([favorite!.id]);
    expect(await ids('colored')).toEqual([colored!.id]);
    expect(myBlocked).toBeDefined();

    const [coloredItem] = (await listOk(t, me.auth, { search: word, scope: 'colored' })).data;
    expect(coloredItem).toMatchObject({
      is_colored: true,
      colored_count: 1,
      colored: { id: expect.any(Number), photo: expect.stringContaining('/uploads/test/c') },
    });
    const [favItem] = (await listOk(t, me.auth, { search: word, scope: 'favorited' })).data;
    expect(favItem).toMatchObject({ is_favorited: true, favorited_count: 1, is_colored: false, colored: null });
    // Someone else's coloring is not "mine".
    const theirsForMe = (await listOk(t, me.auth, { search: `${word} theirs` })).data[0];
    expect(theirsForMe).toMatchObject({ id: theirs!.id, is_colored: false, colored: null });

    // Admins: the public scope lists everything, blocked pages flagged.
    const adminList = await listOk(t, admin.auth, { search: word, sort: 'oldest' });
    expect(adminList.data.map((p) => [p.id, p.blocked])).toEqual([
      [mine!.id, false],
      [myBlocked!.id, true],
      [theirs!.id, false],
      [favorite!.id, false],
      [colored!.id, false],
      [blockedFav!.id, true],
      [blockedColored!.id, true],
    ]);
  });

  it('paginates: per_page, last page, past the end', async () => {
    const word = uniqueWord();
    const owner = await signUpVerified(t);
    const rows = await insertPages(
      t,
      owner.user.id,
      Array.from({ length: 5 }, (_, i) => ({ title: `${word} ${i}`, createdAt: minutesAgo(10 - i) })),
    );
    const ids = rows.map((r) => r.id).reverse();
    for (const scope of ['public', 'owned']) {
      const q = { search: word, per_page: 2, scope };
      expect(await listOk(t, owner.auth, { ...q, page: 1 })).toMatchObject({ current_page: 1, last_page: 3, per_page: 2, total: 5 });
      expect(await listIds(t, owner.auth, { ...q, page: 2 })).toEqual(ids.slice(2, 4));
      const last = await listOk(t, owner.auth, { ...q, page: 3 });
      expect(last).toMatchObject({ current_page: 3, last_page: 3, total: 5 });
      expect(last.data.map((p) => p.id)).toEqual([ids[4]]);
      expect(await listOk(t, owner.auth, { ...q, page: 9 })).toEqual({ data: [], current_page: 9, last_page: 3, per_page: 2, total: 5 });
    }
    // An empty personal list past the end still reports one (empty) last page.
    const fresh = await signUpVerified(t);
    expect(await listOk(t, fresh.auth, { scope: 'favorited', page: 2 })).toEqual({
      data: [],
      current_page: 2,
      last_page: 1,
      per_page: 24,
      total: 0,
    });
  });

  it('rejects a bad sort, scope, page or per_page with 422', async () => {
    const user = await signUpVerified(t);
    for (const [query, field] of [
      [{ sort: 'random' }, 'sort'],
      [{ scope: 'everyone' }, 'scope'],
      [{ page: 0 }, 'page'],
      [{ page: 'two' }, 'page'],
      [{ per_page: 101 }, 'per_page'],
    ] as const) {
      const res = await listPages(t, user.auth, query);
      expect(res.status).toBe(422);
      expect(res.body.code).toBe('VALIDATION');
      expect(res.body.errors).toHaveProperty(field);
    }
  });

  it('never repeats or skips a page when many share created_at and counts', async () => {
    const word = uniqueWord();
    const owner = await signUpVerified(t);
    const at = minutesAgo(5);
    const rows = await insertPages(
      t,
      owner.user.id,
      Array.from({ length: 31 }, (_, i) => ({ title: `${word} ${i}`, createdAt: at, favoritedCount: i % 3 })),
    );
    const all = rows.map((r) => r.id);
    for (const scope of ['public', 'owned']) {
      for (const sort of ['latest', 'oldest', 'mostFavorited', 'mostColored', 'popularity', 'trending']) {
        const walked = await walkIds(t, owner.auth, { search: word, sort, per_page: 4, scope });
        expect(walked).toHaveLength(31);
        expect(new Set(walked).size).toBe(31);
        expect([...walked].sort((a, b) => a - b)).toEqual([...all].sort((a, b) => a - b));
      }
    }
    const oldest = await walkIds(t, owner.auth, { search: word, sort: 'oldest', per_page: 4 });
    expect(oldest).toEqual([...all].sort((a, b) => a - b));
  });
});

describe('GET /pages/paginate without a search (the whole catalogue)', () => {
  it('lists every unblocked page and follows changes at once', async () => {
    const app = await createTestApp();
    try {
      const owner = await signUpVerified(app);
      const viewer = await createPaidUser(app);
      const rows = await insertPages(
        app,
        owner.user.id,
        Array.from({ length: 7 }, (_, i) => ({ title: `p${i}`, createdAt: minutesAgo(60 - i) })),
      );
      const ids = rows.map((r) => r.id);
      expect(await walkIds(app, viewer.auth, { per_page: 3 })).toEqual([...ids].reverse());
      expect(await listOk(app, viewer.auth, { per_page: 3 })).toMatchObject({ total: 7, last_page: 3 });

      // A new page shows at once, first in "latest".
      const [added] = await insertPages(app, owner.user.id, [{ title: 'new' }]);
      expect((await listIds(app, viewer.auth, { per_page: 3 }))[0]).toBe(added!.id);
      expect(await listOk(app, viewer.auth, { per_page: 3 })).toMatchObject({ total: 8 });

      // A favorite moves a page to the top of mostFavorited at once.
      await toggle(app, viewer.auth, ids[2]!, 'favorited');
      expect((await listIds(app, viewer.auth, { sort: 'mostFavorited' }))[0]).toBe(ids[2]);

      // A deleted (blocked) page leaves the list and the total.
      expect((await toggle(app, owner.auth, ids[0]!, 'blocked')).statusCode).toBe(200);
      const after = await listOk(app, viewer.auth, { sort: 'oldest' });
      expect(after.total).toBe(7);
      expect(after.data.map((p) => p.id)).not.toContain(ids[0]);
    } finally {
      await closeApp(app);
    }
  });
});
