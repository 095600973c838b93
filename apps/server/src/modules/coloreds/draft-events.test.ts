import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { DRAFT_TILE_SIZE, type ColoringDraft } from '@crayonbox/contract';
import { createTestApp, json, signUpVerified, type TestApp } from '../../../test/app.ts';
import { multipart } from '../../../test/multipart.ts';
import { createTestPage } from './test-fixtures.ts';

let t: TestApp;
let base: string;
let owner: Awaited<ReturnType<typeof signUpVerified>>;
beforeAll(async () => {
  t = await createTestApp();
  owner = await signUpVerified(t, { name: 'Live Listener' });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

/** Reads `draft` events from the stream, one per call. */
function eventsOf(body: ReadableStream<Uint8Array>) {
  const reader = body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  return async function next(): Promise<number> {
    for (;;) {
      const end = buffer.indexOf('\n\n');
      if (end >= 0) {
        const event = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (event.startsWith('event: draft')) return (JSON.parse(/data: (.*)/.exec(event)![1]!) as { revision: number }).revision;
        continue;
      }
      const { value, done } = await reader.read();
      if (done) throw new Error('the stream ended');
      buffer += value;
    }
  };
}

async function putTile(pageId: number, revision: number) {
  const tile = await sharp({ create: { width: DRAFT_TILE_SIZE, height: DRAFT_TILE_SIZE, channels: 4, background: '#ff0000' } })
    .png()
    .toBuffer();
  const { payload, headers } = multipart(
    { base_revision: revision, changed_at: new Date().toISOString(), device: 'phone', tiles: '5' },
    { tile: { bytes: tile, filename: 'tile.png', type: 'image/png' } },
  );
  const res = await t.app.inject({ method: 'PUT', url: `/api/coloreds/${pageId}/draft`, payload, headers: { ...owner.auth, ...headers } });
  return json(res).data as ColoringDraft;
}

describe('GET /coloreds/{pageId}/draft/events', () => {
  it('tells an open screen the current revision, then each new one as another device keeps work', async () => {
    const page = await createTestPage(t, owner.user.id);
    const controller = new AbortController();
    const res = await fetch(`${base}/api/coloreds/${page.id}/draft/events`, { headers: owner.auth, signal: controller.signal });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const next = eventsOf(res.body!);
    expect(await next()).toBe(0);
    const first = await putTile(page.id, 0);
    expect(await next()).toBe(first.revision);
    const second = await putTile(page.id, first.revision);
    expect(await next()).toBe(second.revision);
    controller.abort();
  });

  it('refuses strangers and unknown pages like every other route', async () => {
    const page = await createTestPage(t, owner.user.id);
    const anonymous = await fetch(`${base}/api/coloreds/${page.id}/draft/events`);
    expect(anonymous.status).toBe(401);
    const unknown = await fetch(`${base}/api/coloreds/999999/draft/events`, { headers: owner.auth });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ code: 'NOT_FOUND' });
    const bad = await fetch(`${base}/api/coloreds/abc/draft/events`, { headers: owner.auth });
    expect(bad.status).toBe(422);
  });
});
