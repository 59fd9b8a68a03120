import { ROLE, ZGlobalSearchQuery, ZGlobalSearchResponse } from '@trazo/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/schemas';
import { sessionOf, tenantOf } from '../../plugins/authorization';
import { movementScopeOf } from '../movements/movement-scope';
import { globalSearch } from './global-search';

// Issue 26 item 6: GET /api/busqueda — the top bar's search (Ctrl+K). Transport companies (their whole
// company) and generators (their grant's generator), scoped exactly like the movement lists.
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/busqueda',
    {
      config: { roles: [ROLE.empresaTransporte, ROLE.generador], permission: 'movimientos.ver' },
      schema: {
        tags: ['Búsqueda'],
        summary: 'Búsqueda global: manifiesto, remesa, placa, documento del cliente, conductor o factura',
        querystring: ZGlobalSearchQuery,
        response: { 200: ZGlobalSearchResponse, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const scope = await movementScopeOf(app.db, { ...session, customerId: tenantOf(request) });
      // Invoices are cartera: a company user sees them only with the permission the cartera routes ask
      // for; a generator sees its own (the cartera routes serve it too).
      const invoices =
        session.roleId !== ROLE.empresaTransporte || session.permissions.includes('cartera.ver');
      return globalSearch(app.db, { ...scope, invoices }, request.query.q);
    },
  );
};
