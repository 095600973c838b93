import type { FastifyInstance } from 'fastify';
import { healthRoutes } from './modules/health/routes.ts';
import { settingsRoutes } from './modules/settings/routes.ts';
import { storageRoutes } from './modules/storage/routes.ts';
import { userRoutes } from './modules/users/routes.ts';

/** Every module's routes, mounted under /api. */
export async function apiRoutes(app: FastifyInstance) {
  await app.register(healthRoutes);
  await app.register(userRoutes);
  await app.register(settingsRoutes);
  await app.register(storageRoutes);
}
