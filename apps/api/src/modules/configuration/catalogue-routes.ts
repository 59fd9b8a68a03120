import {
  MSG,
  ROLE,
  ZCatalogueQuery,
  ZDispatchTypeForm,
  ZDispatchTypeListResponse,
  ZDispatchTypeParams,
  ZLogisticEventForm,
  ZLogisticEventParams,
  ZLogisticEventsResponse,
  ZMessageResponse,
} from '@trazo/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/schemas';
import { tenantOf } from '../../plugins/authorization';
import {
  createDispatchType,
  createLogisticEvent,
  deleteLogisticEvent,
  listDispatchTypes,
  listLogisticEvents,
  updateDispatchType,
  updateLogisticEvent,
} from './manage-catalogues';

const tags = ['Configuración'];
/** Transport companies (role 5) only, checked by the authentication gate before validation. */
const config = { roles: [ROLE.empresaTransporte] };
const saved = { message: MSG.configCatalogueSaved };

// The catalogues' CRUD (issue 9; not in the spec's call list, so REST names under /configuracion).
export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/configuracion/eventos',
    {
      config: { ...config, permission: 'configuracion.eventos' },
      schema: {
        tags,
        summary: 'Eventos logísticos de la empresa',
        querystring: ZCatalogueQuery,
        response: { 200: ZLogisticEventsResponse, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => ({ data: await listLogisticEvents(app.db, tenantOf(request), request.query.q) }),
  );

  app.post(
    '/configuracion/eventos',
    {
      config: { ...config, permission: 'configuracion.eventos' },
      schema: {
        tags,
        summary: 'Crear un evento logístico',
        body: ZLogisticEventForm,
        response: { 201: ZMessageResponse, ...errorResponses(401, 403, 422, 424) },
      },
    },
    async (request, reply) => {
      await createLogisticEvent(app.db, tenantOf(request), request.body);
      return reply.code(201).send(saved);
    },
  );

  app.put(
    '/configuracion/eventos/:id_events',
    {
      config: { ...config, permission: 'configuracion.eventos' },
      schema: {
        tags,
        summary: 'Renombrar, activar o desactivar un evento logístico',
        params: ZLogisticEventParams,
        body: ZLogisticEventForm,
        response: { 200: ZMessageResponse, ...errorResponses(401, 403, 404, 422, 424) },
      },
    },
    async (request) => {
      await updateLogisticEvent(app.db, tenantOf(request), request.params.id_events, request.body);
      return saved;
    },
  );

  app.delete(
    '/configuracion/eventos/:id_events',
    {
      config: { ...config, permission: 'configuracion.eventos' },
      schema: {
        tags,
        summary: 'Eliminar un evento propio que no esté en uso',
        params: ZLogisticEventParams,
        response: { 200: ZMessageResponse, ...errorResponses(401, 403, 404, 422, 424) },
      },
    },
    async (request) => {
      await deleteLogisticEvent(app.db, tenantOf(request), request.params.id_events);
      return { message: MSG.deletedTitle };
    },
  );

  app.get(
    '/configuracion/tipos-despacho',
    {
      config: { ...config, permission: 'configuracion.eventos' },
      schema: {
        tags,
        summary: 'Tipos de despacho de la empresa',
        querystring: ZCatalogueQuery,
        response: { 200: ZDispatchTypeListResponse, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => ({ data: await listDispatchTypes(app.db, tenantOf(request), request.query.q) }),
  );

  app.post(
    '/configuracion/tipos-despacho',
    {
      config: { ...config, permission: 'configuracion.eventos' },
      schema: {
        tags,
        summary: 'Crear un tipo de despacho',
        body: ZDispatchTypeForm,
        response: { 201: ZMessageResponse, ...errorResponses(401, 403, 422, 424) },
      },
    },
    async (request, reply) => {
      await createDispatchType(app.db, tenantOf(request), request.body);
      return reply.code(201).send(saved);
    },
  );

  app.put(
    '/configuracion/tipos-despacho/:id',
    {
      config: { ...config, permission: 'configuracion.eventos' },
      schema: {
        tags,
        summary: 'Renombrar, activar o desactivar un tipo de despacho',
        params: ZDispatchTypeParams,
        body: ZDispatchTypeForm,
        response: { 200: ZMessageResponse, ...errorResponses(401, 403, 404, 422, 424) },
      },
    },
    async (request) => {
      await updateDispatchType(app.db, tenantOf(request), request.params.id, request.body);
      return saved;
    },
  );
};
