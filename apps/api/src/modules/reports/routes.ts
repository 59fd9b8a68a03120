import { ROLE } from '@trazo/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireRole } from '../../plugins/authorization';
import { exportRoutes } from './export-routes';
import { preopRoutes } from './preop-routes';

// 'Descargar Reportes' (spec §2.7, §7): transport companies (role 5) only, each on its own data.
export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  app.addHook('preHandler', requireRole(ROLE.empresaTransporte));
  await app.register(exportRoutes);
  await app.register(preopRoutes);
};
