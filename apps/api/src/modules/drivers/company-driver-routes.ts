import {
  MSG,
  ROLE,
  ZAssignDriverRequest,
  ZAssignDriverResponse,
  ZCreateDriverRequest,
  ZDriverAccessRequest,
  ZDriverActionResponse,
  ZDriverDetails,
  ZDriverExportQuery,
  ZDriverListQuery,
  ZDriverPage,
  ZMovementIdParams,
  ZSetDriverPasswordRequest,
} from '@trazo/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/schemas';
import { sessionOf, tenantOf } from '../../plugins/authorization';
import { sendReportFile } from '../reports/send-report-file';
import { assignMovementDriver } from './assign-movement-driver';
import { exportCompanyDrivers } from './export-company-drivers';
import { findCompanyDrivers } from './find-company-drivers';
import { createDriver, setDriverAccess, setDriverPassword, updateDriver } from './manage-company-drivers';

const tags = ['Conductores'];
/** Transport companies (role 5) only, checked by the authentication gate before validation. */
const config = { roles: [ROLE.empresaTransporte] };
const ZDriverIdParams = ZMovementIdParams;

// 'Conductores' (/empresa-transporte/configuracion/usuarios) and the movement detail's driver (issue 10 item 2).
export const companyDriverRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/conductores',
    {
      config: { ...config, permission: 'conductores.administrar' },
      schema: {
        tags,
        summary: 'Conductores de la empresa',
        querystring: ZDriverListQuery,
        response: { 200: ZDriverPage, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => {
      const { q, page, per_page } = request.query;
      return findCompanyDrivers(app.db, tenantOf(request), { q, page, perPage: per_page });
    },
  );

  app.get(
    '/conductores/exportar',
    {
      config: { ...config, permission: 'conductores.administrar' },
      schema: {
        tags,
        summary: 'Descargar los conductores filtrados (xlsx o csv, en flujo)',
        querystring: ZDriverExportQuery,
        response: errorResponses(401, 403, 422),
      },
    },
    async (request, reply) =>
      sendReportFile(
        reply,
        exportCompanyDrivers(app.db, tenantOf(request), request.query.q, request.query.formato),
      ),
  );

  app.post(
    '/conductores',
    {
      config: { ...config, permission: 'conductores.administrar' },
      schema: {
        tags,
        summary: 'Crear un conductor (y su contraseña de acceso)',
        body: ZCreateDriverRequest,
        response: { 201: ZDriverActionResponse, ...errorResponses(401, 403, 409, 422, 424) },
      },
    },
    async (request, reply) => {
      const data = await createDriver(app, tenantOf(request), request.body);
      return reply.code(201).send({ message: MSG.driverCreated, data });
    },
  );

  app.put(
    '/conductores/:id',
    {
      config: { ...config, permission: 'conductores.administrar' },
      schema: {
        tags,
        summary: 'Editar nombre, teléfono y correo de un conductor',
        params: ZDriverIdParams,
        body: ZDriverDetails,
        response: { 200: ZDriverActionResponse, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => ({
      message: MSG.driverUpdated,
      data: await updateDriver(app, tenantOf(request), request.params.id, request.body),
    }),
  );

  app.put(
    '/conductores/:id/clave',
    {
      config: { ...config, permission: 'conductores.administrar' },
      schema: {
        tags,
        summary: 'Asignar o restablecer la contraseña de acceso del conductor',
        params: ZDriverIdParams,
        body: ZSetDriverPasswordRequest,
        response: { 200: ZDriverActionResponse, ...errorResponses(401, 403, 404, 422, 424) },
      },
    },
    async (request) => ({
      message: MSG.driverPasswordSaved,
      data: await setDriverPassword(app, tenantOf(request), request.params.id, request.body.password),
    }),
  );

  app.put(
    '/conductores/:id/acceso',
    {
      config: { ...config, permission: 'conductores.administrar' },
      schema: {
        tags,
        summary: 'Desactivar (cierra sus sesiones) o reactivar el acceso del conductor',
        params: ZDriverIdParams,
        body: ZDriverAccessRequest,
        response: { 200: ZDriverActionResponse, ...errorResponses(401, 403, 404, 409, 422, 424) },
      },
    },
    async (request) => ({
      message: request.body.activo ? MSG.driverReactivated : MSG.driverDeactivated,
      data: await setDriverAccess(app, tenantOf(request), request.params.id, request.body.activo),
    }),
  );

  app.put(
    '/movimientos/:id/conductor',
    {
      config: { ...config, permission: 'conductores.administrar' },
      schema: {
        tags,
        summary: 'Asignar un conductor de la empresa al movimiento',
        params: ZMovementIdParams,
        body: ZAssignDriverRequest,
        response: { 200: ZAssignDriverResponse, ...errorResponses(401, 403, 404, 409, 422, 424) },
      },
    },
    async (request) => ({
      message: MSG.driverAssigned,
      data: await assignMovementDriver(
        { db: app.db, now: app.clock.now() },
        {
          customerId: tenantOf(request),
          userId: sessionOf(request).userId,
          movementId: request.params.id,
          driverId: request.body.driverId,
        },
      ),
    }),
  );
};
