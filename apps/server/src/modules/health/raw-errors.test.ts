import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

/** Sends bytes as they are (no client would send them) and returns the status and body. */
function raw(request: string): Promise<{ status: number; type: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.end(request));
    let text = '';
    socket.on('data', (chunk) => (text += chunk.toString('latin1')));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = text.split('\r\n\r\n');
      resolve({
        status: Number(/^HTTP\/1\.1 (\d+)/.exec(head)?.[1]),
        type: /content-type: ([^\r\n]+)/i.exec(head)?.[1] ?? '',
        body,
      });
    });
  });
}

describe('errors before a route is found', () => {
  it('answers a malformed percent-encoding in the path in the envelope', async () => {
    const res = await raw('GET /api/pages/%E0%A4%A/read HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect(res.status).toBe(400);
    expect(res.type).toContain('application/json');
    expect(JSON.parse(res.body)).toEqual({ code: 'BAD_REQUEST', message: 'The address of the request is not valid.' });
  });

  it('answers a NUL in a header in the envelope', async () => {
    const res = await raw('GET /api/health HTTP/1.1\r\nHost: x\r\nX-Test: a\0b\r\nConnection: close\r\n\r\n');
    expect(res.status).toBe(400);
    expect(res.type).toContain('application/json');
    expect(JSON.parse(res.body)).toEqual({ code: 'BAD_REQUEST', message: 'The request could not be understood.' });
  });
});
