import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiKeyRoutes } from '../integration/api-key-routes';
import { importRoutes } from './import-routes';
import { lookupPrivacyRoutes } from './lookup-privacy-routes';
import { publicMovementRoutes } from './public-routes';
import { movementViewRoutes } from './views-routes';

// Movements under /api: the public lookup (spec §7) and, behind authentication, the role views.
export const movementRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(publicMovementRoutes);
  await app.register(async (scope) => {
    scope.addHook('onRequest', app.authenticate);
    await scope.register(movementViewRoutes);
    await scope.register(apiKeyRoutes);
    await scope.register(importRoutes);
    await scope.register(lookupPrivacyRoutes);
  });
};
