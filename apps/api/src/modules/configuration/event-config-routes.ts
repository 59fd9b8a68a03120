import {
  MSG,
  ROLE,
  ZDeleteDispatchTypeRequest,
  ZDeleteEventRequest,
  ZDeleteMassEventRequest,
  ZDispatchTypesRequest,
  ZDispatchTypesResponse,
  ZGeneratorsResponse,
  ZLoadGeneratorsQuery,
  ZLoadGeneratorsRequest,
  ZMassEventsResponse,
  ZMessageResponse,
  ZSaveEventsRequest,
  ZSaveMassEventsRequest,
  ZTypeEventsRequest,
  ZTypeEventsResponse,
} from '@trazo/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/schemas';
import { tenantOf } from '../../plugins/authorization';
import { deleteConfiguredEvent, deleteDispatchTypeConfig, deleteMassEvent } from './delete-configuration';
import { findDispatchTypes } from './find-dispatch-types';
import { findGenerators } from './find-generators';
import { findTypeEvents } from './find-type-events';
import { saveEvents, saveMassEvents } from './save-events';

const tags = ['Configuración'];
/** Transport companies (role 5) only, checked by the authentication gate before validation. */
const config = { roles: [ROLE.empresaTransporte] };

// spec §7 event-configuration calls (role 5, declared by each route's config.roles).
export const eventConfigRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/cargar_generadores_customers',
    {
      config: { ...config, permission: 'configuracion.eventos' },
      schema: {
        tags,
        summary: 'Generadores de la empresa (15 por página) y su configuración masiva',
        querystring: ZLoadGeneratorsQuery,
        body: ZLoadGeneratorsRequest.nullish(),
        response: { 200: ZGeneratorsResponse, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) =>
      findGenerators(app.db, tenantOf(request), {
        page: request.query.page,
        search: request.body?.selectgenerador,
      }),
  );

  app.post(
    '/tipos_despachos_customers',
    {
      config: { ...config, permission: 'configuracion.eventos' },
      schema: {
        tags,
        summary: 'Tipos de despacho para un generador',
        body: ZDispatchTypesRequest,
        response: { 200: ZDispatchTypesResponse, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => findDispatchTypes(app.db, tenantOf(request), request.body.nit_generador),
  );

  app.post(
    '/eventos_tipo_despachos',
    {
      config: { ...config, permission: 'configuracion.eventos' },
      schema: {
        tags,
        summary: 'Eventos por tipo de despacho de un generador',
        body: ZTypeEventsRequest,
        response: { 200: ZTypeEventsResponse, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) =>
      findTypeEvents(app.db, tenantOf(request), {
        nit: request.body.nit_generador,
        typeIds: request.body.json_tipodespachos,
      }),
  );

  app.post(
    '/guardar_eventos',
    {
      config: { ...config, permission: 'configuracion.eventos' },
      schema: {
        tags,
        summary: 'Guardar los eventos de los tipos de despacho de un generador',
        body: ZSaveEventsRequest,
        response: {
          200: ZTypeEventsResponse.extend(ZMessageResponse.shape),
          ...errorResponses(401, 403, 404, 422, 424),
        },
      },
    },
    async (request) => ({
      message: MSG.configEventsSaved,
      ...(await saveEvents(app.db, tenantOf(request), {
        nit: request.body.nit_generador,
        types: request.body.eventos,
      })),
    }),
  );

  app.post(
    '/guardar_eventos_masivos',
    {
      config: { ...config, permission: 'configuracion.eventos' },
      schema: {
        tags,
        summary: 'Guardar la configuración masiva de la empresa',
        body: ZSaveMassEventsRequest,
        response: { 200: ZMassEventsResponse, ...errorResponses(401, 403, 422, 424) },
      },
    },
    async (request) => ({
      message: MSG.configMassSaved,
      data: await saveMassEvents(app.db, tenantOf(request), request.body.eventos),
    }),
  );

  app.post(
    '/eliminar_tipodespacho',
    {
      config: { ...config, permission: 'configuracion.eventos' },
      schema: {
        tags,
        summary: 'Eliminar un tipo de despacho configurado y sus eventos',
        body: ZDeleteDispatchTypeRequest,
        response: { 200: ZMessageResponse, ...errorResponses(401, 403, 404, 422, 424) },
      },
    },
    async (request) => {
      await deleteDispatchTypeConfig(app.db, tenantOf(request), {
        nit: request.body.nit_generador,
        configId: request.body.types_dispatches_clients_id,
      });
      return { message: MSG.deletedTitle };
    },
  );

  app.post(
    '/eliminar_eventos',
    {
      config: { ...config, permission: 'configuracion.eventos' },
      schema: {
        tags,
        summary: 'Eliminar un evento configurado',
        body: ZDeleteEventRequest,
        response: { 200: ZMessageResponse, ...errorResponses(401, 403, 404, 422, 424) },
      },
    },
    async (request) => {
      await deleteConfiguredEvent(app.db, tenantOf(request), {
        nit: request.body.nit_generador,
        eventRowId: request.body.id_event,
      });
      return { message: MSG.deletedTitle };
    },
  );

  app.post(
    '/eliminar_eventos_masivos',
    {
      config: { ...config, permission: 'configuracion.eventos' },
      schema: {
        tags,
        summary: 'Eliminar un evento de la configuración masiva',
        body: ZDeleteMassEventRequest,
        response: { 200: ZMassEventsResponse, ...errorResponses(401, 403, 404, 422, 424) },
      },
    },
    async (request) => ({
      message: MSG.deletedTitle,
      data: await deleteMassEvent(app.db, tenantOf(request), request.body.id_event),
    }),
  );
};
