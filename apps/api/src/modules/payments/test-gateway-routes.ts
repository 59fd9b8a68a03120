import { MSG, text } from '@trazo/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CONFIRMATION_PATH, RESPONSE_PATH, TEST_GATEWAY_PATH } from './create-checkout';
import type { PaymentGateways } from './payment-provider';
import { decideTestPayment, gatewayPage } from './test-gateway';

const ZReferenceParams = z.object({ referencia: text().trim().min(1).max(40) });
const ZDecisionForm = z.object({
  decision: z.enum(['aprobar', 'rechazar'], MSG.invalidData),
  token: text().min(1).max(128),
});

/**
 * The built-in test gateway (ADR 0007): GET shows the order with 'Aprobar' / 'Rechazar'; POST signs a
 * confirmation exactly as ePayco would, posts it to our own webhook, and sends the browser to the
 * return page with the new ref_payco — which then has to ask the server, like after a real payment.
 */
export const testGatewayRoutes: FastifyPluginAsyncZod<{ gateways: PaymentGateways }> = async (
  app,
  options,
) => {
  const { gateways } = options;
  const path = `${TEST_GATEWAY_PATH.replace(/^\/api/, '')}/:referencia`;

  app.get(
    path,
    { config: { access: 'public' }, schema: { hide: true, params: ZReferenceParams } },
    async (request, reply) => {
      const html = await gatewayPage(app.db, gateways, request.params.referencia);
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
    },
  );

  app.post(
    path,
    { config: { access: 'public' }, schema: { hide: true, params: ZReferenceParams, body: ZDecisionForm } },
    async (request, reply) => {
      const confirmation = await decideTestPayment(app.db, gateways, request.params.referencia, request.body);
      const response = await app.inject({
        method: 'POST',
        url: CONFIRMATION_PATH,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(confirmation).toString(),
      });
      if (response.statusCode !== 200) {
        request.log.error(
          { status: response.statusCode, body: response.body },
          'test gateway confirmation refused',
        );
      }
      const target = `${RESPONSE_PATH}?ref_payco=${encodeURIComponent(confirmation.x_ref_payco ?? '')}`;
      return reply.redirect(target, 303);
    },
  );
};
