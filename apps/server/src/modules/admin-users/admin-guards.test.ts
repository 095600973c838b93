import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { createAdmin, createTestApp, json, outboxCount, signUpVerified, type TestApp } from '../../../test/app.ts';

let t: TestApp;
let target: Awaited<ReturnType<typeof signUpVerified>>;
let regular: Awaited<ReturnType<typeof signUpVerified>>;
beforeAll(async () => {
  t = await createTestApp();
  await createAdmin(t);
  target = await signUpVerified(t);
  regular = await signUpVerified(t);
});
afterAll(() => t.close());

/** Every admin call of the dashboard and user management, with a valid payload. */
const ADMIN_CALLS: { method: InjectOptions['method']; path: string; payload?: object }[] = [
  { method: 'GET', path: '/analytics/counters' },
  { method: 'GET', path: '/analytics/charts' },
  { method: 'GET', path: '/users/paginate?page=1&search=a' },
  { method: 'GET', path: '/users/:id/read' },
  { method: 'PATCH', path: '/users/:id/update', payload: { name: 'Hijacked', email: 'hijacked@example.com', photo: '', admin: true } },
  { method: 'PATCH', path: '/users/:id/blocked/toggle' },
  { method: 'POST', path: '/users/:id/password-reset' },
];

describe.each(ADMIN_CALLS)('$method $path', (call) => {
  // :id is a real, unblocked, regular user, so a missing guard would visibly change them.
  const send = (headers: Record<string, string> = {}) =>
    t.app.inject({
      method: call.method,
      url: `/api${call.path.replace(':id', String(target.user.id))}`,
      headers,
      ...(call.payload ? { payload: call.payload } : {}),
    });

  it('answers 401 to guests and 403 to non-admins, and changes nothing', async () => {
    const mails = outboxCount(t.dataDir);
    const guest = await send();
    expect(guest.statusCode).toBe(401);
    expect(json(guest).code).toBe('UNAUTHENTICATED');
    const user = await send(regular.auth);
    expect(user.statusCode).toBe(403);
    expect(json(user)).toEqual({ code: 'FORBIDDEN', message: 'Only admins can do this.' });

    expect(outboxCount(t.dataDir)).toBe(mails);
    const me = await t.app.inject({ method: 'GET', url: '/api/users/read', headers: target.auth });
    expect(json(me).data).toMatchObject({ name: target.name, email: target.email, admin: false, blocked: false });
  });
});
