import {
  ROLE,
  ZPreopPdfRequest,
  ZPreopPrintResponse,
  ZSearchVehicleRequest,
  ZSearchVehicleResponse,
} from '@trazo/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/schemas';
import { tenantOf } from '../../plugins/authorization';
import { generatePreopReport, searchVehicleData } from './preop-report';
import { sendReportFile } from './send-report-file';

const tags = ['Reportes'];
/** Transport companies (role 5) only, checked by the authentication gate before validation. */
const config = { roles: [ROLE.empresaTransporte] };

// spec §7 buscar_datos_vehiculo and generarpdfpreoperacional ('Documento Pesv' tab, §2.7).
export const preopRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.db, storage: app.storage };

  app.post(
    '/buscar_datos_vehiculo',
    {
      config: { ...config, permission: 'reportes.descargar' },
      // Files stream as they are: xlsx and pdf are compressed already, and compressing a csv on the fly
      // costs one zlib job per row written (see ADR 0015, the reports benchmark).
      compress: false,
      schema: {
        tags,
        summary:
          'Vehículo de un movimiento, el informe preoperacional (.pdf, .xlsx, .csv) o sus datos para imprimir',
        body: ZSearchVehicleRequest,
        response: {
          200: z.union([ZSearchVehicleResponse, ZPreopPrintResponse]),
          ...errorResponses(401, 403, 414, 415, 422, 423),
        },
      },
    },
    async (request, reply) => {
      const answer = await searchVehicleData(deps, tenantOf(request), request.body);
      return 'stream' in answer ? sendReportFile(reply, answer) : answer;
    },
  );

  app.post(
    '/generarpdfpreoperacional',
    {
      config: { ...config, permission: 'reportes.descargar' },
      // Files stream as they are: xlsx and pdf are compressed already, and compressing a csv on the fly
      // costs one zlib job per row written (see ADR 0015, the reports benchmark).
      compress: false,
      schema: {
        tags,
        summary: 'Informe preoperacional de un viaje (.pdf, .xlsx, .csv)',
        body: ZPreopPdfRequest,
        response: errorResponses(401, 403, 414, 415, 422),
      },
    },
    async (request, reply) =>
      sendReportFile(reply, await generatePreopReport(deps, tenantOf(request), request.body)),
  );
};
