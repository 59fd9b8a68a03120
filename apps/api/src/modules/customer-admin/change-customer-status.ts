import { MSG, type TCustomerActionResponse, type TStatusAction } from '@trazo/shared';
import { eq } from 'drizzle-orm';
import { customers, userRoles, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { enqueueMail } from '../../mail/enqueue-mail';
import { revokeSessionsOfCustomer } from '../auth/revoke-sessions';
import type { StatusChangeDeps } from '../user-admin/change-user-role-status';
import { nextStatus } from '../user-admin/status-transitions';
import { customerMail } from './customer-mail';
import { findCustomerAdmins, findCustomerRow } from './find-customers';

const MESSAGE: Record<TStatusAction, string> = {
  activar: MSG.customerActivated,
  rechazar: MSG.customerRejected,
  desactivar: MSG.customerDisabled,
};

/**
 * The super-administrator activates, rejects or disables a company. Activating also activates the
 * company's administrator (the user who registered it) while still pending; disabling ends every
 * session acting for the company. The administrator is e-mailed in the same transaction.
 */
export async function changeCustomerStatus(
  deps: StatusChangeDeps,
  customerId: number,
  action: TStatusAction,
): Promise<TCustomerActionResponse> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const [customer] = await tx.select().from(customers).where(eq(customers.id, customerId)).for('update');
    if (!customer) throw new AppError(404, MSG.customerNotFound);
    const status = nextStatus(action, customer.status);
    await tx.update(customers).set({ status }).where(eq(customers.id, customer.id));

    const admin = (await findCustomerAdmins(tx, [customer])).get(customer.id) ?? null;
    if (action === 'activar' && admin?.status === 'pending') {
      await tx.update(userRoles).set({ status: 'active' }).where(eq(userRoles.id, admin.id_usuario_rol));
    }
    if (status === 'disabled') await revokeSessionsOfCustomer(tx, customer.id, now);
    if (admin) {
      const [user] = await tx
        .select({ name: users.name })
        .from(userRoles)
        .innerJoin(users, eq(users.id, userRoles.userId))
        .where(eq(userRoles.id, admin.id_usuario_rol));
      const mail = customerMail({
        action,
        to: admin.email,
        name: user?.name ?? admin.nombre,
        companyName: customer.razonSocial,
        nit: customer.nit,
        appUrl: deps.config.appUrl,
      });
      await enqueueMail(tx, mail, now);
    }
  });
  const data = await findCustomerRow(deps.db, customerId);
  if (!data) throw new AppError(404, MSG.customerNotFound);
  return { message: MESSAGE[action], data };
}
