import { MSG, ROLE, type TRegisterResponse, type ZRegisterGeneratorRequest } from '@trazo/shared';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { customers } from '../../db/schema';
import type { ServiceDeps } from '../../lib/service-deps';
import { fieldError } from './create-account';
import { createPendingAccount } from './create-pending-account';

type Payload = z.output<typeof ZRegisterGeneratorRequest>;

/**
 * spec §7 POST /registergenerador: a generator, provider or third party of the transport company
 * whose NIT they give. The role stays pending until that company activates it (issue 3 item 2).
 */
export function registerGenerator(deps: ServiceDeps, body: Payload): Promise<TRegisterResponse> {
  return createPendingAccount(deps, body, async (tx) => {
    const [transport] = await tx
      .select({
        id: customers.id,
        kind: customers.kind,
        status: customers.status,
        name: customers.razonSocial,
      })
      .from(customers)
      .where(eq(customers.nit, body.nit_transporte));
    if (transport?.kind !== 'transporte') throw fieldError(420, 'nit_transporte', MSG.transportNitUnknown);
    if (transport.status !== 'active') throw fieldError(430, 'nit_transporte', MSG.transportCompanyInactive);
    // A platform company (the transport company itself included) cannot register as a shipper.
    const [company] = await tx
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.nit, body.nit));
    if (company) throw fieldError(421, 'nit', MSG.generatorNitConflict);
    return {
      roleId: body.id_rol ?? ROLE.generador,
      customerId: transport.id,
      companyNit: body.nit,
      companyName: body.razon_social,
      mailCompanyName: transport.name,
    };
  });
}
