import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteOptions } from 'fastify';
import { createTestApp, json, type TestApp } from './app.ts';

let t: TestApp;
const routes: { method: string; url: string; responses: string[] }[] = [];
beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      onRoute: (route: RouteOptions) => {
        const responses = Object.keys((route.schema?.response as object | undefined) ?? {});
        for (const method of [route.method].flat()) routes.push({ method, url: route.url, responses });
      },
    },
  );
});
afterAll(() => t.close());

/** Fastify's `/pages/:id/read` is OpenAPI's `/pages/{id}/read`. */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

interface Operation {
  parameters?: { name: string; in: string }[];
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> };
  responses: Record<string, { content?: Record<string, { schema: { properties?: Record<string, unknown> } }> }>;
}
type Doc = { openapi: string; paths: Record<string, Record<string, Operation>> };

describe('the API document', () => {
  it('lists every /api route with its method', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = json<Doc>(res);
    expect(doc.openapi).toMatch(/^3\./);
    // HEAD routes are Fastify's automatic twins of GET; the docs' own pages are not part of the API.
    const api = routes.filter((r) => r.url.startsWith('/api/') && r.method !== 'HEAD' && !r.url.startsWith('/api/docs'));
    expect(api.length).toBeGreaterThan(60);
    const missing = api.filter((r) => !doc.paths[openApiPath(r.url)]?.[r.method.toLowerCase()]);
    expect(missing).toEqual([]);
  });

  it('has a declared answer for every /api route, so each one is checked or at least documented', () => {
    const api = routes.filter((r) => r.url.startsWith('/api/') && r.method !== 'HEAD' && !r.url.startsWith('/api/docs'));
    const undeclared = api.filter((r) => !r.responses.some((status) => /^2\d\d$/.test(status)));
    expect(undeclared).toEqual([]);
  });

  it('describes request and response schemas, generated from the contract', async () => {
    const doc = json<Doc>(await t.app.inject({ method: 'GET', url: '/api/docs/json' }));
    const signUp = doc.paths['/api/users/sign-up']!.post!;
    expect(Object.keys(signUp.requestBody!.content['application/json']!.schema.properties!)).toEqual(['name', 'email', 'password']);
    const user = signUp.responses['201']!.content!['application/json']!.schema.properties!.data as { properties: object };
    expect(Object.keys(user.properties)).toContain('subscription');
    const failure = signUp.responses.default!.content!['application/json']!.schema.properties!;
    expect(Object.keys(failure)).toEqual(['message', 'code', 'errors']);

    const list = doc.paths['/api/pages/paginate']!.get!;
    expect(list.parameters!.filter((p) => p.in === 'query').map((p) => p.name)).toEqual(
      expect.arrayContaining(['page', 'per_page', 'search', 'sort', 'scope', 'category']),
    );
    expect(list.responses['200']!.content!['application/json']!.schema.properties).toHaveProperty('data');

    const read = doc.paths['/api/pages/{id}/read']!.get!;
    expect(read.parameters).toEqual([expect.objectContaining({ name: 'id', in: 'path' })]);
    expect(Object.keys(doc.paths['/api/pages/{id}/print']!.get!.responses['200']!.content!)).toEqual(['application/pdf', 'image/png']);
  });

  it("is readable at /api/docs under the app's own CSP, its scripts served from the same origin", async () => {
    for (const url of ['/api/docs', '/api/docs/']) {
      const page = await t.app.inject({ method: 'GET', url });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/text\/html/);
      expect(String(page.headers['content-security-policy'])).toContain("script-src 'self'");
      const scripts = [...page.body.matchAll(/<script src="([^"]+)"/g)].map((m) => m[1]!);
      expect(scripts.length).toBeGreaterThan(0);
      for (const src of scripts) {
        const absolute = new URL(src, `http://localhost${url}`).pathname;
        const script = await t.app.inject({ method: 'GET', url: absolute });
        expect(script.statusCode, absolute).toBe(200);
        expect(script.headers['content-type']).toMatch(/javascript/);
      }
    }
  });
});
