import { MSG, type TEpaycoConfirmation, type TPaymentStatus } from '@trazo/shared';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import { paymentOrders, paymentTransactions } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { activateSubscription } from './activate-subscription';
import { amountInCents, isFinal, publicStatus, stateOfCode } from './epayco-codes';
import type { PaymentGateways } from './payment-provider';
import { sendPaymentReceipt } from './send-payment-receipt';
import { epaycoSignature, isSameDigest } from './signature';

export interface ConfirmationDeps {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  gateways: PaymentGateways;
  appUrl: string;
}

/**
 * ePayco's confirmation (webhook), also what the test gateway sends. Nothing in it is believed until
 * the signature matches; then the amount and currency must be the order's. Idempotent per
 * `x_ref_payco`: a replay changes nothing, a pending transaction may become final, and a final one
 * never changes again (refused with 409 and logged for a person to look at).
 */
export async function applyConfirmation(
  deps: ConfirmationDeps,
  input: TEpaycoConfirmation,
): Promise<{ message: string; status: TPaymentStatus }> {
  const log = deps.log.child({ reference: input.x_id_invoice, refPayco: input.x_ref_payco });
  const [order] = await deps.db
    .select()
    .from(paymentOrders)
    .where(eq(paymentOrders.reference, input.x_id_invoice));
  if (!order) {
    log.warn('payment confirmation for an unknown order');
    throw new AppError(404, MSG.paymentOrderNotFound);
  }

  const keys = deps.gateways.keysFor(order.provider);
  if (!keys || !isSameDigest(epaycoSignature(keys, input), input.x_signature)) {
    log.warn({ provider: order.provider }, 'payment confirmation with an invalid signature');
    throw new AppError(400, MSG.paymentSignatureInvalid);
  }
  const isTest = (input.x_test_request ?? '').toUpperCase() === 'TRUE';
  if (order.provider === 'epayco' && isTest && !deps.gateways.epayco?.test) {
    log.warn('test transaction refused in production mode');
    throw new AppError(422, MSG.paymentTestModeMismatch);
  }
  if (input.x_currency_code.toUpperCase() !== order.currency) {
    log.warn({ currency: input.x_currency_code }, 'payment confirmation in another currency');
    throw new AppError(422, MSG.paymentCurrencyMismatch);
  }
  if (amountInCents(input.x_amount) !== order.amount * 100) {
    log.warn({ amount: input.x_amount, expected: order.amount }, 'payment confirmation amount mismatch');
    throw new AppError(422, MSG.paymentAmountMismatch);
  }

  const code = Number.parseInt(input.x_cod_response, 10);
  const state = stateOfCode(Number.isFinite(code) ? code : 0);
  const now = deps.clock.now();

  return deps.db.transaction(async (tx) => {
    // One confirmation at a time per order: concurrent retries of the same webhook serialise here.
    const [locked] = await tx
      .select({ status: paymentOrders.status })
      .from(paymentOrders)
      .where(eq(paymentOrders.id, order.id))
      .for('update');
    const [known] = await tx
      .select()
      .from(paymentTransactions)
      .where(eq(paymentTransactions.refPayco, input.x_ref_payco));

    if (known && known.orderId !== order.id) {
      log.warn({ otherOrder: known.orderId }, 'ref_payco already belongs to another order');
      throw new AppError(409, MSG.paymentFinalStateConflict);
    }
    if (known && known.status === state) {
      return { message: MSG.paymentConfirmationReplay, status: publicStatus(state) };
    }
    if (known && isFinal(known.status)) {
      log.warn({ was: known.status, now: state }, 'refused a state change of a final transaction');
      throw new AppError(409, MSG.paymentFinalStateConflict);
    }

    const values = {
      transactionId: input.x_transaction_id,
      codResponse: Number.isFinite(code) ? code : 0,
      status: state,
      amountText: input.x_amount,
      reason: input.x_response_reason_text?.slice(0, 300) ?? null,
      isTest,
      updatedAt: now,
    };
    if (known) {
      await tx.update(paymentTransactions).set(values).where(eq(paymentTransactions.id, known.id));
    } else {
      await tx
        .insert(paymentTransactions)
        .values({ ...values, orderId: order.id, refPayco: input.x_ref_payco, createdAt: now });
    }

    if (locked?.status === 'aceptada') {
      // The order is already paid: a second accepted transaction is a double charge to refund by hand.
      if (state === 'aceptada') log.error('second accepted transaction for an order already paid');
    } else if (state === 'aceptada') {
      const period = await activateSubscription(tx, order, now);
      await tx
        .update(paymentOrders)
        .set({ status: 'aceptada', paidAt: now, updatedAt: now })
        .where(eq(paymentOrders.id, order.id));
      await sendPaymentReceipt(tx, { order, period, refPayco: input.x_ref_payco, appUrl: deps.appUrl }, now);
      log.info({ customerId: order.customerId, until: period.endsAt }, 'payment accepted; subscription on');
    } else {
      await tx
        .update(paymentOrders)
        .set({ status: state, updatedAt: now })
        .where(eq(paymentOrders.id, order.id));
    }
    return { message: MSG.paymentConfirmationApplied, status: publicStatus(state) };
  });
}
