import multipart from '@fastify/multipart';
import {
  CARTERA_IMPORT_KINDS,
  IMPORT_FILE_FIELD,
  MOVEMENT_LIMITS,
  MSG,
  REPORT_CONTENT_TYPES,
  ROLE,
  ZImportTemplateQuery,
  ZMasterImportReport,
} from '@trazo/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../../lib/app-error';
import { readMultipart } from '../../../lib/read-multipart';
import { errorResponses } from '../../../lib/schemas';
import { tenantOf } from '../../../plugins/authorization';
import { buildMasterTemplate } from '../../masters/master-import';
import { createImportSlots } from '../../movements/import/import-slots';
import { buildCarteraTemplateColumns, importCartera } from './cartera-import';

const tags = ['Cartera'];

// Contable → Cartera → Importar (issue 25 §1): the ERP's invoices and payments from a spreadsheet, for a
// company whose ERP does not call the integration API. Same upload caps and reader as the movements
// import (10 MB read with a cap, rows streamed, a few imports per company at a time).
export const carteraImportRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { roles: [ROLE.empresaTransporte], permission: 'cartera.cargar' as const };
  const slots = createImportSlots(MOVEMENT_LIMITS.importConcurrentPerCompany);
  await app.register(multipart);

  for (const tipo of CARTERA_IMPORT_KINDS) {
    app.get(
      `/cartera/${tipo}/importacion/plantilla`,
      {
        config,
        schema: {
          tags,
          summary: 'Plantilla de importación de facturas o pagos (.xlsx o .csv)',
          querystring: ZImportTemplateQuery,
          response: errorResponses(401, 403, 422),
        },
      },
      async (request, reply) => {
        tenantOf(request);
        const format = request.query.formato;
        const sheetName = tipo === 'facturas' ? 'Facturas' : 'Pagos';
        const file = await buildMasterTemplate(
          { columns: buildCarteraTemplateColumns(tipo), sheetName },
          format,
        );
        return reply
          .header('content-type', REPORT_CONTENT_TYPES[format])
          .header('content-disposition', `attachment; filename="plantilla_cartera_${tipo}.${format}"`)
          .send(file as never);
      },
    );

    for (const [suffix, isDryRun] of [
      ['/vista-previa', true],
      ['', false],
    ] as const) {
      app.post(
        `/cartera/${tipo}/importacion${suffix}`,
        {
          config,
          schema: {
            tags,
            summary: isDryRun
              ? 'Vista previa de una importación de facturas o pagos (no guarda nada)'
              : 'Importar facturas o pagos desde .xlsx o .csv (todo o nada, idempotente)',
            description: `multipart/form-data con el archivo en el campo ${IMPORT_FILE_FIELD}. Las mismas reglas que /api/v1/integracion/facturas y /pagos.`,
            response: { 200: ZMasterImportReport, ...errorResponses(401, 403, 413, 415, 422, 429) },
          },
        },
        async (request) => {
          const customerId = tenantOf(request);
          // The slot is taken once the upload has arrived (as the movements import does): a slow upload
          // must not keep the company's other imports waiting.
          const { files } = await readMultipart(request, {
            maxFileBytes: MOVEMENT_LIMITS.importMaxBytes,
            maxFiles: 1,
            fileFields: [IMPORT_FILE_FIELD],
          });
          const file = files[0];
          if (!file) {
            throw new AppError(422, MSG.importFileRequired, {
              errors: { [IMPORT_FILE_FIELD]: [MSG.importFileRequired] },
            });
          }
          const release = slots.take(customerId);
          try {
            return await importCartera(app.db, tipo, {
              customerId,
              bytes: file.bytes,
              filename: file.filename || 'archivo',
              isDryRun,
              now: app.clock.now(),
            });
          } finally {
            release();
          }
        },
      );
    }
  }
};
