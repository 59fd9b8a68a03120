import { MSG, ROLE, type TRegisterResponse, type ZRegisterGeneratorRequest } from '@trazo/shared';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { customers, userRoles } from '../../db/schema';
import { hashPassword } from '../../lib/password';
import { sendVerificationMail } from '../verification/send-verification-mail';
import {
  assertEmailFree,
  assertZoneExists,
  fieldError,
  insertUser,
  type RegistrationDeps,
  type RegistrationResult,
  type RequestContext,
  signInNewUser,
} from './create-account';
import { asRegistrationConflict } from './registration-conflicts';

type Payload = z.output<typeof ZRegisterGeneratorRequest>;

/**
 * spec §7 POST /registergenerador: a generator, provider or third party of the transport company
 * whose NIT they give. The role stays pending until that company activates it (issue 3 item 2).
 */
export async function registerGenerator(
  deps: RegistrationDeps,
  body: Payload,
  context: RequestContext,
): Promise<RegistrationResult & { body: TRegisterResponse }> {
  const passwordHash = await hashPassword(body.password);
  const now = deps.clock.now();
  const result = await deps.db
    .transaction(async (tx) => {
      const [transport] = await tx
        .select({
          id: customers.id,
          kind: customers.kind,
          status: customers.status,
          name: customers.razonSocial,
        })
        .from(customers)
        .where(eq(customers.nit, body.nit_transporte));
      if (transport?.kind !== 'transporte') {
        throw fieldError(420, 'nit_transporte', MSG.transportNitUnknown);
      }
      if (transport.status !== 'active')
        throw fieldError(430, 'nit_transporte', MSG.transportCompanyInactive);
      // A platform company (the transport company itself included) cannot register as a shipper.
      const [company] = await tx
        .select({ id: customers.id })
        .from(customers)
        .where(eq(customers.nit, body.nit));
      if (company) throw fieldError(421, 'nit', MSG.generatorNitConflict);
      await assertEmailFree(tx, body.email);
      await assertZoneExists(tx, body.ciudad);

      const user = await insertUser(tx, body, passwordHash, now);
      await tx.insert(userRoles).values({
        userId: user.id,
        roleId: body.id_rol ?? ROLE.generador,
        customerId: transport.id,
        status: 'pending',
        companyNit: body.nit,
        companyName: body.razon_social,
        position: body.cargo,
        createdAt: now,
      });
      await sendVerificationMail(tx, deps, { user, companyName: transport.name, now });
      return signInNewUser(tx, { userId: user.id, remember: body.remember ?? false, now, context });
    })
    .catch(asRegistrationConflict);
  return { ...result, body: { ...result.body, message: MSG.registerSuccessVerify } };
}
