import { randomBytes } from 'node:crypto';
import { MSG, type TCheckoutResponse } from '@trazo/shared';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { customers, paymentOrders, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { RateLimiter } from '../../lib/rate-limiter';
import { throttle } from '../../lib/throttle';
import type { PaymentGateways } from './payment-provider';

export const EPAYCO_SCRIPT_URL = 'https://checkout.epayco.co/checkout.js';
export const CHECKOUT_THROTTLE = { windowMs: 10 * 60_000, max: 10 } as const;
export const RESPONSE_PATH = '/respuesta-epayco';
export const CONFIRMATION_PATH = '/api/pagos/epayco/confirmacion';
export const TEST_GATEWAY_PATH = '/api/pagos/pasarela-prueba';

export interface CheckoutDeps {
  db: Db;
  clock: Clock;
  config: Config;
  rateLimiter: RateLimiter;
  gateways: PaymentGateways;
}

// Crockford base32 without look-alikes: TRZ-XXXXXXXXXX is easy to read out on a support call.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export function newReference(): string {
  const bytes = randomBytes(10);
  return `TRZ-${[...bytes].map((b) => ALPHABET[b % 32]).join('')}`;
}

/**
 * POST /api/pagos/checkout: a transport company (role 5) orders a mobile-app plan for its own company.
 * The order fixes the amount; only a signed confirmation with exactly that amount can pay it.
 */
export async function createCheckout(
  deps: CheckoutDeps,
  caller: { userId: number; customerId: number },
  planCode: string,
): Promise<TCheckoutResponse> {
  const { gateways, config } = deps;
  if (gateways.active === 'no_disponible') throw new AppError(503, MSG.paymentUnavailable);
  const plan = config.plans.find((p) => p.codigo === planCode);
  if (!plan) {
    throw new AppError(422, MSG.paymentPlanUnknown, { errors: { plan: [MSG.paymentPlanUnknown] } });
  }

  await throttle(deps.rateLimiter, {
    key: `checkout:${caller.userId}`,
    ...CHECKOUT_THROTTLE,
    message: MSG.paymentTooMany,
  });

  const [company] = await deps.db
    .select({ kind: customers.kind, razonSocial: customers.razonSocial })
    .from(customers)
    .where(eq(customers.id, caller.customerId));
  if (company?.kind !== 'transporte') throw new AppError(403, MSG.paymentNotTransportCompany);
  const [buyer] = await deps.db
    .select({ email: users.email, name: users.name, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, caller.userId));

  const now = deps.clock.now();
  const reference = newReference();
  const description =
    `Trazo ${plan.nombre} (${plan.meses} ${plan.meses === 1 ? 'mes' : 'meses'}) - ${company.razonSocial}`.slice(
      0,
      200,
    );
  const provider = gateways.active;
  await deps.db.insert(paymentOrders).values({
    reference,
    customerId: caller.customerId,
    userId: caller.userId,
    provider,
    planCode: plan.codigo,
    planName: plan.nombre,
    months: plan.meses,
    amount: plan.valor,
    currency: 'COP',
    description,
    createdAt: now,
    updatedAt: now,
  });

  const base = { referencia: reference, valor: plan.valor, moneda: 'COP' as const, descripcion: description };
  if (provider === 'prueba') {
    return { ...base, proveedor: 'prueba', url: `${TEST_GATEWAY_PATH}/${reference}` };
  }
  const epayco = gateways.epayco;
  if (!epayco) throw new AppError(503, MSG.paymentUnavailable);
  return {
    ...base,
    proveedor: 'epayco',
    epayco: {
      key: epayco.publicKey,
      test: epayco.test,
      script_url: EPAYCO_SCRIPT_URL,
      data: {
        name: `Trazo ${plan.nombre}`,
        description,
        invoice: reference,
        currency: 'cop',
        amount: String(plan.valor),
        // Prices include IVA; the tax split is the merchant's accounting, reported as 0 here.
        tax_base: '0',
        tax: '0',
        country: 'co',
        lang: 'es',
        external: 'true',
        response: `${config.appUrl}${RESPONSE_PATH}`,
        confirmation: `${config.appUrl}${CONFIRMATION_PATH}`,
        method_confirmation: 'POST',
        extra1: reference,
        email_billing: buyer?.email ?? '',
        name_billing: buyer ? `${buyer.name} ${buyer.lastName}`.trim() : '',
      },
    },
  };
}
