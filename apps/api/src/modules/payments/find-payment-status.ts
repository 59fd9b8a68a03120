import type { TPaymentStatusQuery, TPaymentStatusResponse } from '@trazo/shared';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { paymentOrders, paymentTransactions } from '../../db/schema';
import { publicStatus } from './epayco-codes';

const UNVERIFIABLE: TPaymentStatusResponse = {
  status: 'no_verificable',
  referencia: null,
  ref_payco: null,
  valor: null,
  moneda: null,
  plan: null,
  motivo: null,
  fecha: null,
  suscripcion_hasta: null,
};

type Order = typeof paymentOrders.$inferSelect;
type Transaction = typeof paymentTransactions.$inferSelect;

function answer(order: Order, tx: Transaction | undefined): TPaymentStatusResponse {
  // An order without any confirmed transaction is waiting for the provider.
  const status = tx ? publicStatus(tx.status) : 'pendiente';
  return {
    status,
    referencia: order.reference,
    ref_payco: tx?.refPayco ?? null,
    valor: order.amount,
    moneda: 'COP',
    plan: order.planName,
    motivo: tx?.reason ?? null,
    fecha: tx?.updatedAt.toISOString() ?? null,
    suscripcion_hasta: status === 'aceptada' ? (order.subscriptionEndsAt?.toISOString() ?? null) : null,
  };
}

/**
 * GET /api/pagos/estado (spec §2.5 payment page). Only what signed confirmations stored counts: the
 * query string names a transaction, it never states its outcome. Unknown → no_verificable.
 */
export async function findPaymentStatus(db: Db, query: TPaymentStatusQuery): Promise<TPaymentStatusResponse> {
  if (query.ref_payco) {
    const [row] = await db
      .select({ tx: paymentTransactions, order: paymentOrders })
      .from(paymentTransactions)
      .innerJoin(paymentOrders, eq(paymentOrders.id, paymentTransactions.orderId))
      .where(eq(paymentTransactions.refPayco, query.ref_payco));
    return row ? answer(row.order, row.tx) : UNVERIFIABLE;
  }
  if (query.referencia) {
    const [order] = await db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.reference, query.referencia));
    if (!order) return UNVERIFIABLE;
    // The order's outcome: its accepted transaction if any, else the latest one.
    const txs = await db
      .select()
      .from(paymentTransactions)
      .where(eq(paymentTransactions.orderId, order.id))
      .orderBy(desc(paymentTransactions.updatedAt), desc(paymentTransactions.id));
    return answer(order, txs.find((t) => t.status === 'aceptada') ?? txs[0]);
  }
  return UNVERIFIABLE;
}
