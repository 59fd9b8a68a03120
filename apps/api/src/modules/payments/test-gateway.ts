import { randomInt } from 'node:crypto';
import { MSG } from '@trazo/shared';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { paymentOrders, paymentTransactions } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { RESPONSE_PATH } from './create-checkout';
import type { PaymentGateways } from './payment-provider';
import { epaycoSignature, gatewayFormToken, isSameDigest, type SigningKeys } from './signature';
import { type GatewayPageInput, renderGatewayPage } from './test-gateway-page';

// The built-in test gateway (ADR 0007): stands in for ePayco when no credentials are configured.

async function findTestOrder(db: Db, gateways: PaymentGateways, reference: string) {
  const [order] = await db.select().from(paymentOrders).where(eq(paymentOrders.reference, reference));
  if (!gateways.test || !order || order.provider !== 'prueba')
    throw new AppError(404, MSG.paymentOrderNotFound);
  return { order, keys: gateways.test };
}

export async function gatewayPage(db: Db, gateways: PaymentGateways, reference: string): Promise<string> {
  const { order, keys } = await findTestOrder(db, gateways, reference);
  const page: GatewayPageInput = {
    reference: order.reference,
    description: order.description,
    amount: order.amount,
    token: null,
    resultUrl: null,
  };
  if (order.status === 'aceptada') {
    const [last] = await db
      .select({ refPayco: paymentTransactions.refPayco })
      .from(paymentTransactions)
      .where(eq(paymentTransactions.orderId, order.id))
      .orderBy(desc(paymentTransactions.id));
    page.resultUrl = last ? `${RESPONSE_PATH}?ref_payco=${encodeURIComponent(last.refPayco)}` : null;
  } else {
    page.token = gatewayFormToken(keys, order.reference);
  }
  return renderGatewayPage(page);
}

const digits = (n: number) => Array.from({ length: n }, () => randomInt(10)).join('');

/** The confirmation ePayco would send for this order, signed with the test gateway's key. */
export function buildTestConfirmation(
  keys: SigningKeys,
  order: { reference: string; amount: number; currency: string },
  isApproved: boolean,
): Record<string, string> {
  const fields = {
    x_ref_payco: `9${digits(8)}`,
    x_transaction_id: digits(12),
    x_amount: String(order.amount),
    x_currency_code: order.currency,
  };
  return {
    ...fields,
    x_cust_id_cliente: keys.custId,
    x_id_invoice: order.reference,
    x_cod_response: isApproved ? '1' : '2',
    x_response: isApproved ? 'Aceptada' : 'Rechazada',
    x_response_reason_text: isApproved ? '00-Aprobada' : '05-Rechazada por la pasarela de prueba',
    x_test_request: 'TRUE',
    x_signature: epaycoSignature(keys, fields),
  };
}

/** Checks the form token and returns the signed confirmation to post to our webhook. */
export async function decideTestPayment(
  db: Db,
  gateways: PaymentGateways,
  reference: string,
  form: { decision: 'aprobar' | 'rechazar'; token: string },
): Promise<Record<string, string>> {
  const { order, keys } = await findTestOrder(db, gateways, reference);
  if (!isSameDigest(gatewayFormToken(keys, order.reference), form.token)) {
    throw new AppError(403, MSG.forbidden);
  }
  if (order.status === 'aceptada') throw new AppError(409, MSG.testGatewayClosed);
  return buildTestConfirmation(keys, order, form.decision === 'aprobar');
}
