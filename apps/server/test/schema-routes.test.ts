import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '@crayonbox/contract';
import { createAdmin, createTestApp, json, signUpVerified, type TestApp } from './app.ts';

let t: TestApp;
let user: Awaited<ReturnType<typeof signUpVerified>>;
beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      // A route whose answer breaks its own schema: what a server bug looks like to a client.
      beforeReady: (app: FastifyInstance) => {
        app
          .withTypeProvider<ZodTypeProvider>()
          .get('/api/test/broken-answer', { schema: { response: { 200: envelope(z.object({ count: z.number() })) } } }, async () => ({
            data: { count: 'three' as unknown as number },
          }));
      },
    },
  );
  await createAdmin(t);
  user = await signUpVerified(t);
});
afterAll(() => t.close());

describe('routes checked by their schemas', () => {
  it('answers a guest sending an invalid body to a signed-in route with 401, not 422', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/books', payload: { name: 42 } });
    expect(res.statusCode).toBe(401);
    expect(json(res).code).toBe('UNAUTHENTICATED');
    const tags = await t.app.inject({ method: 'PATCH', url: '/api/pages/abc/tags', payload: { tags: 'nope' } });
    expect(tags.statusCode).toBe(401);
  });

  it('answers a user sending an invalid body to an admin route with 403, not 422', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/users/create', headers: user.auth, payload: { email: 'nope' } });
    expect(res.statusCode).toBe(403);
    expect(json(res).code).toBe('FORBIDDEN');
  });

  it('keeps the contract body for invalid fields: 422 VALIDATION with the messages under each field path', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/books', headers: user.auth, payload: { name: '  ', subtitle: 7 } });
    expect(res.statusCode).toBe(422);
    expect(json(res)).toEqual({
      message: 'Some fields are not valid.',
      code: 'VALIDATION',
      errors: { name: ['Name is required.'], subtitle: [expect.any(String)] },
    });
    const query = await t.app.inject({ method: 'GET', url: '/api/pages/paginate?sort=sideways', headers: user.auth });
    expect(query.statusCode).toBe(422);
    expect(json(query).errors).toEqual({ sort: ['Sort must be one of trending, popularity, latest, oldest, mostFavorited, mostColored.'] });
    const params = await t.app.inject({ method: 'GET', url: '/api/coloreds/0/read', headers: user.auth });
    expect(json(params).errors).toEqual({ pageId: ['The page id must be a positive number.'] });
  });

  it('turns an answer that breaks its schema into a plain 500 that says nothing of the cause', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/broken-answer' });
    expect(res.statusCode).toBe(500);
    expect(json(res)).toEqual({ message: 'Something went wrong. Please try again.', code: 'INTERNAL' });
  });
});
