import { and, eq, ne, sql } from 'drizzle-orm';
import type { AuthResult, CreateUserBody, SignInBody, SignUpBody, UpdateSelfBody, User } from '@crayonbox/contract';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { authTokens, users, verificationTokens } from '../../db/schema.ts';
import { AppError, conflict } from '../../lib/errors.ts';
import { DUMMY_PASSWORD_HASH, hashPassword, hashToken, verifyPassword } from '../../lib/crypto.ts';
import type { UserRow } from '../../plugins/auth.ts';
import { createFreeCredits } from '../credits/grant.ts';
import { appName } from '../settings/service.ts';
import { assertOwnPicture } from '../storage/uploads.ts';
import { verificationMail } from './mails.ts';
import { toUser } from './serialize.ts';
import { issueAuthToken, issueMailToken } from './tokens.ts';

const EMAIL_TAKEN = 'An account with this email already exists.';
const BAD_CREDENTIALS = 'The email or password is incorrect.';

const isUniqueViolation = (e: unknown) => {
  const err = e as { code?: string; cause?: { code?: string } };
  return err?.code === '23505' || err?.cause?.code === '23505';
};

/** Said when the account exists but its verification mail could not be sent. */
export const SIGN_UP_MAIL_FAILED =
  'Your account was created, but the mail with its link could not be sent. Sign in to have the link sent again.';

async function emailTaken(db: Db, email: string, exceptId?: number) {
  const where = exceptId ? and(eq(users.email, email), ne(users.id, exceptId)) : eq(users.email, email);
  const [row] = await db.select({ id: users.id }).from(users).where(where).limit(1);
  return Boolean(row);
}

async function sendVerification(ctx: AppContext, db: Db, user: UserRow, email: string, change: boolean) {
  const token = await issueMailToken(db, user.id, 'verify_email', email);
  await mailVerification(ctx, db, user, email, token, change);
}

async function mailVerification(ctx: AppContext, db: Db, user: UserRow, email: string, token: string, change: boolean) {
  const link = `${ctx.config.appUrl}/verify/${token}`;
  await ctx.mailer.send(verificationMail({ appName: await appName(db), name: user.name, to: email, link, change }));
}

/**
 * Creates an unverified account with the free plan's credits and its verification token in one
 * transaction, then mails the link once that has committed: a mail is never sent for an account
 * that then fails to exist, and no transaction (on PGlite, the only connection) waits on SMTP.
 * When the mail fails the account stays, and sign-in offers to send the link again.
 */
export async function signUp(ctx: AppContext, body: SignUpBody): Promise<User> {
  if (await emailTaken(ctx.db, body.email)) throw conflict(EMAIL_TAKEN);
  const passwordHash = await hashPassword(body.password);
  let created: { user: UserRow; token: string };
  try {
    created = await ctx.db.transaction(async (tx) => {
      const [user] = await tx.insert(users).values({ name: body.name, email: body.email, passwordHash }).returning();
      if (!user) throw new Error('insert returned nothing');
      await createFreeCredits(tx, user.id);
      return { user, token: await issueMailToken(tx, user.id, 'verify_email', user.email) };
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw conflict(EMAIL_TAKEN);
    throw e;
  }
  try {
    await mailVerification(ctx, ctx.db, created.user, created.user.email, created.token, false);
  } catch (err) {
    ctx.log.error({ err }, 'the verification mail of a new account could not be sent');
    throw new AppError('PROVIDER_ERROR', SIGN_UP_MAIL_FAILED);
  }
  return toUser(ctx.db, created.user, created.user);
}

/** Sends a fresh verification link; answers the same whether or not the email is known. */
export async function resendVerification(ctx: AppContext, email: string): Promise<void> {
  const [user] = await ctx.db.select().from(users).where(eq(users.email, email)).limit(1);
  if (!user || user.verifiedAt || user.blocked) return;
  await sendVerification(ctx, ctx.db, user, user.email, false);
}

/** Uses a verification link once: verifies the account (or switches to the new email) and signs in. */
export async function verify(ctx: AppContext, token: string): Promise<AuthResult> {
  const invalid = (message: string) => new AppError('VALIDATION', message, { token: [message] });
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(verificationTokens)
      .where(and(eq(verificationTokens.tokenHash, hashToken(token)), eq(verificationTokens.purpose, 'verify_email')))
      .for('update')
      .limit(1);
    if (!row) throw invalid('This verification link is not valid.');
    if (row.usedAt) throw invalid('This verification link has already been used. Please sign in.');
    if (row.expiresAt.getTime() < Date.now()) throw invalid('This verification link has expired. Sign up again or ask for a new link.');
    const [user] = await tx.select().from(users).where(eq(users.id, row.userId)).limit(1);
    if (!user) throw invalid('This verification link is not valid.');
    if (user.blocked) throw new AppError('BLOCKED', 'This account has been blocked.');
    if (row.email !== user.email && (await emailTaken(tx, row.email, user.id))) throw conflict(EMAIL_TAKEN);
    await tx.update(verificationTokens).set({ usedAt: new Date() }).where(eq(verificationTokens.id, row.id));
    const [updated] = await tx
      .update(users)
      .set({ verifiedAt: user.verifiedAt ?? new Date(), email: row.email, updatedAt: new Date() })
      .where(eq(users.id, user.id))
      .returning();
    const fresh = updated ?? user;
    return { token: await issueAuthToken(tx, fresh.id), user: await toUser(tx, fresh, fresh) };
  });
}

/** Signs in with email and password; the same answer for an unknown email and a wrong password. */
export async function signIn(ctx: AppContext, body: SignInBody): Promise<AuthResult> {
  const [user] = await ctx.db.select().from(users).where(eq(users.email, body.email)).limit(1);
  const ok = await verifyPassword(body.password, user?.passwordHash ?? DUMMY_PASSWORD_HASH);
  if (!user || !ok) throw new AppError('INVALID_CREDENTIALS', BAD_CREDENTIALS);
  if (user.blocked) throw new AppError('BLOCKED', 'This account has been blocked. Contact support if you think this is a mistake.');
  if (!user.verifiedAt) throw new AppError('EMAIL_NOT_VERIFIED', 'Please verify your email first: open the link we sent you.');
  return { token: await issueAuthToken(ctx.db, user.id), user: await toUser(ctx.db, user, user) };
}

export async function signOut(db: Db, tokenHash: string): Promise<void> {
  await db.delete(authTokens).where(eq(authTokens.tokenHash, tokenHash));
}

/**
 * Updates name, photo and email of a user. A changed email only takes effect once the link mailed
 * to the new address is opened; until then the old address stays in place.
 */
export async function updateProfile(
  ctx: AppContext,
  user: UserRow,
  body: UpdateSelfBody,
  viewer: UserRow,
  verifyChange: boolean,
): Promise<User> {
  if (body.email !== user.email && (await emailTaken(ctx.db, body.email, user.id))) throw conflict(EMAIL_TAKEN);
  if (body.photo !== undefined) await assertOwnPicture(ctx, { url: body.photo, current: user.photo, userId: viewer.id, field: 'photo' });
  return ctx.db.transaction(async (tx) => {
    const changeEmailNow = !verifyChange && body.email !== user.email;
    const [row] = await tx
      .update(users)
      .set({
        name: body.name,
        ...(body.photo !== undefined ? { photo: body.photo } : {}),
        ...(changeEmailNow ? { email: body.email } : {}),
        updatedAt: new Date(),
      })
      .where(eq(users.id, user.id))
      .returning();
    if (!row) throw new AppError('NOT_FOUND', 'User was not found.');
    if (verifyChange && body.email !== user.email) await sendVerification(ctx, tx, row, body.email, true);
    return toUser(tx, row, viewer);
  });
}

export async function adminExists(db: Db): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.admin, true)).limit(1);
  return Boolean(row);
}

/** Creates a verified account; used for the first admin and by admins creating users. */
async function insertVerified(db: Db, body: CreateUserBody): Promise<UserRow> {
  const passwordHash = await hashPassword(body.password);
  const [row] = await db
    .insert(users)
    .values({ name: body.name, email: body.email, passwordHash, admin: body.admin, verifiedAt: new Date() })
    .returning();
  if (!row) throw new Error('insert returned nothing');
  if (!row.admin) await createFreeCredits(db, row.id);
  return row;
}

/** Creates the first admin and signs them in; refused once any admin exists. */
export async function createFirstAdmin(ctx: AppContext, body: Omit<CreateUserBody, 'admin'>): Promise<AuthResult> {
  try {
    return await ctx.db.transaction(async (tx) => {
      // Serialises concurrent attempts so exactly one first admin can be created.
      await tx.execute(sql`select pg_advisory_xact_lock(7301)`);
      if (await adminExists(tx)) throw conflict('An admin account already exists. Please sign in.');
      if (await emailTaken(tx, body.email)) throw conflict(EMAIL_TAKEN);
      const row = await insertVerified(tx, { ...body, admin: true });
      return { token: await issueAuthToken(tx, row.id), user: await toUser(tx, row, row) };
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw conflict(EMAIL_TAKEN);
    throw e;
  }
}

/** An admin creates a user (verified at once). */
export async function createUser(ctx: AppContext, body: CreateUserBody, viewer: UserRow): Promise<User> {
  if (await emailTaken(ctx.db, body.email)) throw conflict(EMAIL_TAKEN);
  try {
    const row = await ctx.db.transaction((tx) => insertVerified(tx, body));
    return toUser(ctx.db, row, viewer);
  } catch (e) {
    if (isUniqueViolation(e)) throw conflict(EMAIL_TAKEN);
    throw e;
  }
}
