import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { guardMiddleware } from './guard';
import { routes } from './router';

const publicPaths = ['/', '/sign-in', '/sign-up', '/admin/create', '/verify/abc123', '/payment', '/splash', '/privacy', '/terms'];
const userPaths = [
  '/pages/public',
  '/pages/favorite',
  '/pages',
  '/pages/colored',
  '/pages/create',
  '/pages/create/ai',
  '/pages/create/upload',
  '/pages/12/color',
  '/checkout',
  '/account',
];
const adminPaths = [
  '/admin',
  '/admin/users',
  '/admin/users/create',
  '/admin/users/5/edit',
  '/admin/pages',
  '/admin/pages/colored',
  '/admin/subscriptions',
  '/admin/plans',
  '/admin/plans/2/edit',
  '/admin/website',
  '/admin/account',
  ...[
    'home',
    'how-it-works',
    'features',
    'testimonial',
    'metrics',
    'pricing',
    'faqs',
    'call-to-action',
    'contact',
    'footer',
    'terms',
    'privacy',
  ].map((section) => `/admin/website/${section}`),
];

const leaf = (path: string) => {
  const matches = matchRoutes(routes, path) ?? [];
  return { matches, route: matches.at(-1)?.route as RouteObject | undefined };
};
const guarded = (path: string) => leaf(path).matches.some((m) => m.route.middleware?.includes(guardMiddleware));

async function loadModule(route: RouteObject | undefined) {
  expect(typeof route?.lazy).toBe('function');
  return (route!.lazy as () => Promise<Record<string, unknown>>)();
}

describe('route table', () => {
  it.each(publicPaths)('%s is a public screen', async (path) => {
    const { route } = leaf(path);
    expect(route?.path).not.toBe('*');
    expect(guarded(path)).toBe(false);
    expect(typeof (await loadModule(route)).Component).toBe('function');
  });

  it.each([...userPaths, ...adminPaths])('%s is a guarded screen', async (path) => {
    const { route } = leaf(path);
    expect(route?.path).not.toBe('*');
    expect(guarded(path)).toBe(true);
    expect(typeof (await loadModule(route)).Component).toBe('function');
  });

  it('anything else is the not-found screen', async () => {
    for (const path of ['/nope', '/pages/1/2/3', '/admin/nothing', '/verify']) {
      expect(leaf(path).route?.path).toBe('*');
    }
    expect(typeof (await loadModule(leaf('/nope').route)).Component).toBe('function');
  });
});
