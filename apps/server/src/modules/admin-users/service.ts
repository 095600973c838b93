import { and, count, desc, eq, ilike, ne, or, sql } from 'drizzle-orm';
import {
  DEFAULT_PER_PAGE,
  type AdminUpdateUserBody,
  type Paginated,
  type ResetLinkSent,
  type User,
  type UsersPaginateQuery,
} from '@crayonbox/contract';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { conflict, forbidden, notFound } from '../../lib/errors.ts';
import type { UserRow } from '../../plugins/auth.ts';
import { createFreeCredits } from '../credits/grant.ts';
import { assertOwnPicture } from '../storage/uploads.ts';
import { mailPasswordReset } from '../users/password.ts';
import { toUser } from '../users/serialize.ts';
import { revokeAllTokens } from '../users/tokens.ts';
import { toUsers } from './serialize-many.ts';

const EMAIL_TAKEN = 'An account with this email already exists.';

export const isUniqueViolation = (e: unknown) => {
  const err = e as { code?: string; cause?: { code?: string } };
  return err?.code === '23505' || err?.cause?.code === '23505';
};

/** Escapes LIKE wildcards so a search for "50%" or "a_b" means those characters. */
const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Users for the admin list: newest first (id breaks ties), searched in name and email. */
export async function paginateUsers(db: Db, query: UsersPaginateQuery, viewer: UserRow): Promise<Paginated<User>> {
  const perPage = query.per_page ?? DEFAULT_PER_PAGE;
  const pattern = likePattern(query.search);
  const where = query.search ? or(ilike(users.name, pattern), ilike(users.email, pattern)) : undefined;
  const [rows, [totalRow]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(perPage)
      .offset((query.page - 1) * perPage),
    db.select({ total: count() }).from(users).where(where),
  ]);
  const total = Number(totalRow?.total ?? 0);
  return {
    data: await toUsers(db, rows, viewer),
    current_page: query.page,
    last_page: Math.max(1, Math.ceil(total / perPage)),
    per_page: perPage,
    total,
  };
}

async function findUser(db: Db, id: number, lock = false): Promise<UserRow> {
  const q = db.select().from(users).where(eq(users.id, id)).limit(1);
  const [row] = lock ? await q.for('update') : await q;
  if (!row) throw notFound('User');
  return row;
}

/** One user, as an admin sees it. */
export async function readUser(db: Db, id: number, viewer: UserRow): Promise<User> {
  return toUser(db, await findUser(db, id), viewer);
}

/**
 * Serialises every change to the set of active admins (block, demote, first admin creation use
 * the same lock), so two admins acting at once can never leave the app without one.
 */
const lockAdmins = (tx: Db) => tx.execute(sql`select pg_advisory_xact_lock(7301)`);

/** Refuses when `target` is the last admin who is not blocked. */
async function assertAnotherActiveAdmin(tx: Db, target: UserRow, action: 'block' | 'demote'): Promise<void> {
  const [other] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.admin, true), eq(users.blocked, false), ne(users.id, target.id)))
    .limit(1);
  if (!other)
    throw forbidden(
      `${target.name} is the last active admin and cannot be ${action === 'block' ? 'blocked' : 'demoted'}. Make another user an admin first.`,
    );
}

/**
 * An admin edits a user: name, photo and email (changed at once, no verification mail), and
 * optionally the admin flag. The email must stay unique (409).
 */
export async function updateUser(ctx: AppContext, id: number, body: AdminUpdateUserBody, viewer: UserRow): Promise<User> {
  if (body.photo !== undefined) {
    // Checked before the transaction: on PGlite a query beside an open transaction would wait for it.
    const [current] = await ctx.db.select({ photo: users.photo }).from(users).where(eq(users.id, id)).limit(1);
    await assertOwnPicture(ctx, { url: body.photo, current: current?.photo ?? '', userId: viewer.id, field: 'photo' });
  }
  try {
    return await ctx.db.transaction(async (tx) => {
      if (body.admin !== undefined) await lockAdmins(tx);
      const target = await findUser(tx, id, true);
      if (body.email !== target.email) {
        const [taken] = await tx
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.email, body.email), ne(users.id, id)))
          .limit(1);
        if (taken) throw conflict(EMAIL_TAKEN);
      }
      const demote = body.admin === false && target.admin;
      if (demote && !target.blocked) await assertAnotherActiveAdmin(tx, target, 'demote');
      const [row] = await tx
        .update(users)
        .set({
          name: body.name,
          email: body.email,
          ...(body.photo !== undefined ? { photo: body.photo } : {}),
          ...(body.admin !== undefined ? { admin: body.admin } : {}),
          updatedAt: new Date(),
        })
        .where(eq(users.id, id))
        .returning();
      if (!row) throw notFound('User');
      // Admins are created without credits; a demoted admin starts on the free plan like anyone.
      if (demote) await createFreeCredits(tx, id);
      return toUser(tx, row, viewer);
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw conflict(EMAIL_TAKEN);
    throw e;
  }
}

/**
 * Blocks or unblocks a user. Blocking signs the user out everywhere at once (all their tokens are
 * revoked). Admins cannot block themselves nor the last active admin.
 */
export async function toggleBlocked(ctx: AppContext, id: number, actor: UserRow): Promise<User> {
  return ctx.db.transaction(async (tx) => {
    await lockAdmins(tx);
    const target = await findUser(tx, id, true);
    const block = !target.blocked;
    if (block && target.id === actor.id) throw forbidden('You cannot block your own account.');
    if (block && target.admin) await assertAnotherActiveAdmin(tx, target, 'block');
    const [row] = await tx.update(users).set({ blocked: block, updatedAt: new Date() }).where(eq(users.id, id)).returning();
    if (!row) throw notFound('User');
    // A blocked account's tokens stay until the unblock, so each of its devices hears that the
    // account is blocked (403 BLOCKED), not that its session ended; the unblock then revokes them
    // all, so no session from before the block comes back.
    if (!block) await revokeAllTokens(tx, id);
    return toUser(tx, row, actor);
  });
}

/**
 * Mails the user a single-use link to choose a new password, valid 2 hours; any earlier reset
 * link stops working. A failed mail leaves nothing behind (one transaction).
 */
export async function sendPasswordReset(ctx: AppContext, id: number): Promise<ResetLinkSent> {
  const target = await findUser(ctx.db, id);
  if (target.blocked) throw conflict('This account is blocked. Unblock it before sending a password reset link.');
  await mailPasswordReset(ctx, ctx.db, target);
  return { sent: true };
}
