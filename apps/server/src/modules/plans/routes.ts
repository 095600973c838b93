import type { FastifyInstance } from 'fastify';
import { idParams, updatePlanBody } from '@crayonbox/contract';
import { requireAdmin } from '../../plugins/auth.ts';
import * as plans from './service.ts';

/** Plans: public lists for the landing page and checkout, and the admin editor. */
export async function planRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  app.get('/plans/list', async (req) => ({ data: await plans.listPlans(db, { paidOnly: false, admin: Boolean(req.user?.admin) }) }));

  app.get('/plans/paid/list', async (req) => ({ data: await plans.listPlans(db, { paidOnly: true, admin: Boolean(req.user?.admin) }) }));

  app.get('/plans/:id/read', async (req) => {
    requireAdmin(req);
    return { data: await plans.readPlan(db, idParams.parse(req.params).id) };
  });

  app.post('/plans/:id/update', async (req) => {
    requireAdmin(req);
    const { id } = idParams.parse(req.params);
    return { data: await plans.updatePlan(db, id, updatePlanBody.parse(req.body)) };
  });
}
