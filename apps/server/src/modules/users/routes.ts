import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  adminCreateBody,
  changePasswordBody,
  createUserBody,
  forgotPasswordBody,
  signInBody,
  signUpBody,
  updateSelfBody,
  verifyBody,
} from '@crayonbox/contract';
import { requireAdmin, requireUser } from '../../plugins/auth.ts';
import { toUser } from './serialize.ts';
import { changePassword, requestPasswordReset } from './password.ts';
import * as users from './service.ts';

const resendBody = z.object({ email: signInBody.shape.email });

/** Account routes: sign-up, verify, sign-in/out, the current user, first admin. */
export async function userRoutes(app: FastifyInstance) {
  const { ctx } = app;
  const limited = { rateLimit: { max: ctx.config.authRateLimit, timeWindow: '1 minute' } };

  app.post('/users/sign-up', { config: limited }, async (req, reply) => {
    const user = await users.signUp(ctx, signUpBody.parse(req.body));
    return reply.status(201).send({ data: user });
  });

  app.post('/users/verify', { config: limited }, async (req) => ({ data: await users.verify(ctx, verifyBody.parse(req.body).token) }));

  app.post('/users/verify/resend', { config: limited }, async (req) => {
    await users.resendVerification(ctx, resendBody.parse(req.body).email);
    return { data: { sent: true } };
  });

  // Answered at once and the same for every email: the mail goes out after the answer.
  app.post('/users/password/forgot', { config: limited }, async (req) => {
    const { email } = forgotPasswordBody.parse(req.body);
    void requestPasswordReset(ctx, email).catch((error: unknown) => req.log.error({ err: error }, 'password reset mail failed'));
    return { data: { sent: true } };
  });

  app.post('/users/password/change', { config: limited }, async (req) => {
    const me = requireUser(req);
    await changePassword(ctx, me, changePasswordBody.parse(req.body), req.tokenHash ?? undefined);
    return { data: { changed: true } };
  });

  app.post('/users/sign-in', { config: limited }, async (req) => ({ data: await users.signIn(ctx, signInBody.parse(req.body)) }));

  app.post('/users/sign-out', async (req) => {
    requireUser(req);
    if (req.tokenHash) await users.signOut(ctx.db, req.tokenHash);
    return { data: { signed_out: true } };
  });

  app.get('/users/read', async (req) => {
    const me = requireUser(req);
    return { data: await toUser(ctx.db, me, me) };
  });

  app.patch('/users/update', async (req) => {
    const me = requireUser(req);
    return { data: await users.updateProfile(ctx, me, updateSelfBody.parse(req.body), me, true) };
  });

  app.get('/users/admin/exists', async () => ({ data: { exists: await users.adminExists(ctx.db) } }));

  app.post('/users/admin/create', { config: limited }, async (req, reply) => {
    const result = await users.createFirstAdmin(ctx, adminCreateBody.parse(req.body));
    return reply.status(201).send({ data: result });
  });

  app.post('/users/create', async (req, reply) => {
    const admin = requireAdmin(req);
    return reply.status(201).send({ data: await users.createUser(ctx, createUserBody.parse(req.body), admin) });
  });
}
