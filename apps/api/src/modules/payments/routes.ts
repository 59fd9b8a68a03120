import {
  ROLE,
  ZCheckoutRequest,
  ZCheckoutResponse,
  ZConfirmationResponse,
  ZEpaycoConfirmation,
  ZPaymentStatusQuery,
  ZPaymentStatusResponse,
  ZPlansResponse,
} from '@trazo/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/schemas';
import { throttle } from '../../lib/throttle';
import { sessionOf, tenantOf } from '../../plugins/authorization';
import { applyConfirmation } from './apply-confirmation';
import { CONFIRMATION_PATH, createCheckout } from './create-checkout';
import { findPaymentStatus } from './find-payment-status';
import { listPlans } from './list-plans';
import { createPaymentGateways } from './payment-provider';
import { testGatewayRoutes } from './test-gateway-routes';

const tags = ['Pagos'];
const STATUS_THROTTLE = { windowMs: 60_000, max: 120 } as const;

// issue 5 item 4, ADR 0007: plans, checkout, ePayco's confirmation, the return page's status check.
export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const gateways = createPaymentGateways(app.config);
  const confirmationDeps = {
    db: app.db,
    clock: app.clock,
    log: app.log,
    gateways,
    appUrl: app.config.appUrl,
  };

  // ePayco posts its confirmation form-encoded; only this scope accepts that content type.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  app.get(
    '/planes',
    {
      // Public; a signed-in transport company also gets its own subscription state.
      config: { access: 'optional' },
      schema: { tags, summary: 'Planes de la aplicación móvil', response: { 200: ZPlansResponse } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const deps = { db: app.db, config: app.config, gateways, now: app.clock.now() };
      return listPlans(deps, request.session);
    },
  );

  app.post(
    '/pagos/checkout',
    {
      config: { roles: [ROLE.empresaTransporte], permission: 'usuarios.administrar' },
      schema: {
        tags,
        summary: 'Crear una orden de pago y abrir la pasarela',
        body: ZCheckoutRequest,
        response: { 201: ZCheckoutResponse, ...errorResponses(401, 403, 422, 429, 503) },
      },
    },
    async (request, reply) => {
      const caller = { userId: sessionOf(request).userId, customerId: tenantOf(request) };
      const deps = {
        db: app.db,
        clock: app.clock,
        config: app.config,
        rateLimiter: app.rateLimiter,
        gateways,
      };
      const result = await createCheckout(deps, caller, request.body.plan);
      return reply.code(201).header('cache-control', 'no-store').send(result);
    },
  );

  app.post(
    CONFIRMATION_PATH.replace(/^\/api/, ''),
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Confirmación de ePayco (webhook firmado)',
        body: ZEpaycoConfirmation,
        response: { 200: ZConfirmationResponse, ...errorResponses(400, 404, 409, 422) },
      },
    },
    async (request) => applyConfirmation(confirmationDeps, request.body),
  );

  app.get(
    '/pagos/estado',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Estado verificado de un pago (página de respuesta)',
        querystring: ZPaymentStatusQuery,
        response: { 200: ZPaymentStatusResponse, ...errorResponses(422, 429) },
      },
    },
    async (request, reply) => {
      await throttle(app.rateLimiter, { key: `payment-status:${request.ip}`, ...STATUS_THROTTLE });
      reply.header('cache-control', 'no-store');
      return findPaymentStatus(app.db, request.query);
    },
  );

  await app.register(testGatewayRoutes, { gateways });
};
