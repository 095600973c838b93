import type { FastifyInstance } from 'fastify';
import { adminUpdateUserBody, idParams, resetPasswordBody, usersPaginateQuery } from '@crayonbox/contract';
import { requireAdmin } from '../../plugins/auth.ts';
import { resetPassword } from './password-reset.ts';
import * as admin from './service.ts';

/** Admin user management (list, read, edit, block, reset link) and the guest's password reset. */
export async function adminUserRoutes(app: FastifyInstance) {
  const { ctx } = app;
  const limited = { rateLimit: { max: ctx.config.authRateLimit, timeWindow: '1 minute' } };

  app.get('/users/paginate', async (req) => {
    const me = requireAdmin(req);
    return { data: await admin.paginateUsers(ctx.db, usersPaginateQuery.parse(req.query), me) };
  });

  app.get('/users/:id/read', async (req) => {
    const me = requireAdmin(req);
    return { data: await admin.readUser(ctx.db, idParams.parse(req.params).id, me) };
  });

  app.patch('/users/:id/update', async (req) => {
    const me = requireAdmin(req);
    const { id } = idParams.parse(req.params);
    return { data: await admin.updateUser(ctx, id, adminUpdateUserBody.parse(req.body), me) };
  });

  app.patch('/users/:id/blocked/toggle', async (req) => {
    const me = requireAdmin(req);
    return { data: await admin.toggleBlocked(ctx, idParams.parse(req.params).id, me) };
  });

  app.post('/users/:id/password-reset', async (req) => {
    requireAdmin(req);
    return { data: await admin.sendPasswordReset(ctx, idParams.parse(req.params).id) };
  });

  app.post('/users/password/reset', { config: limited }, async (req) => ({
    data: await resetPassword(ctx, resetPasswordBody.parse(req.body)),
  }));
}
