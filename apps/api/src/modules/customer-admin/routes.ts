import {
  ROLE,
  STATUS_ACTIONS,
  ZCustomerActionResponse,
  ZCustomerExportQuery,
  ZCustomerListQuery,
  ZCustomerPage,
  ZCustomerParams,
} from '@trazo/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, ZIgnoredBody } from '../../lib/schemas';
import { sendReportFile } from '../reports/send-report-file';
import { changeCustomerStatus } from './change-customer-status';
import { exportCustomers } from './export-customers';
import { findCustomers } from './find-customers';

const tags = ['Activación de empresas'];
const SUMMARY = { activar: 'Activar', rechazar: 'Rechazar', desactivar: 'Desactivar' } as const;

// Issue 3 item 7: /super-administrador/clientes — companies pending, active or disabled (role 6 only;
// the role is checked by the authentication gate, before validation). Registered under prefix /super-administrador/clientes.
export const customerAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { roles: [ROLE.superAdministrador] };

  app.get(
    '/',
    {
      config,
      schema: {
        tags,
        summary: 'Empresas clientes',
        querystring: ZCustomerListQuery,
        response: { 200: ZCustomerPage, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => {
      const { status, kind, q, page, per_page } = request.query;
      return findCustomers(app.db, { status, kind, q, page, perPage: per_page });
    },
  );

  app.get(
    '/exportar',
    {
      config,
      schema: {
        tags,
        summary: 'Descargar las empresas filtradas (xlsx o csv, en flujo)',
        querystring: ZCustomerExportQuery,
        response: errorResponses(401, 403, 422),
      },
    },
    async (request, reply) => {
      const { status, kind, q, formato } = request.query;
      return sendReportFile(reply, exportCustomers(app.db, { status, kind, q }, formato));
    },
  );

  for (const action of STATUS_ACTIONS) {
    app.post(
      `/:id/${action}`,
      {
        config,
        schema: {
          tags,
          summary: `${SUMMARY[action]} una empresa`,
          params: ZCustomerParams,
          body: ZIgnoredBody,
          response: { 200: ZCustomerActionResponse, ...errorResponses(401, 403, 404, 424) },
        },
      },
      async (request) => changeCustomerStatus(app, request.params.id, action),
    );
  }
};
