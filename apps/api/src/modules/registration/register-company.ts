import { MSG, nitCheckDigit, ROLE, type TRegisterResponse } from '@trazo/shared';
import { eq } from 'drizzle-orm';
import { type CustomerKind, customers } from '../../db/schema';
import type { ServiceDeps } from '../../lib/service-deps';
import { fieldError, type RegistrationPayload } from './create-account';
import { createPendingAccount } from './create-pending-account';

const ROLE_OF_KIND: Record<CustomerKind, number> = {
  transporte: ROLE.empresaTransporte,
  especiales: ROLE.especiales,
};

/**
 * spec §7 POST /registerempresatransporte and /registerespecial: the company's customer record and
 * the registrant's role, both pending until the super-administrator activates them (issue 3 item 2).
 */
export function registerCompany(
  deps: ServiceDeps,
  kind: CustomerKind,
  body: RegistrationPayload,
): Promise<TRegisterResponse> {
  return createPendingAccount(deps, body, async (tx, now) => {
    const [existing] = await tx
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.nit, body.nit));
    if (existing) throw fieldError(421, 'nit', MSG.companyNitTaken);
    const [customer] = await tx
      .insert(customers)
      .values({
        nit: body.nit,
        checkDigit: nitCheckDigit(body.nit),
        razonSocial: body.razon_social,
        kind,
        status: 'pending',
        createdAt: now,
      })
      .returning({ id: customers.id });
    if (!customer) throw new Error('customer insert returned no row');
    return { roleId: ROLE_OF_KIND[kind], customerId: customer.id, mailCompanyName: 'Trazo' };
  });
}
