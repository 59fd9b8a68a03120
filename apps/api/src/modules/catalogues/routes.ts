import { ZDocumentTypesResponse, ZZonesResponse } from '@trazo/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listDocumentTypes } from './list-document-types';
import { listZones } from './list-zones';

const tags = ['Catálogos'];
// Catalogues are seeded at start and change only with a release: browsers and proxies may keep them a day.
const CACHEABLE = 'public, max-age=86400';

// spec §7 GET /cargar_zonas; GET /tipos_documento is ours (the registration forms' document types).
export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/cargar_zonas',
    {
      config: { access: 'public' },
      schema: { tags, summary: 'Ciudades (DIVIPOLA)', response: { 200: ZZonesResponse } },
    },
    async (_request, reply) => {
      reply.header('cache-control', CACHEABLE);
      return { data: await listZones(app.db) };
    },
  );

  app.get(
    '/tipos_documento',
    {
      config: { access: 'public' },
      schema: { tags, summary: 'Tipos de documento', response: { 200: ZDocumentTypesResponse } },
    },
    async (_request, reply) => {
      reply.header('cache-control', CACHEABLE);
      return { data: await listDocumentTypes(app.db) };
    },
  );
};
