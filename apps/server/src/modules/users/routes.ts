import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminCreateBody,
  authResultSchema,
  changePasswordBody,
  createUserBody,
  envelope,
  flagSchema,
  forgotPasswordBody,
  signInBody,
  signUpBody,
  updateSelfBody,
  userSchema,
  verifyBody,
} from '@crayonbox/contract';
import { adminOnly, requireAdmin, requireUser, signedIn } from '../../plugins/auth.ts';
import { toUser } from './serialize.ts';
import { changePassword, requestPasswordReset } from './password.ts';
import * as users from './service.ts';

const resendBody = z.object({ email: signInBody.shape.email });
const sent = { 200: envelope(flagSchema('sent')) };

/** Account routes: sign-up, verify, sign-in/out, the current user, first admin. */
export async function userRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const limited = { rateLimit: { max: ctx.config.authRateLimit, timeWindow: '1 minute' } };

  app.post(
    '/users/sign-up',
    { config: limited, schema: { security: [], body: signUpBody, response: { 201: envelope(userSchema) } } },
    async (req, reply) => reply.status(201).send({ data: await users.signUp(ctx, req.body) }),
  );

  app.post(
    '/users/verify',
    { config: limited, schema: { security: [], body: verifyBody, response: { 200: envelope(authResultSchema) } } },
    async (req) => ({ data: await users.verify(ctx, req.body.token) }),
  );

  app.post('/users/verify/resend', { config: limited, schema: { security: [], body: resendBody, response: sent } }, async (req) => {
    await users.resendVerification(ctx, req.body.email);
    return { data: { sent: true as const } };
  });

  // Answered at once and the same for every email: the mail goes out after the answer.
  app.post(
    '/users/password/forgot',
    { config: limited, schema: { security: [], body: forgotPasswordBody, response: sent } },
    async (req) => {
      void requestPasswordReset(ctx, req.body.email).catch((error: unknown) => req.log.error({ err: error }, 'password reset mail failed'));
      return { data: { sent: true as const } };
    },
  );

  app.post(
    '/users/password/change',
    { config: limited, preValidation: signedIn, schema: { body: changePasswordBody, response: { 200: envelope(flagSchema('changed')) } } },
    async (req) => {
      await changePassword(ctx, requireUser(req), req.body, req.tokenHash ?? undefined);
      return { data: { changed: true as const } };
    },
  );

  app.post(
    '/users/sign-in',
    { config: limited, schema: { security: [], body: signInBody, response: { 200: envelope(authResultSchema) } } },
    async (req) => ({ data: await users.signIn(ctx, req.body) }),
  );

  app.post(
    '/users/sign-out',
    { preValidation: signedIn, schema: { response: { 200: envelope(flagSchema('signed_out')) } } },
    async (req) => {
      if (req.tokenHash) await users.signOut(ctx.db, req.tokenHash);
      return { data: { signed_out: true as const } };
    },
  );

  app.get('/users/read', { preValidation: signedIn, schema: { response: { 200: envelope(userSchema) } } }, async (req) => {
    const me = requireUser(req);
    return { data: await toUser(ctx.db, me, me) };
  });

  app.patch(
    '/users/update',
    { preValidation: signedIn, schema: { body: updateSelfBody, response: { 200: envelope(userSchema) } } },
    async (req) => {
      const me = requireUser(req);
      return { data: await users.updateProfile(ctx, me, req.body, me, true) };
    },
  );

  app.get(
    '/users/admin/exists',
    { schema: { security: [], response: { 200: envelope(z.object({ exists: z.boolean() })) } } },
    async () => ({ data: { exists: await users.adminExists(ctx.db) } }),
  );

  app.post(
    '/users/admin/create',
    { config: limited, schema: { security: [], body: adminCreateBody, response: { 201: envelope(authResultSchema) } } },
    async (req, reply) => reply.status(201).send({ data: await users.createFirstAdmin(ctx, req.body) }),
  );

  app.post(
    '/users/create',
    { preValidation: adminOnly, schema: { body: createUserBody, response: { 201: envelope(userSchema) } } },
    async (req, reply) => reply.status(201).send({ data: await users.createUser(ctx, req.body, requireAdmin(req)) }),
  );
}
