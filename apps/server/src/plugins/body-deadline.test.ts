import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { createTestApp, signUpVerified, type TestApp } from '../../test/app.ts';

// Over a real socket: the limits are about clients that send slowly, which inject cannot do.
let t: TestApp;
let port: number;
let auth: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp({ BODY_STALL_SECONDS: '1', BODY_MAX_SECONDS: '3' });
  auth = (await signUpVerified(t)).auth;
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as net.AddressInfo).port;
});
afterAll(() => t.close());

const BOUNDARY = 'slowclientboundary';
const head = (length: number) =>
  `POST /api/storage/upload HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: ${auth.authorization}\r\n` +
  `Content-Type: multipart/form-data; boundary=${BOUNDARY}\r\nContent-Length: ${length}\r\n\r\n` +
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="slow.png"\r\nContent-Type: image/png\r\n\r\n`;

/** Sends the start of an upload, then `trickle` one byte at each tick; resolves with what the server answered and when. */
function slowUpload(trickleMs: number | null): Promise<{ text: string; ms: number }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const socket = net.connect(port, '127.0.0.1');
    let text = '';
    let timer: NodeJS.Timeout | undefined;
    socket.on('connect', () => {
      socket.write(head(1_000_000));
      if (trickleMs) timer = setInterval(() => socket.write('x'), trickleMs);
    });
    socket.on('data', (chunk) => (text += chunk.toString()));
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ text, ms: performance.now() - started });
    });
    socket.on('error', reject);
    setTimeout(() => socket.destroy(), 10_000).unref();
  });
}

const bodyOf = (text: string) => JSON.parse(text.slice(text.indexOf('\r\n\r\n') + 4)) as { code: string; message: string };

describe('request bodies with a time limit', () => {
  it('cuts an upload that stops sending with 408 and a sentence saying why', async () => {
    const { text, ms } = await slowUpload(null);
    expect(text).toMatch(/^HTTP\/1\.1 408/);
    expect(bodyOf(text)).toEqual({
      code: 'REQUEST_TIMEOUT',
      message: 'The upload stopped: nothing arrived for 1 second. Check the connection and try again.',
    });
    expect(ms).toBeLessThan(3000);
  });

  it('cuts an upload still trickling in after the whole limit', async () => {
    const { text, ms } = await slowUpload(200);
    expect(text).toMatch(/^HTTP\/1\.1 408/);
    expect(bodyOf(text).message).toBe('The upload took longer than 3 seconds. Try a smaller file or a faster connection.');
    expect(ms).toBeGreaterThanOrEqual(2900);
    expect(ms).toBeLessThan(5000);
  });

  it('lets a whole upload through and keeps serving afterwards', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'a.png');
    const res = await fetch(`http://127.0.0.1:${port}/api/storage/upload`, { method: 'POST', body: form, headers: auth });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: { url: string } }).data.url).toMatch(/^\/uploads\//);
  });
});
