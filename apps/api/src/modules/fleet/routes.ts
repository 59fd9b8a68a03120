import multipart from '@fastify/multipart';
import {
  FLEET_FILE_LIMITS,
  MSG,
  type Permission,
  type RoleId,
  ZCreateDriverRequest,
  ZFleetDocumentFields,
  ZFleetDriverPage,
  ZFleetExportQuery,
  ZFleetKindParams,
  ZFleetQuery,
  ZFleetVehicleForm,
  ZFleetVehiclePage,
  ZMasterIdParams,
} from '@trazo/shared';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { bogotaDay } from '../../lib/bogota-day';
import { readMultipart } from '../../lib/read-multipart';
import { errorResponses } from '../../lib/schemas';
import { tenantOf } from '../../plugins/authorization';
import { sendReportFile } from '../reports/send-report-file';
import { exportDrivers, exportVehicles } from './export-fleet';
import { findDrivers, findVehicles } from './find-fleet';
import { createFleetDriver, createVehicle, saveFleetDocument, updateVehicle } from './save-fleet';

// Fleet documents over HTTP (issue 24 item 4), registered once per operator kind: the special-transport
// operator under /especiales/flota (role 1) and the transport company under /empresa/flota (role 5,
// permission conductores.administrar). Both scoped to the caller's company.

export interface FleetRouteOptions {
  prefix: string;
  tag: string;
  roles: readonly RoleId[];
  permission?: Permission;
}

const ZIdResponse = z.object({ id: z.number().int() });
const ZMessageResponse = z.object({ message: z.string() });

function invalidFields(issues: { path: PropertyKey[]; message: string }[]): never {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || 'body';
    errors[key] = [...(errors[key] ?? []), issue.message];
  }
  throw new AppError(422, issues[0]?.message ?? MSG.invalidData, { errors });
}

export function fleetRoutes(options: FleetRouteOptions): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = [options.tag];
    const config = {
      roles: [...options.roles],
      ...(options.permission ? { permission: options.permission } : {}),
    };
    const p = options.prefix;
    const today = () => bogotaDay(app.clock.now());
    const listDeps = () => ({ db: app.db, urlSigner: app.urlSigner, today: today() });

    app.get(
      `${p}/vehiculos`,
      {
        config,
        schema: {
          tags,
          summary: 'Vehículos con el estado de sus documentos (paginado, filtro por estado)',
          querystring: ZFleetQuery,
          response: { 200: ZFleetVehiclePage, ...errorResponses(401, 403, 422) },
        },
      },
      async (request) => findVehicles(listDeps(), tenantOf(request), request.query),
    );
    app.post(
      `${p}/vehiculos`,
      {
        config,
        schema: {
          tags,
          summary: 'Crear un vehículo (placa única en la empresa)',
          body: ZFleetVehicleForm,
          response: { 201: ZIdResponse, ...errorResponses(401, 403, 409, 422) },
        },
      },
      async (request, reply) =>
        reply.code(201).send({ id: await createVehicle(app.db, tenantOf(request), request.body) }),
    );
    app.put(
      `${p}/vehiculos/:id`,
      {
        config,
        schema: {
          tags,
          summary: 'Editar un vehículo (clase, número interno, marca, modelo)',
          params: ZMasterIdParams,
          body: ZFleetVehicleForm,
          response: { 200: ZIdResponse, ...errorResponses(401, 403, 404, 409, 422) },
        },
      },
      async (request) => ({
        id: await updateVehicle(app.db, tenantOf(request), request.params.id, request.body),
      }),
    );
    app.get(
      `${p}/vehiculos/exportar`,
      {
        config,
        schema: {
          tags,
          summary: 'Exportar los vehículos y sus documentos (.xlsx o .csv)',
          querystring: ZFleetExportQuery,
          response: errorResponses(401, 403, 422),
        },
      },
      async (request, reply) => {
        const { formato, ...filter } = request.query;
        return sendReportFile(reply, exportVehicles(app.db, tenantOf(request), filter, today(), formato));
      },
    );
    app.get(
      `${p}/conductores`,
      {
        config,
        schema: {
          tags,
          summary: 'Conductores con el estado de su licencia (paginado, filtro por estado)',
          querystring: ZFleetQuery,
          response: { 200: ZFleetDriverPage, ...errorResponses(401, 403, 422) },
        },
      },
      async (request) => findDrivers(listDeps(), tenantOf(request), request.query),
    );
    app.post(
      `${p}/conductores`,
      {
        config,
        schema: {
          tags,
          summary: 'Crear un conductor; con contraseña obtiene acceso a la app de conductores',
          body: ZCreateDriverRequest,
          response: { 201: ZIdResponse, ...errorResponses(401, 403, 409, 422, 424) },
        },
      },
      async (request, reply) =>
        reply.code(201).send({
          id: await createFleetDriver(app, tenantOf(request), request.body),
        }),
    );
    app.get(
      `${p}/conductores/exportar`,
      {
        config,
        schema: {
          tags,
          summary: 'Exportar los conductores y sus licencias (.xlsx o .csv)',
          querystring: ZFleetExportQuery,
          response: errorResponses(401, 403, 422),
        },
      },
      async (request, reply) => {
        const { formato, ...filter } = request.query;
        return sendReportFile(reply, exportDrivers(app.db, tenantOf(request), filter, today(), formato));
      },
    );

    await app.register(async (scope) => {
      const own = scope.withTypeProvider<ZodTypeProvider>();
      await own.register(multipart);
      for (const [segment, holder] of [
        ['vehiculos', 'vehicle'],
        ['conductores', 'driver'],
      ] as const) {
        own.put(
          `${p}/${segment}/:id/documentos/:kind`,
          {
            config,
            schema: {
              tags,
              summary: `Registrar o renovar un documento (${segment === 'vehiculos' ? 'vehículo' : 'conductor'}); multipart: number, issuer, category, expiresOn y archivo (foto o PDF de hasta 5 MB)`,
              consumes: ['multipart/form-data'],
              params: ZFleetKindParams,
              response: { 200: ZMessageResponse, ...errorResponses(401, 403, 404, 413, 422) },
            },
          },
          async (request) => {
            const customerId = tenantOf(request);
            const { fields, files } = await readMultipart(request, {
              maxFileBytes: FLEET_FILE_LIMITS.maxBytes,
              maxFiles: 1,
              fileFields: [FLEET_FILE_LIMITS.fieldName],
              messages: { fileTooLarge: MSG.fleetFileTooLarge },
            });
            const parsed = ZFleetDocumentFields.safeParse(fields);
            if (!parsed.success) invalidFields(parsed.error.issues);
            await saveFleetDocument({ db: app.db, storage: app.storage, clock: app.clock }, customerId, {
              holder,
              id: request.params.id,
              kind: request.params.kind,
              fields: parsed.data,
              file: files[0],
            });
            return { message: MSG.fleetDocumentSaved };
          },
        );
      }
    });
  };
}
