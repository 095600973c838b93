import { and, eq } from 'drizzle-orm';
import type { AuthResult, ResetPasswordBody } from '@crayonbox/contract';
import type { AppContext } from '../../context.ts';
import { users, verificationTokens } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { hashPassword, hashToken } from '../../lib/crypto.ts';
import { toUser } from '../users/serialize.ts';
import { issueAuthToken, revokeAllTokens } from '../users/tokens.ts';

const invalid = (message: string) => new AppError('VALIDATION', message, { token: [message] });

/**
 * Uses a password reset link once: sets the new password, signs the user out everywhere else,
 * verifies the email (the link proved the user reads it) and signs them in with a fresh token.
 */
export async function resetPassword(ctx: AppContext, body: ResetPasswordBody): Promise<AuthResult> {
  // Hashed before the transaction so the row lock is held only for the quick writes.
  const passwordHash = await hashPassword(body.password);
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(verificationTokens)
      .where(and(eq(verificationTokens.tokenHash, hashToken(body.token)), eq(verificationTokens.purpose, 'reset_password')))
      .for('update')
      .limit(1);
    if (!row) throw invalid('This password reset link is not valid.');
    if (row.usedAt) throw invalid('This password reset link has already been used or replaced by a newer one.');
    if (row.expiresAt.getTime() < Date.now()) throw invalid('This password reset link has expired. Ask for a new one.');
    const [user] = await tx.select().from(users).where(eq(users.id, row.userId)).limit(1);
    // A link mailed to an address the account no longer uses must not control it.
    if (!user || user.email !== row.email) throw invalid('This password reset link is not valid.');
    if (user.blocked) throw new AppError('BLOCKED', 'This account has been blocked. Contact support if you think this is a mistake.');
    const now = new Date();
    await tx.update(verificationTokens).set({ usedAt: now }).where(eq(verificationTokens.id, row.id));
    const [updated] = await tx
      .update(users)
      .set({ passwordHash, verifiedAt: user.verifiedAt ?? now, updatedAt: now })
      .where(eq(users.id, user.id))
      .returning();
    const fresh = updated ?? user;
    await revokeAllTokens(tx, fresh.id);
    return { token: await issueAuthToken(tx, fresh.id), user: await toUser(tx, fresh, fresh) };
  });
}
