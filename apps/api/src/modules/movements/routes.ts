import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiKeyRoutes } from '../integration/api-key-routes';
import { importRoutes } from './import-routes';
import { lookupPrivacyRoutes } from './lookup-privacy-routes';
import { publicMovementRoutes } from './public-routes';
import { movementViewRoutes } from './views-routes';

// Movements under /api: the public lookup (spec §7) and the role views, import and ERP keys (config.roles).
export const movementRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(publicMovementRoutes);
  await app.register(movementViewRoutes);
  await app.register(apiKeyRoutes);
  await app.register(importRoutes);
  await app.register(lookupPrivacyRoutes);
};
