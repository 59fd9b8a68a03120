import {
  MSG,
  ZDriverSessionView,
  ZDriverSignInRequest,
  ZDriverSignInResponse,
  ZDriverSignOutResponse,
} from '@trazo/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, ZIgnoredBody } from '../../lib/schemas';
import { driverSessionOf } from '../../plugins/authorization';
import { revokeDriverSession } from './driver-sessions';
import { getDriverSessionView } from './get-driver-session-view';
import { signInDriver } from './sign-in-driver';

const tags = ['App de conductores'];

// The drivers' app sign-in (issue 10 item 2): document + password → a long-lived device session (Bearer).
export const driverSessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/conductor/sesion',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Ingreso del conductor (documento y contraseña)',
        body: ZDriverSignInRequest,
        response: { 200: ZDriverSignInResponse, ...errorResponses(400, 401, 422, 429) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return signInDriver(app, request.body, {
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
      });
    },
  );

  app.get(
    '/conductor/sesion',
    {
      config: { access: 'driver' },
      schema: {
        tags,
        summary: 'Conductor y empresa de este dispositivo',
        response: { 200: ZDriverSessionView, ...errorResponses(401) },
      },
    },
    async (request) => getDriverSessionView(app.db, driverSessionOf(request)),
  );

  app.delete(
    '/conductor/sesion',
    {
      config: { access: 'driver' },
      schema: {
        tags,
        summary: 'Cerrar la sesión de este dispositivo',
        body: ZIgnoredBody,
        response: { 200: ZDriverSignOutResponse, ...errorResponses(401) },
      },
    },
    async (request) => {
      await revokeDriverSession(app.db, driverSessionOf(request).sessionId, app.clock.now());
      return { message: MSG.driverSignedOut };
    },
  );
};
