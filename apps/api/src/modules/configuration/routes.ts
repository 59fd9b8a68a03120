import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { catalogueRoutes } from './catalogue-routes';
import { checklistRoutes } from './checklist-routes';
import { eventConfigRoutes } from './event-config-routes';

// Customer configuration (spec §2.8, §6, §7): transport companies (role 5) only — each route declares
// config.roles — each on its own data.
export const configurationRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(checklistRoutes);
  await app.register(eventConfigRoutes);
  await app.register(catalogueRoutes);
};
