import type { User } from '@crayonbox/contract';
import { homePath } from '@/lib/home-path';

/** How long the splash stays before moving on. */
export const SPLASH_MS = 1200;

/**
 * Where the splash leads: /sign-in without a stored token; otherwise the user's home (/admin for
 * admins, /pages/public for others). A token without a remembered user goes to /pages/public and
 * the route guard sends an admin on to /admin (or anyone with a stale token to /sign-in).
 */
export function splashTarget(session: { token: string; user: Pick<User, 'admin'> | null }): string {
  if (!session.token) return '/sign-in';
  return session.user ? homePath(session.user) : '/pages/public';
}
