import { ROLE, type TPlansResponse } from '@trazo/shared';
import { and, eq, gt, max } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { customers, paymentOrders } from '../../db/schema';
import type { AuthSession } from '../auth/find-session';
import type { PaymentGateways } from './payment-provider';

/** GET /api/planes: the plans, who processes the card, and the caller's own subscription state. */
export async function listPlans(
  deps: { db: Db; config: Config; gateways: PaymentGateways; now: Date },
  session: AuthSession | null,
): Promise<TPlansResponse> {
  const { gateways } = deps;
  const base = {
    data: deps.config.plans,
    proveedor: gateways.active,
    modo_prueba: gateways.active === 'prueba' || (gateways.epayco?.test ?? false),
    app_movil_activa: null,
    suscripcion_hasta: null,
  };
  if (session?.roleId !== ROLE.empresaTransporte || session.customerId === null) return base;

  const [company] = await deps.db
    .select({ hasMobileApp: customers.hasMobileApp })
    .from(customers)
    .where(eq(customers.id, session.customerId));
  const [paid] = await deps.db
    .select({ until: max(paymentOrders.subscriptionEndsAt) })
    .from(paymentOrders)
    .where(
      and(eq(paymentOrders.customerId, session.customerId), gt(paymentOrders.subscriptionEndsAt, deps.now)),
    );
  return {
    ...base,
    app_movil_activa: company?.hasMobileApp ?? false,
    suscripcion_hasta: paid?.until?.toISOString() ?? null,
  };
}
