import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { settingNameParams } from '@crayonbox/contract';
import { requireAdmin } from '../../plugins/auth.ts';
import { listSettings, updateSetting } from './service.ts';

const updateBody = z
  .object({ value: z.unknown() })
  .refine((b) => b.value !== undefined, { message: 'Value is required.', path: ['value'] });

export async function settingsRoutes(app: FastifyInstance) {
  const { ctx } = app;
  app.get('/settings/list', async (req) => ({ data: await listSettings(ctx, Boolean(req.user?.admin)) }));

  app.patch('/settings/:name/update', async (req) => {
    requireAdmin(req);
    const { name } = settingNameParams.parse(req.params);
    return { data: await updateSetting(ctx, name, updateBody.parse(req.body).value) };
  });
}
