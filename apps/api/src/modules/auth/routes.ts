import {
  MSG,
  ZLoginRequest,
  ZLoginResponse,
  ZLogoutResponse,
  ZRoleOptionsResponse,
  ZSelectRoleRequest,
  ZSessionResponse,
} from '@trazo/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, ZIgnoredBody } from '../../lib/schemas';
import { sessionOf } from '../../plugins/authorization';
import { DEVICE_COOKIE, setDeviceCookie } from './device-cookie';
import { getCurrentSession } from './get-current-session';
import { listRoleOptions } from './list-role-options';
import { login } from './login';
import { revokeAccessToken } from './revoke-access-token';
import { selectRole } from './select-role';
import { clearSessionCookie, setSessionCookie } from './session-cookie';

const tags = ['Autenticación'];

// spec §7: /login, /logout, /consulta_ingreso, /consulta_roles; /seleccionar_rol is ours (ADR 0003).
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/login',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Iniciar sesión',
        body: ZLoginRequest,
        response: { 200: ZLoginResponse, ...errorResponses(400, 401, 422, 429) },
      },
    },
    async (request, reply) => {
      const result = await login(app, request.body, {
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
        deviceCookie: request.cookies[DEVICE_COOKIE],
      });
      setSessionCookie(reply, result.token, result.remember);
      setDeviceCookie(reply, result.deviceCookie);
      reply.header('cache-control', 'no-store');
      return result.body;
    },
  );

  app.post(
    '/logout',
    {
      // Lenient on purpose: an expired session must still be able to clear its HttpOnly cookie.
      config: { access: 'optional' },
      schema: {
        tags,
        summary: 'Cerrar sesión',
        body: ZIgnoredBody,
        response: { 200: ZLogoutResponse, ...errorResponses(403) },
      },
    },
    async (request, reply) => {
      if (request.session) await revokeAccessToken(app.db, request.session.tokenId, app.clock.now());
      clearSessionCookie(reply);
      return { message: MSG.logoutSuccess };
    },
  );

  app.post(
    '/consulta_ingreso',
    {
      schema: {
        tags,
        summary: 'Sesión actual',
        body: ZIgnoredBody,
        response: { 200: ZSessionResponse, ...errorResponses(401, 403) },
      },
    },
    async (request) => getCurrentSession(app.db, sessionOf(request)),
  );

  app.post(
    '/consulta_roles',
    {
      schema: {
        tags,
        summary: 'Roles disponibles del usuario',
        body: ZIgnoredBody,
        response: { 200: ZRoleOptionsResponse, ...errorResponses(401, 403) },
      },
    },
    async (request) => ({ data: await listRoleOptions(app.db, sessionOf(request).userId) }),
  );

  app.post(
    '/seleccionar_rol',
    {
      schema: {
        tags,
        summary: 'Elegir el rol de la sesión',
        body: ZSelectRoleRequest,
        response: { 200: ZSessionResponse, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => selectRole(app.db, sessionOf(request), request.body.id_usuario_rol),
  );
};
