import { ZZonesResponse } from '@trazo/shared';
import { asc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { zones } from '../../db/schema';

// spec §3 Zone, §7 GET /cargar_zonas: the cities (DIVIPOLA municipalities) of the registration and
// profile dropdowns. Public (registration needs it before any login) and cacheable: it changes only
// when the catalogue is re-seeded.
export const zoneRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/cargar_zonas',
    { schema: { tags: ['Catálogos'], summary: 'Ciudades (zonas)', response: { 200: ZZonesResponse } } },
    async (_request, reply) => {
      const data = await app.db
        .select({ id: zones.id, nombre_division: zones.nombreDivision })
        .from(zones)
        .orderBy(asc(zones.nombreDivision));
      reply.header('cache-control', 'public, max-age=3600');
      return { data };
    },
  );
};
