import {
  MSG,
  type Permission,
  ROLE,
  ZContactInput,
  ZGeneratorsNotificationsResponse,
  ZGeneratorsQuery,
  ZMessageResponse,
  ZMutedEventsInput,
  ZPreviewMovementsQuery,
  ZPreviewMovementsResponse,
  ZPreviewRequest,
  ZPreviewResponse,
  ZTemplate,
  ZTemplateIdParams,
  ZTemplateInput,
  ZTemplatesResponse,
} from '@trazo/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/schemas';
import { tenantOf } from '../../plugins/authorization';
import {
  addContact,
  findGeneratorNotifications,
  removeContact,
  setMutedEvents,
  updateContact,
} from './manage-contacts';
import { createTemplate, findTemplates, updateTemplate } from './manage-templates';
import { findPreviewMovements, previewTemplate } from './preview-template';

const tags = ['Plantillas'];
const permission: Permission = 'plantillas.administrar';
const config = { roles: [ROLE.empresaTransporte], permission };

// Plantillas (issue 27 §2): the transport company's templates, preview and generators' contacts.
export const templateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/plantillas',
    {
      config,
      schema: {
        tags,
        summary: 'Plantillas de notificación y eventos disponibles',
        response: { 200: ZTemplatesResponse, ...errorResponses(401, 403) },
      },
    },
    async (request) => findTemplates(app.db, tenantOf(request)),
  );

  app.post(
    '/plantillas',
    {
      config,
      schema: {
        tags,
        summary: 'Crear una plantilla',
        body: ZTemplateInput,
        response: { 201: ZTemplate, ...errorResponses(401, 403, 409, 422) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createTemplate(app.db, tenantOf(request), request.body, app.clock.now())),
  );

  app.put(
    '/plantillas/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Editar una plantilla (también activarla o desactivarla)',
        params: ZTemplateIdParams,
        body: ZTemplateInput,
        response: { 200: ZTemplate, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request) =>
      updateTemplate(app.db, tenantOf(request), request.params.id, request.body, app.clock.now()),
  );

  app.post(
    '/plantillas/vista-previa',
    {
      config,
      schema: {
        tags,
        summary: 'Vista previa de una plantilla con los datos de un movimiento',
        body: ZPreviewRequest,
        response: { 200: ZPreviewResponse, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) =>
      previewTemplate(app.db, tenantOf(request), request.body, {
        appUrl: app.config.appUrl,
        now: app.clock.now(),
      }),
  );

  app.get(
    '/plantillas/movimientos',
    {
      config,
      schema: {
        tags,
        summary: 'Movimientos recientes para la vista previa',
        querystring: ZPreviewMovementsQuery,
        response: { 200: ZPreviewMovementsResponse, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => findPreviewMovements(app.db, tenantOf(request), request.query.q),
  );

  app.get(
    '/plantillas/generadores',
    {
      config,
      schema: {
        tags,
        summary: 'Generadores con sus contactos y eventos desactivados',
        querystring: ZGeneratorsQuery,
        response: { 200: ZGeneratorsNotificationsResponse, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => findGeneratorNotifications(app.db, tenantOf(request), request.query.q),
  );

  app.post(
    '/plantillas/generadores/:id/contactos',
    {
      config,
      schema: {
        tags,
        summary: 'Agregar un contacto al generador',
        params: ZTemplateIdParams,
        body: ZContactInput,
        response: { 201: ZMessageResponse, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      await addContact(app.db, tenantOf(request), request.params.id, request.body);
      return reply.code(201).send({ message: MSG.ntfContactSaved });
    },
  );

  app.put(
    '/plantillas/generadores/:id/eventos-desactivados',
    {
      config,
      schema: {
        tags,
        summary: 'Eventos sin notificación para los despachos de este generador',
        params: ZTemplateIdParams,
        body: ZMutedEventsInput,
        response: { 200: ZMessageResponse, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      await setMutedEvents(app.db, tenantOf(request), request.params.id, request.body.mutedEventIds);
      return { message: MSG.ntfGeneratorMuted };
    },
  );

  app.put(
    '/plantillas/contactos/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Editar un contacto de generador',
        params: ZTemplateIdParams,
        body: ZContactInput,
        response: { 200: ZMessageResponse, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      await updateContact(app.db, tenantOf(request), request.params.id, request.body);
      return { message: MSG.ntfContactSaved };
    },
  );

  app.delete(
    '/plantillas/contactos/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Eliminar un contacto de generador',
        params: ZTemplateIdParams,
        response: { 200: ZMessageResponse, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      await removeContact(app.db, tenantOf(request), request.params.id);
      return { message: MSG.ntfContactRemoved };
    },
  );
};
