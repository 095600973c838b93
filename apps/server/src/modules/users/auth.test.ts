import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users, verificationTokens, credits } from '../../db/schema.ts';
import { coloringLayer, upload } from '../coloreds/test-fixtures.ts';
import { SIGN_UP_MAIL_FAILED } from './service.ts';
import { buildUser, createTestApp, json, lastMailToken, outboxCount, signUpVerified, type TestApp } from '../../../test/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api${url}`, payload: payload as object, headers });

describe('sign-up and verification', () => {
  it('creates an unverified account, mails a verify link, and the link signs the user in once', async () => {
    const body = buildUser({ email: 'Mixed.Case@Example.com' });
    const res = await post('/users/sign-up', body);
    expect(res.statusCode).toBe(201);
    const user = json(res).data;
    expect(user).toMatchObject({ name: body.name, email: 'mixed.case@example.com', verified: false, admin: false, photo: '' });
    expect(user.plan).toMatchObject({ name: 'free', paid: false });
    expect(JSON.stringify(user)).not.toMatch(/password|hash/i);

    const blocked = await post('/users/sign-in', { email: body.email, password: body.password });
    expect(blocked.statusCode).toBe(403);
    expect(json(blocked).code).toBe('EMAIL_NOT_VERIFIED');

    const token = lastMailToken(t.dataDir);
    const verified = await post('/users/verify', { token });
    expect(verified.statusCode).toBe(200);
    const auth = json(verified).data;
    expect(auth.user.verified).toBe(true);
    const me = await t.app.inject({ method: 'GET', url: '/api/users/read', headers: { authorization: `Bearer ${auth.token}` } });
    expect(json(me).data.email).toBe('mixed.case@example.com');

    const again = await post('/users/verify', { token });
    expect(again.statusCode).toBe(422);
    expect(json(again)).toMatchObject({ code: 'VALIDATION', message: expect.stringMatching(/already been used/) });
  });

  it('mails the link after the account is stored; when the mail fails the account stays and says so', async () => {
    // An SMTP server that is not there: the connection is refused at once.
    const down = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:1' });
    try {
      const body = buildUser();
      const res = await down.app.inject({ method: 'POST', url: '/api/users/sign-up', payload: body });
      expect(res.statusCode).toBe(502);
      expect(json(res)).toMatchObject({ code: 'PROVIDER_ERROR', message: SIGN_UP_MAIL_FAILED });
      const [stored] = await down.database.db.select().from(users).where(eq(users.email, body.email));
      expect(stored).toMatchObject({ name: body.name, verifiedAt: null });
      const signIn = await down.app.inject({
        method: 'POST',
        url: '/api/users/sign-in',
        payload: { email: body.email, password: body.password },
      });
      expect(json(signIn).code).toBe('EMAIL_NOT_VERIFIED');
    } finally {
      await down.close();
    }
  });

  it('gives new accounts the free plan credits', async () => {
    const u = await signUpVerified(t);
    const [row] = await t.database.db.select().from(credits).where(eq(credits.userId, u.user.id));
    expect(row).toMatchObject({ publicPage: 5, pageCreation: 3 });
  });

  it('refuses an expired verification link', async () => {
    await post('/users/sign-up', buildUser());
    const token = lastMailToken(t.dataDir);
    await t.database.db.update(verificationTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    const res = await post('/users/verify', { token });
    expect(res.statusCode).toBe(422);
    expect(json(res).message).toMatch(/expired/);
  });

  it('answers 409 for a taken email, whatever its case, and creates nothing', async () => {
    const body = buildUser();
    await post('/users/sign-up', body);
    const before = await t.database.db.select().from(users);
    const mails = outboxCount(t.dataDir);
    const res = await post('/users/sign-up', { ...body, email: body.email.toUpperCase() });
    expect(res.statusCode).toBe(409);
    expect(json(res)).toEqual({ code: 'CONFLICT', message: 'An account with this email already exists.' });
    expect(await t.database.db.select().from(users)).toHaveLength(before.length);
    expect(outboxCount(t.dataDir)).toBe(mails);
  });

  it('reports every bad field of a sign-up with 422', async () => {
    const res = await post('/users/sign-up', { name: '', email: 'not-an-email', password: 'short' });
    expect(res.statusCode).toBe(422);
    const body = json(res);
    expect(body.code).toBe('VALIDATION');
    expect(Object.keys(body.errors).sort()).toEqual(['email', 'name', 'password']);
    expect(body.errors.password[0]).toMatch(/at least 8/);
  });
});

describe('sign-in and sign-out', () => {
  it('gives the same answer for an unknown email and a wrong password', async () => {
    const u = await signUpVerified(t);
    const wrong = await post('/users/sign-in', { email: u.email, password: 'wrong password!' });
    const unknown = await post('/users/sign-in', { email: 'nobody@example.com', password: 'wrong password!' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(json(wrong)).toEqual(json(unknown));
    expect(json(wrong).code).toBe('INVALID_CREDENTIALS');
  });

  it('signs in, and sign-out revokes exactly that token', async () => {
    const u = await signUpVerified(t);
    const res = await post('/users/sign-in', { email: u.email, password: u.password });
    expect(res.statusCode).toBe(200);
    const { token } = json(res).data;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const headers = { authorization: `Bearer ${token}` };
    expect((await post('/users/sign-out', {}, headers)).statusCode).toBe(200);
    const after = await t.app.inject({ method: 'GET', url: '/api/users/read', headers });
    expect(after.statusCode).toBe(401);
    expect(json(after).code).toBe('UNAUTHENTICATED');
    // The verify-time token is still valid.
    expect((await t.app.inject({ method: 'GET', url: '/api/users/read', headers: u.auth })).statusCode).toBe(200);
  });

  it('answers 403 BLOCKED to a blocked account everywhere but sign-out', async () => {
    const u = await signUpVerified(t);
    await t.database.db.update(users).set({ blocked: true }).where(eq(users.id, u.user.id));
    const read = await t.app.inject({ method: 'GET', url: '/api/users/read', headers: u.auth });
    expect(read.statusCode).toBe(403);
    expect(json(read).code).toBe('BLOCKED');
    const signIn = await post('/users/sign-in', { email: u.email, password: u.password });
    expect(json(signIn).code).toBe('BLOCKED');
    expect((await post('/users/sign-out', {}, u.auth)).statusCode).toBe(200);
  });

  it('answers 401 to a made-up token and to no token', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/api/users/read' });
    const fake = await t.app.inject({ method: 'GET', url: '/api/users/read', headers: { authorization: 'Bearer made-up-token' } });
    expect([none.statusCode, fake.statusCode]).toEqual([401, 401]);
    expect(json(fake).code).toBe('UNAUTHENTICATED');
  });
});

describe('profile update', () => {
  it('updates name and photo, and only switches email after the new address is verified', async () => {
    const u = await signUpVerified(t);
    const photo = await upload(t, u.auth, await coloringLayer());
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/users/update',
      headers: u.auth,
      payload: { name: 'Renamed', photo, email: 'new-address@example.com' },
    });
    expect(res.statusCode).toBe(200);
    expect(json(res).data).toMatchObject({ name: 'Renamed', photo, email: u.email });
    const verified = await post('/users/verify', { token: lastMailToken(t.dataDir) });
    expect(json(verified).data.user.email).toBe('new-address@example.com');
  });
});

describe('first admin', () => {
  it('can be created only while no admin exists', async () => {
    const exists = async () => json(await t.app.inject({ method: 'GET', url: '/api/users/admin/exists' })).data.exists;
    expect(await exists()).toBe(false);
    const [a, b] = await Promise.all([post('/users/admin/create', buildUser()), post('/users/admin/create', buildUser())]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    const winner = json(a.statusCode === 201 ? a : b).data;
    expect(winner.user).toMatchObject({ admin: true, verified: true, plan: null });
    expect(await exists()).toBe(true);
  });

  it('lets only admins create users', async () => {
    const u = await signUpVerified(t);
    const res = await post('/users/create', buildUser(), u.auth);
    expect(res.statusCode).toBe(403);
    expect(json(res).code).toBe('FORBIDDEN');
    expect((await post('/users/create', buildUser())).statusCode).toBe(401);
  });
});
