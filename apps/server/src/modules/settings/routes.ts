import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, settingNameParams, settingSchema } from '@crayonbox/contract';
import { adminOnly, requireAdmin } from '../../plugins/auth.ts';
import { listSettings, updateSetting } from './service.ts';

/** The value's own shape depends on the setting's name: the service checks it (422 per field). */
const updateBody = z
  .object({ value: z.unknown() })
  .refine((b) => b.value !== undefined, { message: 'Value is required.', path: ['value'] });

export async function settingsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  app.get('/settings/list', { schema: { security: [], response: { 200: envelope(z.array(settingSchema)) } } }, async (req) => ({
    data: await listSettings(ctx, Boolean(req.user?.admin)),
  }));

  app.patch(
    '/settings/:name/update',
    { preValidation: adminOnly, schema: { params: settingNameParams, body: updateBody, response: { 200: envelope(settingSchema) } } },
    async (req) => ({ data: await updateSetting(ctx, req.params.name, req.body.value, requireAdmin(req).id) }),
  );
}
