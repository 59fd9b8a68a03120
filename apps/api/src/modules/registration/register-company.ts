import { MSG, nitCheckDigit, ROLE, type TRegisterResponse } from '@trazo/shared';
import { eq } from 'drizzle-orm';
import { type CustomerKind, customers, userRoles } from '../../db/schema';
import { hashPassword } from '../../lib/password';
import { sendVerificationMail } from '../verification/send-verification-mail';
import {
  assertEmailFree,
  assertZoneExists,
  fieldError,
  insertUser,
  type RegistrationDeps,
  type RegistrationPayload,
  type RegistrationResult,
  type RequestContext,
  signInNewUser,
} from './create-account';
import { asRegistrationConflict } from './registration-conflicts';

const ROLE_OF_KIND: Record<CustomerKind, number> = {
  transporte: ROLE.empresaTransporte,
  especiales: ROLE.especiales,
};

/**
 * spec §7 POST /registerempresatransporte and /registerespecial: the company's customer record and
 * the registrant's role, both pending until the super-administrator activates them (issue 3 item 2).
 */
export async function registerCompany(
  deps: RegistrationDeps,
  kind: CustomerKind,
  body: RegistrationPayload,
  context: RequestContext,
): Promise<RegistrationResult & { body: TRegisterResponse }> {
  const passwordHash = await hashPassword(body.password);
  const now = deps.clock.now();
  const result = await deps.db
    .transaction(async (tx) => {
      const [existing] = await tx
        .select({ id: customers.id })
        .from(customers)
        .where(eq(customers.nit, body.nit));
      if (existing) throw fieldError(421, 'nit', MSG.companyNitTaken);
      await assertEmailFree(tx, body.email);
      await assertZoneExists(tx, body.ciudad);

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
      const user = await insertUser(tx, body, passwordHash, now);
      await tx.insert(userRoles).values({
        userId: user.id,
        roleId: ROLE_OF_KIND[kind],
        customerId: customer.id,
        status: 'pending',
        position: body.cargo,
        createdAt: now,
      });
      await sendVerificationMail(tx, deps, { user, companyName: 'Trazo', now });
      return signInNewUser(tx, { userId: user.id, remember: body.remember ?? false, now, context });
    })
    .catch(asRegistrationConflict);
  return { ...result, body: { ...result.body, message: MSG.registerSuccessVerify } };
}
