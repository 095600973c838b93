import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminUpdateUserBody,
  authResultSchema,
  envelope,
  idParams,
  paginated,
  resetLinkSentSchema,
  resetPasswordBody,
  userSchema,
  usersPaginateQuery,
} from '@crayonbox/contract';
import { adminOnly, requireAdmin } from '../../plugins/auth.ts';
import { resetPassword } from './password-reset.ts';
import * as admin from './service.ts';

/** Admin user management (list, read, edit, block, reset link) and the guest's password reset. */
export async function adminUserRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const limited = { rateLimit: { max: ctx.config.authRateLimit, timeWindow: '1 minute' } };
  const oneUser = { 200: envelope(userSchema) };

  app.get(
    '/users/paginate',
    { preValidation: adminOnly, schema: { querystring: usersPaginateQuery, response: { 200: envelope(paginated(userSchema)) } } },
    async (req) => ({ data: await admin.paginateUsers(ctx.db, req.query, requireAdmin(req)) }),
  );

  app.get('/users/:id/read', { preValidation: adminOnly, schema: { params: idParams, response: oneUser } }, async (req) => ({
    data: await admin.readUser(ctx.db, req.params.id, requireAdmin(req)),
  }));

  app.patch(
    '/users/:id/update',
    { preValidation: adminOnly, schema: { params: idParams, body: adminUpdateUserBody, response: oneUser } },
    async (req) => ({ data: await admin.updateUser(ctx, req.params.id, req.body, requireAdmin(req)) }),
  );

  app.patch('/users/:id/blocked/toggle', { preValidation: adminOnly, schema: { params: idParams, response: oneUser } }, async (req) => ({
    data: await admin.toggleBlocked(ctx, req.params.id, requireAdmin(req)),
  }));

  app.post(
    '/users/:id/password-reset',
    { preValidation: adminOnly, schema: { params: idParams, response: { 200: envelope(resetLinkSentSchema) } } },
    async (req) => ({ data: await admin.sendPasswordReset(ctx, req.params.id) }),
  );

  app.post(
    '/users/password/reset',
    { config: limited, schema: { security: [], body: resetPasswordBody, response: { 200: envelope(authResultSchema) } } },
    async (req) => ({ data: await resetPassword(ctx, req.body) }),
  );
}
