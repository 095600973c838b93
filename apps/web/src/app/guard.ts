import type { User } from '@crayonbox/contract';
import { redirect, type MiddlewareFunction } from 'react-router';
import { currentUserContext } from '@/lib/current-user';

export { currentUserContext };
import { api } from '@/lib/api';
import { useSession } from '@/stores/session';

/** True for /admin and everything below it. */
export function isAdminPath(pathname: string): boolean {
  return pathname === '/admin' || pathname.startsWith('/admin/');
}

/**
 * The route guard of SPEC section 2, as a pure function. Returns where to go instead, or null
 * to stay. Applies to the signed-in routes only (user and admin screens).
 */
export function guardRedirect(location: { pathname: string; search: string }, user: User | null): string | null {
  const pathname = location.pathname.length > 1 ? location.pathname.replace(/\/+$/, '') : location.pathname;
  if (!user) return '/sign-in';
  if (user.admin && !isAdminPath(pathname)) return '/admin';
  if (!user.admin && isAdminPath(pathname)) return '/pages/public';
  if (pathname === '/pages/public' && new URLSearchParams(location.search).has('plan')) {
    return `/checkout${location.search}`;
  }
  return null;
}

/**
 * The current user: GET /users/read when a token is stored, null otherwise. A falsy answer means
 * not signed in. A fresh user is written to the session store.
 */
export async function loadCurrentUser(signal?: AbortSignal): Promise<User | null> {
  if (!useSession.getState().token) return null;
  const user = await api.get<User>('/users/read', { signal });
  if (!user) return null;
  useSession.getState().setUser(user);
  return user;
}

/**
 * Runs before every navigation into the signed-in routes (middleware runs in order, before any
 * loader of the matched routes), so child loaders never start for a visitor who is sent away.
 */
export const guardMiddleware: MiddlewareFunction = async ({ request, context }, next) => {
  const user = await loadCurrentUser(request.signal);
  const url = new URL(request.url);
  const to = guardRedirect(url, user);
  if (to) throw redirect(to);
  context.set(currentUserContext, user);
  return next();
};
