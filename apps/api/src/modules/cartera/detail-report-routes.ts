import {
  DETAIL_REPORT_DEFAULT_COLUMNS,
  ROLE,
  ZDetailReportColumns,
  ZDetailReportExportQuery,
  ZDetailReportPage,
  ZDetailReportQuery,
} from '@trazo/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/schemas';
import { sessionOf, tenantOf } from '../../plugins/authorization';
import { movementScopeOf } from '../movements/movement-scope';
import { sendReportFile } from '../reports/send-report-file';
import { exportDetailReport, findDetailColumns, findDetailReport, saveDetailColumns } from './detail-report';

const tags = ['Cartera'];
const config = { roles: [ROLE.generador] };

// Movimientos → Informe de Detalles (issue 25 §4), the generator's (role 2) consignments report.
export const detailReportRoutes: FastifyPluginAsyncZod = async (app) => {
  const scopeOf = (request: FastifyRequest) =>
    movementScopeOf(app.db, { ...sessionOf(request), customerId: tenantOf(request) });

  app.get(
    '/informe-detalles',
    {
      config,
      schema: {
        tags,
        summary: 'Remesas del generador con todos sus datos, estado, último evento, cumplidos y factura',
        querystring: ZDetailReportQuery,
        response: { 200: ZDetailReportPage, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => findDetailReport(app.db, await scopeOf(request), request.query),
  );

  app.get(
    '/informe-detalles/exportar',
    {
      config,
      schema: {
        tags,
        summary: 'Descargar todas las remesas filtradas en las columnas elegidas (xlsx o csv, en flujo)',
        querystring: ZDetailReportExportQuery,
        response: errorResponses(401, 403, 422),
      },
    },
    async (request, reply) =>
      sendReportFile(reply, exportDetailReport(app.db, await scopeOf(request), request.query)),
  );

  app.get(
    '/informe-detalles/columnas',
    {
      config,
      schema: {
        tags,
        summary: 'Las columnas que el usuario eligió (o las de siempre)',
        response: { 200: ZDetailReportColumns, ...errorResponses(401, 403) },
      },
    },
    async (request) => ({
      columnas: (await findDetailColumns(app.db, sessionOf(request).userId)) ?? [
        ...DETAIL_REPORT_DEFAULT_COLUMNS,
      ],
    }),
  );

  app.put(
    '/informe-detalles/columnas',
    {
      config,
      schema: {
        tags,
        summary: 'Recordar las columnas elegidas para este usuario',
        body: ZDetailReportColumns,
        response: { 200: ZDetailReportColumns, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => ({
      columnas: await saveDetailColumns(
        app.db,
        sessionOf(request).userId,
        request.body.columnas,
        app.clock.now(),
      ),
    }),
  );
};
