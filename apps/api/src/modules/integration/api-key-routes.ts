import {
  MSG,
  ROLE,
  ZApiKeyListResponse,
  ZApiKeyParams,
  ZCreateApiKeyRequest,
  ZCreateApiKeyResponse,
  ZMessageResponse,
} from '@trazo/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/schemas';
import { sessionOf, tenantOf } from '../../plugins/authorization';
import { createApiKey, listApiKeys, revokeApiKey } from './manage-api-keys';

const tags = ['Integración ERP'];

// The transport company manages its ERP keys (role 5, config.roles).
export const apiKeyRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { roles: [ROLE.empresaTransporte] };

  app.get(
    '/integracion/llaves',
    {
      config: { ...config, permission: 'movimientos.cargar' },
      schema: {
        tags,
        summary: 'Llaves de integración de la empresa',
        response: { 200: ZApiKeyListResponse, ...errorResponses(401, 403) },
      },
    },
    async (request) => ({ data: await listApiKeys(app.db, tenantOf(request)) }),
  );

  app.post(
    '/integracion/llaves',
    {
      config: { ...config, permission: 'movimientos.cargar' },
      schema: {
        tags,
        summary: 'Crear una llave de integración (se muestra una sola vez)',
        body: ZCreateApiKeyRequest,
        response: { 201: ZCreateApiKeyResponse, ...errorResponses(401, 403, 422) },
      },
    },
    async (request, reply) => {
      const created = await createApiKey(app.db, {
        customerId: tenantOf(request),
        userId: sessionOf(request).userId,
        nombre: request.body.nombre,
        now: app.clock.now(),
      });
      reply.header('cache-control', 'no-store');
      return reply.code(201).send(created);
    },
  );

  app.delete(
    '/integracion/llaves/:id',
    {
      config: { ...config, permission: 'movimientos.cargar' },
      schema: {
        tags,
        summary: 'Revocar una llave de integración',
        params: ZApiKeyParams,
        response: { 200: ZMessageResponse, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      await revokeApiKey(app.db, {
        customerId: tenantOf(request),
        id: request.params.id,
        now: app.clock.now(),
      });
      return { message: MSG.apiKeyRevoked };
    },
  );
};
