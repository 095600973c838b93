import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { authTokens, verificationTokens } from '../../db/schema.ts';
import { hashToken, randomToken } from '../../lib/crypto.ts';

export const VERIFY_TTL_MS = 24 * 60 * 60 * 1000;
export const RESET_TTL_MS = 2 * 60 * 60 * 1000;

/** Issues a bearer token for a user; only its hash is stored. */
export async function issueAuthToken(db: Db, userId: number): Promise<string> {
  const token = randomToken();
  await db.insert(authTokens).values({ userId, tokenHash: hashToken(token) });
  return token;
}

/** Revokes every bearer token of a user (block, password change). */
export async function revokeAllTokens(db: Db, userId: number): Promise<void> {
  await db.delete(authTokens).where(eq(authTokens.userId, userId));
}

/** Creates a single-use mail token; earlier unused tokens of the same purpose stop working. */
export async function issueMailToken(db: Db, userId: number, purpose: 'verify_email' | 'reset_password', email: string): Promise<string> {
  const token = randomToken();
  const now = new Date();
  await db
    .update(verificationTokens)
    .set({ usedAt: now })
    .where(and(eq(verificationTokens.userId, userId), eq(verificationTokens.purpose, purpose), isNull(verificationTokens.usedAt)));
  await db.insert(verificationTokens).values({
    userId,
    purpose,
    email,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + (purpose === 'verify_email' ? VERIFY_TTL_MS : RESET_TTL_MS)),
  });
  return token;
}
