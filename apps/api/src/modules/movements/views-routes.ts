import {
  ROLE,
  ZBlockedTripsResponse,
  ZMovementDetail,
  ZMovementExportQuery,
  ZMovementFiltersResponse,
  ZMovementIdParams,
  ZMovementListQuery,
  ZMovementListResponse,
  ZMovementManifestParams,
} from '@trazo/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/schemas';
import { sessionOf, tenantOf } from '../../plugins/authorization';
import { sendReportFile } from '../reports/send-report-file';
import { exportMovementList } from './export-movement-list';
import { findMovementDetail, findMovementIdByManifest } from './find-movement-detail';
import { findMovements } from './find-movements';
import { findBlockedTrips } from './inspection-block';
import { listMovementFilters } from './list-movement-filters';
import { movementScopeOf } from './movement-scope';

const tags = ['Movimientos'];

// Role 5 'Movimientos APP', detallemovimiento, pendientes; role 2 mov-transporte, pendientes (issue 4 §4).
// Roles 5 and 2 (config.roles, checked by the authentication gate); every answer scoped by movementScopeOf.
export const movementViewRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { roles: [ROLE.empresaTransporte, ROLE.generador] };
  const scopeOf = (request: FastifyRequest) =>
    movementScopeOf(app.db, { ...sessionOf(request), customerId: tenantOf(request) });

  app.get(
    '/movimientos',
    {
      config: { ...config, permission: 'movimientos.ver' },
      schema: {
        tags,
        summary: 'Movimientos (manifiestos) con filtros y paginación',
        querystring: ZMovementListQuery,
        response: { 200: ZMovementListResponse, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => findMovements(app.db, await scopeOf(request), request.query, false, app.clock.now()),
  );

  app.get(
    '/movimientos/exportar',
    {
      config: { ...config, permission: 'movimientos.ver' },
      schema: {
        tags,
        summary: 'Descargar los movimientos filtrados, o los pendientes (xlsx o csv, en flujo)',
        querystring: ZMovementExportQuery,
        response: errorResponses(401, 403, 422),
      },
    },
    async (request, reply) =>
      sendReportFile(
        reply,
        exportMovementList(app.db, await scopeOf(request), request.query, app.clock.now()),
      ),
  );

  app.get(
    '/movimientos/bloqueados',
    {
      config: { roles: [ROLE.empresaTransporte], permission: 'movimientos.ver' },
      schema: {
        tags,
        summary: 'Viajes detenidos por un ítem crítico de la inspección sin corrección (Inicio)',
        response: { 200: ZBlockedTripsResponse, ...errorResponses(401, 403) },
      },
    },
    async (request) => ({ data: await findBlockedTrips(app.db, tenantOf(request), app.clock.now()) }),
  );

  app.get(
    '/movimientos/pendientes',
    {
      config: { ...config, permission: 'movimientos.ver' },
      schema: {
        tags,
        summary: 'Movimientos sin cierre de entrega',
        querystring: ZMovementListQuery,
        response: { 200: ZMovementListResponse, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => findMovements(app.db, await scopeOf(request), request.query, true, app.clock.now()),
  );

  app.get(
    '/movimientos/filtros',
    {
      config: { ...config, permission: 'movimientos.ver' },
      schema: {
        tags,
        summary: 'Opciones de los filtros de movimientos',
        response: { 200: ZMovementFiltersResponse, ...errorResponses(401, 403) },
      },
    },
    async (request) => listMovementFilters(app.db, await scopeOf(request)),
  );

  app.get(
    '/movimientos/:id',
    {
      config: { ...config, permission: 'movimientos.ver' },
      schema: {
        tags,
        summary: 'Detalle de un movimiento',
        params: ZMovementIdParams,
        response: { 200: ZMovementDetail, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => findMovementDetail(app, await scopeOf(request), request.params.id),
  );

  app.get(
    '/movimientos/manifiesto/:manifiesto',
    {
      config: { ...config, permission: 'movimientos.ver' },
      schema: {
        tags,
        summary: 'Detalle de un movimiento por número de manifiesto',
        params: ZMovementManifestParams,
        response: { 200: ZMovementDetail, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const scope = await scopeOf(request);
      const id = await findMovementIdByManifest(app.db, scope, request.params.manifiesto);
      return findMovementDetail(app, scope, id);
    },
  );
};
