import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { DRAFT_TILE_SIZE, type ColoringDraft } from '@crayonbox/contract';
import { json, signUpVerified, type TestApp } from '../../../test/app.ts';
import { startAppOnStorage, STORAGE_KINDS } from '../../../test/storage-kinds.ts';
import { multipart } from '../../../test/multipart.ts';
import { createTestPage, pixel } from './test-fixtures.ts';

let t: TestApp;
let owner: Awaited<ReturnType<typeof signUpVerified>>;

const at = (secondsAgo: number) => new Date(Date.now() - secondsAgo * 1000).toISOString();
const tilePng = (fill: string, size = DRAFT_TILE_SIZE) =>
  sharp({ create: { width: size, height: size, channels: 4, background: fill } })
    .png()
    .toBuffer();

/** PUT /coloreds/{pageId}/draft with some tiles, as the coloring screen sends changes. */
async function putTiles(
  pageId: number,
  fields: { base_revision: number; changed_at: string; device: string },
  tiles: Record<number, Buffer>,
) {
  const { payload, headers } = multipart(
    { ...fields, tiles: Object.keys(tiles).join(',') },
    { tile: Object.values(tiles).map((bytes) => ({ bytes, filename: 'tile.png', type: 'image/png' })) },
  );
  return t.app.inject({ method: 'PUT', url: `/api/coloreds/${pageId}/draft`, payload, headers: { ...owner.auth, ...headers } });
}

async function colorAt(draft: ColoringDraft, x: number, y: number) {
  const png = await t.app.inject({ method: 'GET', url: draft.photo });
  return (await pixel(png.rawPayload, x, y)).slice(0, 3);
}

// On the disk and on S3 (an S3-compatible server on 127.0.0.1, through the AWS SDK).
describe.each(STORAGE_KINDS)('on %s storage', (kind) => {
  startAppOnStorage(kind, async (app) => {
    t = app;
    owner = await signUpVerified(t, { name: 'Tile Painter' });
  });

  describe('drafts sent as tiles', () => {
    it('two devices changing different parts of a page on the same revision both keep their work', async () => {
      const page = await createTestPage(t, owner.user.id);
      // Tile 0 is the top-left corner, tile 63 the bottom-right one.
      const laptop = json(
        await putTiles(page.id, { base_revision: 0, changed_at: at(5), device: 'laptop' }, { 0: await tilePng('#ff0000') }),
      ).data as ColoringDraft;
      const phoneRes = await putTiles(page.id, { base_revision: 0, changed_at: at(4), device: 'phone' }, { 63: await tilePng('#0000ff') });
      expect(phoneRes.statusCode).toBe(200);
      const phone = json(phoneRes).data as ColoringDraft;
      expect(phone.revision).toBeGreaterThan(laptop.revision);
      expect(await colorAt(phone, 10, 10)).toEqual([255, 0, 0]);
      expect(await colorAt(phone, 1000, 1000)).toEqual([0, 0, 255]);
      // What each tile last took: the laptop learns from it that tile 63 is new to it.
      expect(phone.tiles[0]).toBe(laptop.revision);
      expect(phone.tiles[63]).toBe(phone.revision);
      expect(phone.tiles.filter((r) => r > 0)).toHaveLength(2);
    });

    it('devices sending at the same moment all keep their work: none is refused or lost', async () => {
      const page = await createTestPage(t, owner.user.id);
      const colors = ['#ff0000', '#00ff00', '#0000ff', '#ffff00'];
      // Four corners at once, each from its own device on revision 0 (the first draft of the page).
      const corners = [0, 7, 56, 63];
      const answers = await Promise.all(
        corners.map(async (tile, i) =>
          putTiles(page.id, { base_revision: 0, changed_at: at(10 - i), device: `device-${i}` }, { [tile]: await tilePng(colors[i]!) }),
        ),
      );
      expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
      const latest = (await t.app.inject({ method: 'GET', url: `/api/coloreds/${page.id}/draft`, headers: owner.auth })).json().data;
      expect(Math.max(...answers.map((r) => (json(r).data as ColoringDraft).revision))).toBe(latest.revision);
      expect(await colorAt(latest, 10, 10)).toEqual([255, 0, 0]);
      expect(await colorAt(latest, 1000, 10)).toEqual([0, 255, 0]);
      expect(await colorAt(latest, 10, 1000)).toEqual([0, 0, 255]);
      expect(await colorAt(latest, 1000, 1000)).toEqual([255, 255, 0]);
    });

    it('the same tile from two devices: the newer change stays, and the older device is told by the answer', async () => {
      const page = await createTestPage(t, owner.user.id);
      const newer = json(await putTiles(page.id, { base_revision: 0, changed_at: at(1), device: 'phone' }, { 9: await tilePng('#00ff00') }))
        .data as ColoringDraft;
      const olderRes = await putTiles(
        page.id,
        { base_revision: 0, changed_at: at(20), device: 'laptop' },
        { 9: await tilePng('#ff0000'), 10: await tilePng('#ff0000') },
      );
      const older = json(olderRes).data as ColoringDraft;
      // Tile 10 went in; tile 9 kept the phone's green (its revision is not the answer's).
      expect(older.tiles[10]).toBe(older.revision);
      expect(older.tiles[9]).toBe(newer.revision);
      expect(await colorAt(older, 128 + 5, 128 + 5)).toEqual([0, 255, 0]);
      expect(await colorAt(older, 256 + 5, 128 + 5)).toEqual([255, 0, 0]);
    });

    it('a draft begins from the saved coloring, so tiles change only their part of it', async () => {
      const page = await createTestPage(t, owner.user.id);
      const saved = await sharp({ create: { width: 1024, height: 1024, channels: 4, background: '#ffff00' } })
        .png()
        .toBuffer();
      const form = multipart(
        { extensions: 'png', dimensions: '1024x1024' },
        { file: { bytes: saved, filename: 'image.png', type: 'image/png' } },
      );
      const uploaded = json(
        await t.app.inject({
          method: 'POST',
          url: '/api/storage/upload',
          payload: form.payload,
          headers: { ...owner.auth, ...form.headers },
        }),
      );
      const photo = uploaded.data.url as string;
      expect(
        (await t.app.inject({ method: 'PATCH', url: '/api/coloreds/upsert', headers: owner.auth, payload: { pageId: page.id, photo } }))
          .statusCode,
      ).toBe(200);
      const draft = json(
        await putTiles(page.id, { base_revision: 0, changed_at: at(0), device: 'laptop' }, { 0: await tilePng('#ff0000') }),
      ).data as ColoringDraft;
      expect(await colorAt(draft, 10, 10)).toEqual([255, 0, 0]);
      expect(await colorAt(draft, 600, 600)).toEqual([255, 255, 0]);
    });

    it('takes the tiles as one strip too: in the listed order, eight a row', async () => {
      const page = await createTestPage(t, owner.user.id);
      // Nine tiles: a row of eight, then one; the first is red, the ninth green, the rest blue.
      const strip = await sharp({ create: { width: DRAFT_TILE_SIZE * 8, height: DRAFT_TILE_SIZE * 2, channels: 4, background: '#0000ff' } })
        .composite([
          { input: await tilePng('#ff0000'), top: 0, left: 0 },
          { input: await tilePng('#00ff00'), top: DRAFT_TILE_SIZE, left: 0 },
        ])
        .png()
        .toBuffer();
      const tiles = '63,0,1,2,3,4,5,6,7';
      const send = (bytes: Buffer, list = tiles) => {
        const { payload, headers } = multipart(
          { base_revision: 0, changed_at: at(0), device: 'laptop', tiles: list },
          { strip: { bytes, filename: 'tiles.png', type: 'image/png' } },
        );
        return t.app.inject({ method: 'PUT', url: `/api/coloreds/${page.id}/draft`, payload, headers: { ...owner.auth, ...headers } });
      };
      const wrong = await send(strip, '63,0');
      expect(wrong.statusCode).toBe(422);
      expect(json(wrong).errors.strip).toEqual([
        `The strip must be a ${DRAFT_TILE_SIZE * 2}x${DRAFT_TILE_SIZE} PNG: the tiles in order, 8 a row.`,
      ]);
      const draft = json(await send(strip)).data as ColoringDraft;
      expect(await colorAt(draft, 1000, 1000)).toEqual([255, 0, 0]); // the first of the strip is tile 63
      expect(await colorAt(draft, 10, 10)).toEqual([0, 0, 255]); // tile 0
      expect(await colorAt(draft, 900, 10)).toEqual([0, 255, 0]); // the ninth is tile 7
    });

    it('refuses bad tiles with clear errors', async () => {
      const page = await createTestPage(t, owner.user.id);
      const fields = { base_revision: 0, changed_at: at(0), device: 'laptop' };
      const wrongSize = await putTiles(page.id, fields, { 3: await tilePng('#ff0000', 64) });
      expect(wrongSize.statusCode).toBe(422);
      expect(json(wrongSize).errors.tile).toEqual([`Each tile must be a ${DRAFT_TILE_SIZE}x${DRAFT_TILE_SIZE} PNG image.`]);
      const notPng = await putTiles(page.id, fields, { 3: Buffer.from('not a picture') });
      expect(json(notPng).errors.tile).toEqual([`Each tile must be a ${DRAFT_TILE_SIZE}x${DRAFT_TILE_SIZE} PNG image.`]);
      const outside = await putTiles(page.id, fields, { 64: await tilePng('#ff0000') });
      expect(json(outside).errors.tiles).toEqual(['tiles must be numbers from 0 to 63.']);
      const { payload, headers } = multipart({ ...fields, tiles: '1,2' }, { tile: { bytes: await tilePng('#ff0000'), filename: 't.png' } });
      const missing = await t.app.inject({
        method: 'PUT',
        url: `/api/coloreds/${page.id}/draft`,
        payload,
        headers: { ...owner.auth, ...headers },
      });
      expect(json(missing).errors.tiles).toEqual(['Send one tile file for each number in tiles.']);
      const text = multipart({ ...fields, tiles: 'one' });
      const words = await t.app.inject({
        method: 'PUT',
        url: `/api/coloreds/${page.id}/draft`,
        payload: text.payload,
        headers: { ...owner.auth, ...text.headers },
      });
      expect(json(words).errors.tiles).toEqual(['tiles must be tile numbers separated by commas.']);
      expect(json(await t.app.inject({ method: 'GET', url: `/api/coloreds/${page.id}/draft`, headers: owner.auth })).data).toBeNull();
    });
  });
});
