import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exportRoutes } from './export-routes';
import { overviewRoutes } from './overview-routes';
import { preopRoutes } from './preop-routes';

// 'Descargar Reportes' (spec §2.7, §7): transport companies (role 5) only — each route
// declares config.roles — each on its own data.
export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(exportRoutes);
  await app.register(preopRoutes);
  await app.register(overviewRoutes);
};
