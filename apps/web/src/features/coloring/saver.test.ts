import { createColoringEngine, createImage, type ColoringEngine } from '@crayonbox/canvas';
import type { ColoredPage } from '@crayonbox/contract';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api';
import { createSaver } from './saver';

const record: ColoredPage = {
  id: 9,
  page: { id: 3, illustration: '/uploads/p.png' },
  pageId: 3,
  photo: '/uploads/c.png',
  preview: '/uploads/c.webp',
  user: { id: 1, name: 'Pat', email: 'pat@example.com' },
  created_at: '2025-01-01T00:00:00.000Z',
  updated_at: '2025-01-01T00:00:00.000Z',
};

function setup(overrides: { upload?: (png: Blob) => Promise<string>; upsert?: (url: string) => Promise<ColoredPage> } = {}) {
  const engine = createColoringEngine({
    width: 64,
    height: 64,
    lineArt: createImage(64, 64),
    encode: async () => new Blob(['png'], { type: 'image/png' }),
  });
  const upload = vi.fn(overrides.upload ?? (async () => '/uploads/tmp.png'));
  const upsert = vi.fn(overrides.upsert ?? (async () => record));
  const onSaved = vi.fn();
  const onFailed = vi.fn();
  const saver = createSaver({ engine, upload, upsert }, { onSaved, onFailed });
  engine.onPixels(() => saver.changed());
  const busy: boolean[] = [];
  saver.subscribe(() => busy.push(saver.busy));
  return { engine, saver, upload, upsert, onSaved, onFailed, busy };
}

function stroke(e: ColoringEngine, y: number) {
  e.pointerDown({ pointerId: 1, x: 5, y, button: 0 });
  e.pointerMove({ pointerId: 1, x: 30, y });
  e.pointerUp({ pointerId: 1, x: 30, y });
}

const painted = (e: ColoringEngine) => e.surface.coloring.data.some((v, i) => i % 4 === 3 && v > 0);

describe('saving a coloring', () => {
  it('exports, uploads, upserts with that url, then marks the work saved', async () => {
    const t = setup();
    stroke(t.engine, 10);
    await expect(t.saver.save()).resolves.toBe(record);
    expect(t.upload).toHaveBeenCalledWith(expect.any(Blob));
    expect(t.upsert).toHaveBeenCalledWith('/uploads/tmp.png');
    expect(t.engine.getState().isSaved).toBe(true);
    expect(t.onSaved).toHaveBeenCalledWith(record, true);
    expect(t.busy).toEqual([true, false]);
  });

  it('a failed upload ends the busy state, saves nothing and keeps the work', async () => {
    const failure = new ApiError({ status: 413, message: 'Too large.', code: 'PAYLOAD_TOO_LARGE' });
    const t = setup({ upload: async () => Promise.reject(failure) });
    stroke(t.engine, 10);
    await expect(t.saver.save()).resolves.toBeNull();
    expect(t.upsert).not.toHaveBeenCalled();
    expect(t.onFailed).toHaveBeenCalledWith(failure);
    expect(t.onSaved).not.toHaveBeenCalled();
    expect(t.saver.busy).toBe(false);
    expect(t.busy).toEqual([true, false]);
    expect(t.engine.getState()).toMatchObject({ isSaved: false, canUndo: true });
    expect(painted(t.engine)).toBe(true);
  });

  it('a failed upsert (no credits) ends the busy state and keeps the work unsaved', async () => {
    const failure = new ApiError({ status: 403, message: 'No credits left.', code: 'NO_CREDITS' });
    const t = setup({ upsert: async () => Promise.reject(failure) });
    stroke(t.engine, 10);
    await expect(t.saver.save()).resolves.toBeNull();
    expect(t.onFailed).toHaveBeenCalledWith(failure);
    expect(t.saver.busy).toBe(false);
    expect(t.engine.getState().isSaved).toBe(false);
    expect(painted(t.engine)).toBe(true);
    // And the next try works.
    t.upsert.mockResolvedValueOnce(record);
    await expect(t.saver.save()).resolves.toBe(record);
    expect(t.engine.getState().isSaved).toBe(true);
  });

  it('does not call newer strokes saved: a stroke during the upload stays unsaved', async () => {
    let finishUpload: (url: string) => void = () => {};
    const t = setup({ upload: () => new Promise((resolve) => (finishUpload = resolve)) });
    stroke(t.engine, 10);
    const saving = t.saver.save();
    await vi.waitFor(() => expect(t.upload).toHaveBeenCalled());
    stroke(t.engine, 40);
    finishUpload('/uploads/tmp.png');
    await saving;
    expect(t.onSaved).toHaveBeenCalledWith(record, false);
    expect(t.engine.getState().isSaved).toBe(false);
  });

  it('runs one save at a time: a second request joins the one in flight', async () => {
    const t = setup();
    stroke(t.engine, 10);
    const [a, b] = [t.saver.save(), t.saver.save()];
    expect(a).toBe(b);
    await a;
    expect(t.upload).toHaveBeenCalledTimes(1);
  });
});
