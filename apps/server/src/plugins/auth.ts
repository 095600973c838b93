import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { eq, sql } from 'drizzle-orm';
import { AppError } from '../lib/errors.ts';
import { hashToken } from '../lib/crypto.ts';
import { authTokens, users } from '../db/schema.ts';
import { IdentityCache } from './identity-cache.ts';

export type UserRow = typeof users.$inferSelect;

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null for guests. */
    user: UserRow | null;
    /** Hash of the bearer token used, so sign-out can revoke exactly it. */
    tokenHash: string | null;
  }
}

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

/** Paths a blocked user may still call (so they can at least sign out). */
const BLOCKED_ALLOWED = new Set(['/api/users/sign-out']);

/**
 * Resolves the bearer token to request.user on every /api call (from the identity cache while
 * the change feed vouches for it). An unknown or revoked token answers 401 at once; a blocked
 * account answers 403 BLOCKED everywhere but sign-out.
 */
export const authPlugin = fp(async (app: FastifyInstance) => {
  // Prepared once: the lookup runs on every signed-in request, so skip re-planning it.
  const lookup = app.ctx.db
    .select({ user: users })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .where(eq(authTokens.tokenHash, sql.placeholder('hash')))
    .limit(1)
    .prepare('auth_token_lookup');
  const identities = new IdentityCache<UserRow>(app.ctx.feed);
  app.decorateRequest('user', null);
  app.decorateRequest('tokenHash', null);
  // preValidation: after the body is read, before route schemas check it, so a guest or a
  // non-admin sending a bad body hears 401/403 (routes' signedIn/adminOnly hooks), not 422.
  app.addHook('preValidation', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const token = bearer(request);
    if (!token) return;
    const tokenHash = hashToken(token);
    let user = identities.get(tokenHash);
    if (!user) {
      const mark = identities.mark();
      const [row] = await lookup.execute({ hash: tokenHash });
      if (!row) throw new AppError('UNAUTHENTICATED', 'Your session has ended. Please sign in again.');
      user = row.user;
      identities.set(tokenHash, user, mark);
    }
    if (user.blocked && !BLOCKED_ALLOWED.has(request.url.split('?')[0] ?? '')) {
      throw new AppError('BLOCKED', 'This account has been blocked. Contact support if you think this is a mistake.');
    }
    request.user = user;
    request.tokenHash = tokenHash;
  });
});

/** Returns the signed-in user or answers 401. */
export function requireUser(request: FastifyRequest): UserRow {
  if (!request.user) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue.');
  return request.user;
}

/** Returns the signed-in admin, or answers 401 to guests and 403 to other users. */
export function requireAdmin(request: FastifyRequest): UserRow {
  const user = requireUser(request);
  if (!user.admin) throw new AppError('FORBIDDEN', 'Only admins can do this.');
  return user;
}

/** Route hook (preValidation): guests get 401 before the request's fields are checked. */
export async function signedIn(request: FastifyRequest): Promise<void> {
  requireUser(request);
}

/** Route hook (preValidation): guests get 401 and other users 403 before the fields are checked. */
export async function adminOnly(request: FastifyRequest): Promise<void> {
  requireAdmin(request);
}
