import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { importRoutes } from './import-routes';
import { latenessRoutes } from './lateness/lateness-routes';
import { lookupPrivacyRoutes } from './lookup-privacy-routes';
import { publicMovementRoutes } from './public-routes';
import { movementViewRoutes } from './views-routes';

// Movements under /api: the public lookup (spec §7), the role views and the import (config.roles).
// The ERP key management lives with integration (app.ts): movements must not import integration, which
// imports movements' services (module-boundaries.test.ts).
export const movementRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(publicMovementRoutes);
  await app.register(movementViewRoutes);
  await app.register(importRoutes);
  await app.register(lookupPrivacyRoutes);
  await app.register(latenessRoutes);
};
