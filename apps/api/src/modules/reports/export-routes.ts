import { ROLE, ZExportSyncedRequest } from '@trazo/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/schemas';
import { tenantOf } from '../../plugins/authorization';
import { exportSyncedMovements } from './export-synced-movements';
import { sendReportFile } from './send-report-file';

const tags = ['Reportes'];
/** Transport companies (role 5) only, checked by the authentication gate before validation. */
const config = { roles: [ROLE.empresaTransporte] };

// spec §7 export_movimientos_sincronizados ('Movimientos Sincronizados' tab, §2.7).
export const exportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/export_movimientos_sincronizados',
    {
      config: { ...config, permission: 'reportes.descargar' },
      // Files stream as they are: xlsx and pdf are compressed already, and compressing a csv on the fly
      // costs one zlib job per row written (see ADR 0015, the reports benchmark).
      compress: false,
      schema: {
        tags,
        summary: 'Movimientos sincronizados de un rango de fechas (.xlsx o .csv)',
        body: ZExportSyncedRequest,
        response: errorResponses(401, 403, 404, 422),
      },
    },
    async (request, reply) =>
      sendReportFile(reply, await exportSyncedMovements(app.db, tenantOf(request), request.body)),
  );
};
