import { and, eq, ne } from 'drizzle-orm';
import type { ChangePasswordBody } from '@crayonbox/contract';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { authTokens, users } from '../../db/schema.ts';
import { hashPassword, verifyPassword } from '../../lib/crypto.ts';
import { AppError } from '../../lib/errors.ts';
import type { UserRow } from '../../plugins/auth.ts';
import { appName } from '../settings/service.ts';
import { passwordResetMail } from './mails.ts';
import { issueMailToken } from './tokens.ts';

/**
 * Mails a single-use link to choose a new password, valid 2 hours; any earlier reset link stops
 * working. Token and mail in one transaction: a failed mail leaves no working link behind.
 */
export async function mailPasswordReset(ctx: AppContext, db: Db, user: Pick<UserRow, 'id' | 'name' | 'email'>): Promise<void> {
  await db.transaction(async (tx) => {
    const token = await issueMailToken(tx, user.id, 'reset_password', user.email);
    const link = `${ctx.config.appUrl}/reset-password/${token}`;
    await ctx.mailer.send(passwordResetMail({ appName: await appName(tx), name: user.name, to: user.email, link }));
  });
}

/**
 * "Forgot password?": mails the reset link when an unblocked account has this email. The caller
 * answers the same either way and does not wait for the mail, so neither the answer nor its
 * timing tells whether an account exists.
 */
export async function requestPasswordReset(ctx: AppContext, email: string): Promise<void> {
  const [user] = await ctx.db.select().from(users).where(eq(users.email, email)).limit(1);
  if (!user || user.blocked) return;
  await mailPasswordReset(ctx, ctx.db, user);
}

/**
 * Changes the signed-in user's password after checking the current one, and signs them out on
 * every other device (the session that asked stays signed in).
 */
export async function changePassword(
  ctx: AppContext,
  user: UserRow,
  body: ChangePasswordBody,
  keepTokenHash: string | undefined,
): Promise<void> {
  if (!(await verifyPassword(body.current_password, user.passwordHash))) {
    const message = 'Your current password is not right.';
    throw new AppError('VALIDATION', message, { current_password: [message] });
  }
  const passwordHash = await hashPassword(body.password);
  await ctx.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, user.id));
    const others = keepTokenHash
      ? and(eq(authTokens.userId, user.id), ne(authTokens.tokenHash, keepTokenHash))
      : eq(authTokens.userId, user.id);
    await tx.delete(authTokens).where(others);
  });
}
