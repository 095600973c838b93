import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, idParams, planSchema, updatePlanBody } from '@crayonbox/contract';
import { adminOnly } from '../../plugins/auth.ts';
import * as plans from './service.ts';

/** Plans: public lists for the landing page and checkout, and the admin editor. */
export async function planRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;
  const planList = { security: [], response: { 200: envelope(z.array(planSchema)) } };

  app.get('/plans/list', { schema: planList }, async (req) => ({
    data: await plans.listPlans(db, { paidOnly: false, admin: Boolean(req.user?.admin) }),
  }));

  app.get('/plans/paid/list', { schema: planList }, async (req) => ({
    data: await plans.listPlans(db, { paidOnly: true, admin: Boolean(req.user?.admin) }),
  }));

  app.get(
    '/plans/:id/read',
    { preValidation: adminOnly, schema: { params: idParams, response: { 200: envelope(planSchema) } } },
    async (req) => ({ data: await plans.readPlan(db, req.params.id) }),
  );

  app.post(
    '/plans/:id/update',
    { preValidation: adminOnly, schema: { params: idParams, body: updatePlanBody, response: { 200: envelope(planSchema) } } },
    async (req) => ({ data: await plans.updatePlan(db, req.params.id, req.body) }),
  );
}
