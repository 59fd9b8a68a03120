import {
  ROLE,
  ZNotificationLogResponse,
  ZOptOutInfo,
  ZOptOutQuery,
  ZOptOutRequest,
  ZTemplateIdParams,
} from '@trazo/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/schemas';
import { tenantOf } from '../../plugins/authorization';
import { findNotificationLog } from './find-notification-log';
import { describeOptOut, optOut } from './opt-out';
import { templateRoutes } from './template-routes';

const tags = ['Plantillas'];

// Notifications (issue 27 §2): the templates' pages, the movement's send log and the public opt-out.
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(templateRoutes);

  app.get(
    '/movimientos/:id/notificaciones',
    {
      config: { roles: [ROLE.empresaTransporte], permission: 'movimientos.ver' },
      schema: {
        tags,
        summary: 'Notificaciones enviadas de un movimiento: a quién, qué y cuándo',
        params: ZTemplateIdParams,
        response: { 200: ZNotificationLogResponse, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => findNotificationLog(app.db, tenantOf(request), request.params.id),
  );

  // Public: the signed link in each notification (the signature is the credential).
  app.get(
    '/notificaciones/baja',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'A quién corresponde un enlace para dejar de recibir notificaciones',
        querystring: ZOptOutQuery,
        response: { 200: ZOptOutInfo, ...errorResponses(400, 422) },
      },
    },
    async (request) => describeOptOut(app.db, app.signer, request.query.t),
  );

  app.post(
    '/notificaciones/baja',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Dejar de recibir las notificaciones de una empresa',
        body: ZOptOutRequest,
        response: { 200: ZOptOutInfo, ...errorResponses(400, 422) },
      },
    },
    async (request) => optOut(app.db, app.signer, request.body.t, app.clock.now()),
  );
};
