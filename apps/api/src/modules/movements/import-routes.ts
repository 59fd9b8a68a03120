import multipart from '@fastify/multipart';
import {
  IMPORT_FILE_FIELD,
  MOVEMENT_LIMITS,
  MSG,
  ROLE,
  ZImportReport,
  ZImportTemplateQuery,
} from '@trazo/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { readMultipart } from '../../lib/read-multipart';
import { errorResponses } from '../../lib/schemas';
import { tenantOf } from '../../plugins/authorization';
import { buildTemplate } from './import/build-template';
import { importMovements } from './import/import-movements';
import { createImportSlots } from './import/import-slots';

const tags = ['Movimientos'];
const CONTENT_TYPES = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
};

// 'Movimientos APP' import (role 5, config.roles): template, preview (dry run) and import.
export const importRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { roles: [ROLE.empresaTransporte], permission: 'movimientos.cargar' as const };
  const slots = createImportSlots(MOVEMENT_LIMITS.importConcurrentPerCompany);
  await app.register(multipart);

  app.get(
    '/movimientos/importacion/plantilla',
    {
      config,
      schema: {
        tags,
        summary: 'Plantilla de importación (.xlsx o .csv)',
        querystring: ZImportTemplateQuery,
        response: errorResponses(401, 403, 422),
      },
    },
    async (request, reply) => {
      const format = request.query.formato;
      // `as never`: the body is a file, which Fastify sends as is, but the zod type provider types
      // send() from the declared response schemas, which here are only the JSON errors.
      return reply
        .header('content-type', CONTENT_TYPES[format])
        .header('content-disposition', `attachment; filename="plantilla_movimientos.${format}"`)
        .send((await buildTemplate(format)) as never);
    },
  );

  const readFile = async (request: Parameters<typeof readMultipart>[0]) => {
    const { files } = await readMultipart(request, {
      maxFileBytes: MOVEMENT_LIMITS.importMaxBytes,
      maxFiles: 1,
      fileFields: [IMPORT_FILE_FIELD],
    });
    const file = files[0];
    if (!file)
      throw new AppError(422, MSG.importFileRequired, {
        errors: { [IMPORT_FILE_FIELD]: [MSG.importFileRequired] },
      });
    return file;
  };

  for (const [path, isDryRun, summary] of [
    ['/movimientos/importacion/vista-previa', true, 'Vista previa de una importación (no guarda nada)'],
    ['/movimientos/importacion', false, 'Importar movimientos desde .xlsx o .csv (todo o nada)'],
  ] as const) {
    app.post(
      path,
      {
        config,
        schema: {
          tags,
          summary,
          description: `multipart/form-data con el archivo en el campo ${IMPORT_FILE_FIELD}.`,
          response: { 200: ZImportReport, ...errorResponses(401, 403, 413, 415, 422, 429) },
        },
      },
      async (request) => {
        const customerId = tenantOf(request);
        // Taken once the upload has arrived (at most importMaxBytes, within the request timeout, ADR
        // 0018): the slot bounds the reading of spreadsheets, and an upload trickling in over a weak
        // or hostile connection must not keep the company's other imports waiting (issue 23).
        const file = await readFile(request);
        const release = slots.take(customerId);
        try {
          return await importMovements(
            { db: app.db, now: app.clock.now() },
            { customerId, bytes: file.bytes, filename: file.filename || 'archivo', isDryRun },
          );
        } finally {
          release();
        }
      },
    );
  }
};
