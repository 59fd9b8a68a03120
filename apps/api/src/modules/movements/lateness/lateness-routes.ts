import { ROLE, ZLatenessSettings, ZLatenessSettingsResponse } from '@trazo/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../lib/schemas';
import { tenantOf } from '../../../plugins/authorization';
import { findLatenessSettings, saveLatenessSettings } from './lateness-settings';

const tags = ['Configuración'];
const config = { roles: [ROLE.empresaTransporte], permission: 'configuracion.eventos' as const };

// Configuraciones › Retrasos (issue 26 item 2): role 5, each company its own settings.
export const latenessRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/configuracion/retrasos',
    {
      config,
      schema: {
        tags,
        summary: 'Tolerancia de las citas y horas sin eventos que marcan un movimiento como retrasado',
        response: { 200: ZLatenessSettingsResponse, ...errorResponses(401, 403) },
      },
    },
    async (request) => findLatenessSettings(app.db, tenantOf(request)),
  );

  app.put(
    '/configuracion/retrasos',
    {
      config,
      schema: {
        tags,
        summary: 'Guardar la configuración de retrasos',
        body: ZLatenessSettings,
        response: { 200: ZLatenessSettingsResponse, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => saveLatenessSettings(app.db, tenantOf(request), request.body, app.clock.now()),
  );
};
