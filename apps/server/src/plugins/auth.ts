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

/**
 * A sign-in lasts while it is used: it ends after 30 days without a call, and 90 days after the
 * sign-in whatever happens. A family tablet used every week or two stays signed in for months; a
 * token copied off a lost device stops working.
 */
export const TOKEN_IDLE_MS = 30 * 24 * 60 * 60 * 1000;
export const TOKEN_LIFETIME_MS = 90 * 24 * 60 * 60 * 1000;
/** last_used_at is written at most this often per token: idle time is counted in hours, not calls. */
const TOUCH_EVERY_MS = 60 * 60 * 1000;

interface Identity {
  id: number;
  user: UserRow;
  issuedAt: number;
  usedAt: number;
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
    .select({ user: users, issuedAt: authTokens.createdAt, usedAt: authTokens.lastUsedAt })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .where(eq(authTokens.tokenHash, sql.placeholder('hash')))
    .limit(1)
    .prepare('auth_token_lookup');
  const identities = new IdentityCache<Identity>(app.ctx.feed);
  const ended = () => new AppError('UNAUTHENTICATED', 'Your session has ended. Please sign in again.');
  app.decorateRequest('user', null);
  app.decorateRequest('tokenHash', null);
  // preValidation: after the body is read, before route schemas check it, so a guest or a
  // non-admin sending a bad body hears 401/403 (routes' signedIn/adminOnly hooks), not 422.
  app.addHook('preValidation', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const token = bearer(request);
    if (!token) return;
    const tokenHash = hashToken(token);
    let identity = identities.get(tokenHash);
    if (!identity) {
      const mark = identities.mark();
      const [row] = await lookup.execute({ hash: tokenHash });
      if (!row) throw ended();
      const issuedAt = row.issuedAt.getTime();
      identity = { id: row.user.id, user: row.user, issuedAt, usedAt: row.usedAt?.getTime() ?? issuedAt };
      identities.set(tokenHash, identity, mark);
    }
    const now = Date.now();
    if (now - identity.issuedAt > TOKEN_LIFETIME_MS || now - identity.usedAt > TOKEN_IDLE_MS) {
      await app.ctx.db.delete(authTokens).where(eq(authTokens.tokenHash, tokenHash));
      throw ended();
    }
    // The update is announced on the change feed, which drops the cached identity: the next call
    // reads the new last_used_at.
    if (now - identity.usedAt > TOUCH_EVERY_MS) {
      await app.ctx.db
        .update(authTokens)
        .set({ lastUsedAt: new Date(now) })
        .where(eq(authTokens.tokenHash, tokenHash));
    }
    const { user } = identity;
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
