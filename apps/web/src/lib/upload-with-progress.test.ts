import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useNotifications } from '@/stores/notifications';
import { useSession } from '@/stores/session';
import { setNavigator } from './navigation';
import { uploadWithProgress } from './upload-with-progress';

/** A stand-in XMLHttpRequest the test answers by hand. */
class FakeXhr {
  static last: FakeXhr | null = null;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

const xhr = () => FakeXhr.last!;

describe('uploadWithProgress', () => {
  const navigate = vi.fn();
  beforeEach(() => {
    FakeXhr.last = null;
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    useSession.setState({ token: 'secret-token', user: null });
    useNotifications.getState().clear();
    navigate.mockClear();
    setNavigator({ navigate, pathname: () => '/pages/create/upload' });
  });
  afterEach(() => {
    setNavigator(null);
    useNotifications.getState().clear();
  });

  it('posts the file and its limits as multipart with the bearer token, reporting progress', async () => {
    const progress: number[] = [];
    const file = new File(['png-bytes'], 'drawing.png', { type: 'image/png' });
    const done = uploadWithProgress(file, { extensions: ['png', 'webp'], max: 1000, onProgress: (p) => progress.push(p) });
    expect(xhr().method).toBe('POST');
    expect(xhr().url).toBe('/api/storage/upload');
    expect(xhr().headers.Authorization).toBe('Bearer secret-token');
    expect((xhr().body?.get('file') as File).name).toBe('drawing.png');
    expect(xhr().body?.get('extensions')).toBe('png,webp');
    expect(xhr().body?.get('max')).toBe('1000');

    xhr().upload.onprogress?.({ lengthComputable: true, loaded: 25, total: 100 });
    xhr().answer(200, { data: { url: '/uploads/abc.png' } });
    await expect(done).resolves.toBe('/uploads/abc.png');
    expect(progress).toEqual([0.25, 1]);
  });

  it('fails like the api helper: the message is shown and null comes back', async () => {
    const done = uploadWithProgress(new File(['x'], 'a.gif'));
    xhr().answer(415, { message: 'Only PNG, JPEG and WebP images are accepted.', code: 'UNSUPPORTED_MEDIA_TYPE' });
    await expect(done).resolves.toBeNull();
    expect(useNotifications.getState().notification).toMatchObject({
      variant: 'danger',
      message: 'Only PNG, JPEG and WebP images are accepted.',
    });
  });

  it('hands a refused file to onRefused instead of a notification; other failures still notify', async () => {
    const refused = vi.fn();
    const done = uploadWithProgress(new File(['x'], 'half.jpg'), { onRefused: refused });
    xhr().answer(415, { message: 'The image is damaged or incomplete and could not be read.', code: 'UNSUPPORTED_MEDIA_TYPE' });
    await expect(done).resolves.toBeNull();
    expect(refused).toHaveBeenCalledWith(
      expect.objectContaining({ status: 415, message: 'The image is damaged or incomplete and could not be read.' }),
    );
    expect(useNotifications.getState().notification).toBeNull();

    const again = uploadWithProgress(new File(['x'], 'a.png'), { onRefused: refused });
    xhr().answer(500, { message: 'Something went wrong on our side.', code: 'INTERNAL' });
    await expect(again).resolves.toBeNull();
    expect(refused).toHaveBeenCalledTimes(1);
    expect(useNotifications.getState().notification).toMatchObject({ variant: 'danger' });
  });

  it('a 401 drops the token and goes to /sign-in', async () => {
    const done = uploadWithProgress(new File(['x'], 'a.png'));
    xhr().answer(401, { message: 'Please sign in again.', code: 'UNAUTHENTICATED' });
    await expect(done).resolves.toBeNull();
    expect(useSession.getState().token).toBe('');
    expect(navigate).toHaveBeenCalledWith('/sign-in');
  });

  it('an aborted upload resolves null quietly', async () => {
    const controller = new AbortController();
    const done = uploadWithProgress(new File(['x'], 'a.png'), { signal: controller.signal });
    controller.abort();
    await expect(done).resolves.toBeNull();
    expect(useNotifications.getState().notification).toBeNull();
  });
});
