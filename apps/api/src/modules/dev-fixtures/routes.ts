import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createDevCustomer,
  createDevUser,
  ZDevCustomerRequest,
  ZDevCustomerResponse,
  ZDevUserRequest,
  ZDevUserResponse,
} from './create-fixtures';

/**
 * POST /api/dev/users and /api/dev/customers: fixtures for end-to-end tests (fresh accounts and
 * companies per test). Registered only with TEST_FIXTURES=on.
 */
export const devFixtureRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/dev/users',
    {
      config: { access: 'public' },
      schema: { hide: true, body: ZDevUserRequest, response: { 201: ZDevUserResponse } },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await createDevUser(app.db, request.body, app.clock.now(), app.config.testPasswordHashing)),
  );
  app.post(
    '/dev/customers',
    {
      config: { access: 'public' },
      schema: { hide: true, body: ZDevCustomerRequest, response: { 201: ZDevCustomerResponse } },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await createDevCustomer(app.db, request.body, app.clock.now(), app.config.testPasswordHashing)),
  );
};
