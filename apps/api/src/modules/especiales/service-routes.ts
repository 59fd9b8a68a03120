import {
  ZProgramServiceBody,
  ZService,
  ZServiceDetail,
  ZServiceExportQuery,
  ZServiceFilter,
  ZServiceForm,
  ZServiceIdParams,
  ZServicePage,
  ZServiceQuery,
  ZServiceResources,
  ZServiceSummary,
  ZServiceTotals,
  ZServiceTransitionBody,
} from '@trazo/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/schemas';
import { sessionOf } from '../../plugins/authorization';
import { sendReportFile } from '../reports/send-report-file';
import { changeServiceState } from './change-service-state';
import { findServiceDetail, findServices } from './find-services';
import { ESPECIALES_ROLES, operatorOf } from './operator-scope';
import { programService } from './program-service';
import { createService, updateService } from './save-service';
import type { ServiceActor } from './service-changes';
import { exportServices, serviceResources, serviceSummary, serviceTotals } from './service-reports';

// /api/especiales/solicitudes (issue 24 items 3, 7, 8): the operator's service requests, their
// programming and state changes, the history's totals and export, and the home page's counters.

const PATH = '/especiales/solicitudes';
const tags = ['Especiales'];
const config = { roles: [...ESPECIALES_ROLES] };

const actorOf = (request: FastifyRequest): ServiceActor => ({
  customerId: operatorOf(request),
  userId: sessionOf(request).userId,
});

export const serviceRoutes: FastifyPluginAsyncZod = async (app) => {
  const now = () => app.clock.now();

  app.get(
    PATH,
    {
      config,
      schema: {
        tags,
        summary: 'Servicios del operador, filtrados y paginados (tablero e históricos)',
        querystring: ZServiceQuery,
        response: { 200: ZServicePage, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => findServices(app.db, operatorOf(request), request.query),
  );

  app.get(
    `${PATH}/totales`,
    {
      config,
      schema: {
        tags,
        summary: 'Servicios y pasajeros por centro de costos y por cliente, con el filtro de la lista',
        querystring: ZServiceFilter,
        response: { 200: ZServiceTotals, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => serviceTotals(app.db, operatorOf(request), request.query),
  );

  app.get(
    `${PATH}/exportar`,
    {
      config,
      schema: {
        tags,
        summary: 'Exportar los servicios filtrados en .xlsx o .csv',
        querystring: ZServiceExportQuery,
        response: errorResponses(401, 403, 422),
      },
    },
    async (request, reply) => {
      const { formato, ...filter } = request.query;
      return sendReportFile(reply, exportServices(app.db, operatorOf(request), filter, formato));
    },
  );

  app.get(
    `${PATH}/resumen`,
    {
      config,
      schema: {
        tags,
        summary: 'Inicio: servicios de hoy y mañana por estado, y solicitudes por programar',
        response: { 200: ZServiceSummary, ...errorResponses(401, 403) },
      },
    },
    async (request) => serviceSummary(app.db, operatorOf(request), now()),
  );

  app.get(
    `${PATH}/recursos`,
    {
      config,
      schema: {
        tags,
        summary: 'Vehículos y conductores del operador, para programar un servicio',
        response: { 200: ZServiceResources, ...errorResponses(401, 403) },
      },
    },
    async (request) => serviceResources(app.db, operatorOf(request)),
  );

  app.get(
    `${PATH}/:id`,
    {
      config,
      schema: {
        tags,
        summary: 'Un servicio con su historial de cambios',
        params: ZServiceIdParams,
        response: { 200: ZServiceDetail, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => findServiceDetail(app.db, operatorOf(request), request.params.id),
  );

  app.post(
    PATH,
    {
      config,
      schema: {
        tags,
        summary: 'Registrar una solicitud de servicio (estado Solicitada)',
        body: ZServiceForm,
        response: { 201: ZService, ...errorResponses(401, 403, 422) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createService(app.db, actorOf(request), request.body, now())),
  );

  app.put(
    `${PATH}/:id`,
    {
      config,
      schema: {
        tags,
        summary: 'Editar una solicitud (solo en estado Solicitada)',
        params: ZServiceIdParams,
        body: ZServiceForm,
        response: { 200: ZService, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request) => updateService(app.db, actorOf(request), request.params.id, request.body, now()),
  );

  app.post(
    `${PATH}/:id/programar`,
    {
      config,
      schema: {
        tags,
        summary: 'Programar (o reprogramar) con un vehículo y de uno a tres conductores del operador',
        description:
          'Rechaza con 409 un vehículo o conductor en otro servicio programado o en curso que se cruce.',
        params: ZServiceIdParams,
        body: ZProgramServiceBody,
        response: { 200: ZService, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request) => programService(app.db, actorOf(request), request.params.id, request.body, now()),
  );

  app.post(
    `${PATH}/:id/estado`,
    {
      config,
      schema: {
        tags,
        summary: 'Iniciar, finalizar, cancelar o rechazar un servicio (con motivo al cancelar o rechazar)',
        params: ZServiceIdParams,
        body: ZServiceTransitionBody,
        response: { 200: ZService, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request) => changeServiceState(app.db, actorOf(request), request.params.id, request.body, now()),
  );
};
