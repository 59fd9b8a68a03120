import { ROLE, ZOverviewQuery, ZOverviewResponse } from '@trazo/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/schemas';
import { tenantOf } from '../../plugins/authorization';
import { findOverview } from './find-overview';

const tags = ['Reportes'];
/** Transport companies (role 5) only, checked by the authentication gate before validation. */
const config = { roles: [ROLE.empresaTransporte] };

// 'Informes' (issue 12 §5): ours, the spec names no call for the overview.
export const overviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/informes/resumen',
    {
      config: { ...config, permission: 'movimientos.ver' },
      schema: {
        tags,
        summary: 'Resumen del periodo: movimientos, entregas a tiempo, inspecciones y fallas críticas',
        querystring: ZOverviewQuery,
        response: { 200: ZOverviewResponse, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => findOverview({ db: app.db, now: app.clock.now() }, tenantOf(request), request.query),
  );
};
