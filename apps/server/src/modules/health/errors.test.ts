import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../../test/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: '3' });
});
afterAll(() => t.close());

describe('the API envelope for bad requests', () => {
  it('reports health with the database reachable', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ status: 'ok', db: 'ok', storage: 'ok' });
  });

  it('answers unknown /api paths with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(json(res).code).toBe('NOT_FOUND');
  });

  it('answers malformed JSON with 400 and no stack trace', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/sign-in',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(res.statusCode).toBe(400);
    expect(json(res)).toEqual({ code: 'BAD_REQUEST', message: 'The request body is not valid JSON.' });
  });

  it('answers an oversized body with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/sign-up',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(json(res).code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('answers mistyped fields with 422 and field errors', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/users/sign-in', payload: { email: 42, password: ['x'] } });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(json(res).errors).sort()).toEqual(['email', 'password']);
  });

  it('sets security headers with a content security policy', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('rate-limits sign-in attempts with 429 RATE_LIMITED', async () => {
    const attempt = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/users/sign-in',
        payload: { email: 'a@example.com', password: 'whatever1' },
        remoteAddress: '10.9.9.9',
      });
    const codes = [];
    for (let i = 0; i < 5; i++) codes.push((await attempt()).statusCode);
    expect(codes.slice(0, 3)).toEqual([401, 401, 401]);
    const last = await attempt();
    expect(last.statusCode).toBe(429);
    expect(json(last).code).toBe('RATE_LIMITED');
  });
});
