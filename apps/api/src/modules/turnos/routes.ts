import {
  ROLE,
  ZBranchLocationForm,
  ZCancelTurnRequest,
  ZCreateTurnRequest,
  ZDriverDeclineRequest,
  ZDriverTurnRequest,
  ZDriverTurnStatus,
  ZOfferTurnRequest,
  ZPendingMovementsQuery,
  ZPendingMovementsResponse,
  ZTurnBranch,
  ZTurnHistoryExportQuery,
  ZTurnHistoryQuery,
  ZTurnHistoryResponse,
  ZTurnIdParams,
  ZTurnQueueQuery,
  ZTurnQueueResponse,
  ZTurnSettings,
} from '@trazo/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/schemas';
import { driverSessionOf, sessionOf, tenantOf } from '../../plugins/authorization';
import { sendReportFile } from '../reports/send-report-file';
import { saveBranchLocation } from './branch-location';
import { driverRequestTurn, driverTurnStatus, findPendingMovements, findQueue } from './find-queue';
import { acceptOffer, declineOffer } from './offer-answers';
import { cancelTurn, createTurnByPlate, offerTurn } from './turn-actions';
import { exportTurnHistory, turnHistory } from './turn-history';
import { loadTurnSettings, saveTurnSettings } from './turn-rules';

const tags = ['Turnos'];
const read = { roles: [ROLE.empresaTransporte], permission: 'movimientos.ver' } as const;
const write = { roles: [ROLE.empresaTransporte], permission: 'turnos.administrar' } as const;
const ZOk = z.object({ ok: z.literal(true) });
const ZCreated = z.object({ id: z.number().int() });

// Issue 27 §1 turnos: the portal's /empresa-transporte/turnos (role 5: reads with 'movimientos.ver',
// changes with 'turnos.administrar') and the drivers' app's 'Enturnarme' (device session).
export const turnRoutes: FastifyPluginAsyncZod = async (app) => {
  const company = (request: Parameters<typeof sessionOf>[0]) => ({
    customerId: tenantOf(request),
    userId: sessionOf(request).userId,
  });

  app.get(
    '/turnos',
    {
      config: read,
      schema: {
        tags,
        summary: 'Cola de turnos por sucursal y clase de vehículo, en orden, con espera y elegibilidad',
        querystring: ZTurnQueueQuery,
        response: { 200: ZTurnQueueResponse, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => findQueue(app.db, tenantOf(request), request.query, app.clock.now()),
  );

  app.post(
    '/turnos',
    {
      config: write,
      schema: {
        tags,
        summary: 'Agregar un turno (placa y documento del conductor) en una sucursal',
        body: ZCreateTurnRequest,
        response: { 201: ZCreated, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send({ id: await createTurnByPlate(app.db, company(request), request.body, app.clock.now()) }),
  );

  app.get(
    '/turnos/movimientos-pendientes',
    {
      config: read,
      schema: {
        tags,
        summary: 'Movimientos programados sin iniciar ni ofrecer (para ofrecer a un turno)',
        querystring: ZPendingMovementsQuery,
        response: { 200: ZPendingMovementsResponse, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => findPendingMovements(app.db, tenantOf(request), request.query.sucursal),
  );

  app.post(
    '/turnos/:id/oferta',
    {
      config: write,
      schema: {
        tags,
        summary: 'Ofrecer un movimiento al primer vehículo elegible de la cola (una oferta a la vez)',
        params: ZTurnIdParams,
        body: ZOfferTurnRequest,
        response: { 200: ZOk, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      await offerTurn(
        app.db,
        company(request),
        request.params.id,
        request.body.movimientoId,
        app.clock.now(),
      );
      return { ok: true as const };
    },
  );

  app.post(
    '/turnos/:id/cancelar',
    {
      config: write,
      schema: {
        tags,
        summary: 'Cancelar un turno con su motivo (nunca se borra)',
        params: ZTurnIdParams,
        body: ZCancelTurnRequest,
        response: { 200: ZOk, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      await cancelTurn(app.db, company(request), request.params.id, request.body.motivo, app.clock.now());
      return { ok: true as const };
    },
  );

  app.get(
    '/turnos/configuracion',
    {
      config: read,
      schema: {
        tags,
        summary: 'Reglas de la cola: política de rechazo y minutos para responder',
        response: { 200: ZTurnSettings, ...errorResponses(401, 403) },
      },
    },
    async (request) => loadTurnSettings(app.db, tenantOf(request)),
  );

  app.put(
    '/turnos/configuracion',
    {
      config: write,
      schema: {
        tags,
        summary: 'Guardar las reglas de la cola',
        body: ZTurnSettings,
        response: { 200: ZTurnSettings, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => saveTurnSettings(app.db, tenantOf(request), request.body, app.clock.now()),
  );

  app.put(
    '/turnos/sucursales/:id',
    {
      config: write,
      schema: {
        tags,
        summary: 'Ubicación del patio de una sucursal (municipio, coordenadas y radio para enturnarse)',
        params: ZTurnIdParams,
        body: ZBranchLocationForm,
        response: { 200: ZTurnBranch, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => saveBranchLocation(app.db, tenantOf(request), request.params.id, request.body),
  );

  app.get(
    '/turnos/historial',
    {
      config: read,
      schema: {
        tags,
        summary: 'Turnos por sucursal y día con espera mediana y p90; rechazos por motivo',
        querystring: ZTurnHistoryQuery,
        response: { 200: ZTurnHistoryResponse, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => turnHistory(app.db, tenantOf(request), request.query),
  );

  app.get(
    '/turnos/historial/exportar',
    {
      config: { roles: [ROLE.empresaTransporte], permission: 'reportes.descargar' },
      schema: {
        tags,
        summary: 'Descargar el historial de turnos (xlsx o csv)',
        querystring: ZTurnHistoryExportQuery,
        response: errorResponses(401, 403, 422),
      },
    },
    async (request, reply) => {
      const { formato, ...filter } = request.query;
      return sendReportFile(reply, exportTurnHistory(app.db, tenantOf(request), filter, formato));
    },
  );

  // The drivers' app (Bearer device session), scoped to the session's driver and company.
  const driverConfig = { access: 'driver' } as const;
  const driverTags = ['App de conductores'];
  const driver = (request: Parameters<typeof driverSessionOf>[0]) => {
    const session = driverSessionOf(request);
    return { customerId: session.customerId, driverId: session.driverId };
  };

  app.get(
    '/conductor/turno',
    {
      config: driverConfig,
      schema: {
        tags: driverTags,
        summary: 'Turno del conductor: sucursales, vehículos inspeccionados hoy, su turno y su oferta',
        response: { 200: ZDriverTurnStatus, ...errorResponses(401) },
      },
    },
    async (request) => driverTurnStatus(app.db, driver(request), app.clock.now()),
  );

  app.post(
    '/conductor/turno',
    {
      config: driverConfig,
      schema: {
        tags: driverTags,
        summary: 'Enturnarme: en el área de la sucursal, con la inspección de hoy del vehículo',
        body: ZDriverTurnRequest,
        response: { 201: ZDriverTurnStatus, ...errorResponses(401, 404, 409, 422, 428) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await driverRequestTurn(app.db, driver(request), request.body, app.clock.now())),
  );

  app.post(
    '/conductor/turno/:id/aceptar',
    {
      config: driverConfig,
      schema: {
        tags: driverTags,
        summary: 'Aceptar la oferta: el viaje queda asignado al conductor y su vehículo',
        params: ZTurnIdParams,
        response: {
          200: z.object({ movimientoId: z.number().int() }),
          ...errorResponses(401, 404, 409, 422),
        },
      },
    },
    async (request) => ({
      movimientoId: await acceptOffer(app.db, driver(request), request.params.id, app.clock.now()),
    }),
  );

  app.post(
    '/conductor/turno/:id/rechazar',
    {
      config: driverConfig,
      schema: {
        tags: driverTags,
        summary: 'Rechazar la oferta con un motivo de la lista',
        params: ZTurnIdParams,
        body: ZDriverDeclineRequest,
        response: { 200: ZDriverTurnStatus, ...errorResponses(401, 404, 409, 422) },
      },
    },
    async (request) => {
      const now = app.clock.now();
      await declineOffer(app.db, driver(request), request.params.id, request.body.motivo, now);
      return driverTurnStatus(app.db, driver(request), now);
    },
  );

  app.post(
    '/conductor/turno/:id/salir',
    {
      config: driverConfig,
      schema: {
        tags: driverTags,
        summary: 'Salir de la cola (el turno queda cancelado, nunca se borra)',
        params: ZTurnIdParams,
        response: { 200: ZDriverTurnStatus, ...errorResponses(401, 404, 409, 422) },
      },
    },
    async (request) => {
      const now = app.clock.now();
      const scope = driver(request);
      await cancelTurn(
        app.db,
        { ...scope, userId: null },
        request.params.id,
        'El conductor salió de la cola',
        now,
      );
      return driverTurnStatus(app.db, scope, now);
    },
  );
};
