import type { FastifyInstance } from 'fastify';
import { bookRoutes } from './modules/books/routes.ts';
import { coloredRoutes } from './modules/coloreds/routes.ts';
import { adminUserRoutes } from './modules/admin-users/routes.ts';
import { analyticsRoutes } from './modules/analytics/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { generationRoutes } from './modules/generation/routes.ts';
import { subscriptionRoutes } from './modules/subscriptions/routes.ts';
import { planRoutes } from './modules/plans/routes.ts';
import { creditRoutes } from './modules/credits/routes.ts';
import { billingRoutes } from './modules/billing/routes.ts';
import { appRoutes } from './modules/app/routes.ts';
import { manifestRoutes } from './modules/app/manifest-route.ts';
import { numbersRoutes } from './modules/numbers/routes.ts';
import { printRoutes } from './modules/print/routes.ts';
import { pageRoutes } from './modules/pages/routes.ts';
import { settingsRoutes } from './modules/settings/routes.ts';
import { storageRoutes } from './modules/storage/routes.ts';
import { userRoutes } from './modules/users/routes.ts';

/** Every module's routes, mounted under /api. */
export async function apiRoutes(app: FastifyInstance) {
  await app.register(healthRoutes);
  await app.register(planRoutes);
  await app.register(billingRoutes);
  await app.register(subscriptionRoutes);
  await app.register(creditRoutes);
  await app.register(appRoutes);
  await app.register(manifestRoutes);
  await app.register(userRoutes);
  await app.register(adminUserRoutes);
  await app.register(analyticsRoutes);
  await app.register(settingsRoutes);
  await app.register(storageRoutes);
  await app.register(generationRoutes);
  await app.register(coloredRoutes);
  await app.register(printRoutes);
  await app.register(numbersRoutes);
  await app.register(bookRoutes);
  await app.register(pageRoutes);
}
