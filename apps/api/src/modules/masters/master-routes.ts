import multipart from '@fastify/multipart';
import {
  IMPORT_FILE_FIELD,
  MOVEMENT_LIMITS,
  MSG,
  type Page,
  type Permission,
  REPORT_CONTENT_TYPES,
  type RoleId,
  ZImportTemplateQuery,
  ZMasterExportQuery,
  ZMasterIdParams,
  ZMasterImportReport,
  ZMasterQuery,
  ZMasterStateBody,
  ZPage,
} from '@trazo/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { readMultipart } from '../../lib/read-multipart';
import { errorResponses } from '../../lib/schemas';
import { createImportSlots } from '../movements/import/import-slots';
import type { ReportFile } from '../reports/export-synced-movements';
import { sendReportFile } from '../reports/send-report-file';
import { buildMasterTemplate, importMaster, type MasterImporter } from './master-import';
import type { MasterFilter } from './master-query';

// The HTTP side of a master or catalogue (STYLE rule 15): one call registers its list, create, edit,
// activate/deactivate, export and (optionally) import routes, all for `roles` and scoped to the caller's
// customer by `scope`. A new catalogue is its contract, its service and one `masterRoutes(...)`.

export interface MasterDeps {
  db: Db;
  now: Date;
}

export interface MasterDefinition<R, F> {
  /** '/especiales/centros-costos' (under /api). */
  path: string;
  tag: string;
  /** 'centro de costos', for the OpenAPI summaries. */
  noun: string;
  roles: readonly RoleId[];
  /** On transport-company (role 5) catalogues: the profile permission they need (issue 27 §3). */
  permission?: Permission;
  /** The customer the caller acts for (403 when it is not one this master serves). */
  scope: (request: FastifyRequest) => number;
  row: z.ZodType<R>;
  form: z.ZodType<F>;
  find(
    db: Db,
    customerId: number,
    query: MasterFilter & { page: number; per_page: number },
  ): Promise<Page<R>>;
  create(deps: MasterDeps, customerId: number, form: F): Promise<R>;
  update(deps: MasterDeps, customerId: number, id: number, form: F): Promise<R>;
  setActive(deps: MasterDeps, customerId: number, id: number, active: boolean): Promise<R>;
  export(db: Db, customerId: number, filter: MasterFilter, format: 'xlsx' | 'csv'): ReportFile;
  importer?: MasterImporter<F, unknown>;
}

export function masterRoutes<R, F>(def: MasterDefinition<R, F>): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = [def.tag];
    const config = { roles: [...def.roles], permission: def.permission };
    const deps = (): MasterDeps => ({ db: app.db, now: app.clock.now() });
    const { path } = def;
    // The route schemas see plain zod types: the zod type provider cannot follow the generic R and F.
    const row = def.row as z.ZodType;
    const form = def.form as z.ZodType;

    app.get(
      path,
      {
        config,
        schema: {
          tags,
          summary: `Lista paginada (${def.noun}), con búsqueda sin tildes`,
          querystring: ZMasterQuery,
          response: { 200: ZPage(row), ...errorResponses(401, 403, 422) },
        },
      },
      async (request) => def.find(app.db, def.scope(request), request.query),
    );

    app.post(
      path,
      {
        config,
        schema: {
          tags,
          summary: `Crear (${def.noun})`,
          body: form,
          response: { 201: row, ...errorResponses(401, 403, 409, 422) },
        },
      },
      async (request, reply) =>
        reply.code(201).send((await def.create(deps(), def.scope(request), request.body as F)) as unknown),
    );

    app.put(
      `${path}/:id`,
      {
        config,
        schema: {
          tags,
          summary: `Editar (${def.noun})`,
          params: ZMasterIdParams,
          body: form,
          response: { 200: row, ...errorResponses(401, 403, 404, 409, 422) },
        },
      },
      async (request) =>
        (await def.update(deps(), def.scope(request), request.params.id, request.body as F)) as unknown,
    );

    app.patch(
      `${path}/:id/estado`,
      {
        config,
        schema: {
          tags,
          summary: `Activar o desactivar (${def.noun}); nunca se borra`,
          params: ZMasterIdParams,
          body: ZMasterStateBody,
          response: { 200: row, ...errorResponses(401, 403, 404, 422) },
        },
      },
      async (request) =>
        (await def.setActive(deps(), def.scope(request), request.params.id, request.body.active)) as unknown,
    );

    app.get(
      `${path}/exportar`,
      {
        config,
        schema: {
          tags,
          summary: `Exportar (${def.noun}) en .xlsx o .csv, con el filtro de la lista`,
          querystring: ZMasterExportQuery,
          response: errorResponses(401, 403, 422),
        },
      },
      async (request, reply) => {
        const { formato, ...filter } = request.query;
        return sendReportFile(reply, def.export(app.db, def.scope(request), filter, formato));
      },
    );

    if (def.importer) await importRoutes(app, def, def.importer);
  };
}

async function importRoutes<R, F>(
  app: Parameters<FastifyPluginAsyncZod>[0],
  def: MasterDefinition<R, F>,
  importer: MasterImporter<F, unknown>,
) {
  const tags = [def.tag];
  const config = { roles: [...def.roles], permission: def.permission };
  const slots = createImportSlots(MOVEMENT_LIMITS.importConcurrentPerCompany);
  await app.register(multipart);

  app.get(
    `${def.path}/importacion/plantilla`,
    {
      config,
      schema: {
        tags,
        summary: `Plantilla de importación (${def.noun})`,
        querystring: ZImportTemplateQuery,
        response: errorResponses(401, 403, 422),
      },
    },
    async (request, reply) => {
      def.scope(request);
      const format = request.query.formato;
      const file = await buildMasterTemplate(importer, format);
      return reply
        .header('content-type', REPORT_CONTENT_TYPES[format])
        .header(
          'content-disposition',
          `attachment; filename="plantilla_${importer.sheetName.toLowerCase().replace(/\W+/g, '_')}.${format}"`,
        )
        .send(file as never);
    },
  );

  for (const [suffix, isDryRun] of [
    ['/importacion/vista-previa', true],
    ['/importacion', false],
  ] as const) {
    app.post(
      `${def.path}${suffix}`,
      {
        config,
        schema: {
          tags,
          summary: isDryRun
            ? `Vista previa de una importación (${def.noun})`
            : `Importar (${def.noun}), todo o nada`,
          description: `multipart/form-data con el archivo en el campo ${IMPORT_FILE_FIELD}.`,
          response: { 200: ZMasterImportReport, ...errorResponses(401, 403, 413, 415, 422, 429) },
        },
      },
      async (request) => {
        const customerId = def.scope(request);
        const release = slots.take(customerId);
        try {
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
          return await importMaster(app.db, importer, {
            customerId,
            bytes: file.bytes,
            filename: file.filename || 'archivo',
            isDryRun,
          });
        } finally {
          release();
        }
      },
    );
  }
}
