import { MSG, type TRegisterResponse } from '@trazo/shared';
import type { Db } from '../../db/database';
import { userRoles } from '../../db/schema';
import { hashPassword } from '../../lib/password';
import type { ServiceDeps } from '../../lib/service-deps';
import { sendVerificationMail } from '../verification/send-verification-mail';
import {
  assertEmailFree,
  assertZoneExists,
  insertUser,
  type RegistrationPayload,
  type RegistrationResult,
  type RequestContext,
  signInNewUser,
} from './create-account';
import { asRegistrationConflict } from './registration-conflicts';

/** The pending role a registration asks for, and whose name its verification e-mail carries. */
export interface PendingRole {
  roleId: number;
  customerId: number;
  /** A generator's, provider's or third party's own company (the role's company is the transport one). */
  companyNit?: string;
  companyName?: string;
  mailCompanyName: string;
}

/**
 * The steps every self-registration shares, in one transaction so a failure leaves nothing behind:
 * the route's own checks and rows (`claim`, which may throw a field error), then the e-mail and city
 * checks, the user, its pending role, the verification e-mail and the sign-in (spec §4).
 */
export async function createPendingAccount(
  deps: ServiceDeps,
  body: RegistrationPayload,
  context: RequestContext,
  claim: (tx: Db, now: Date) => Promise<PendingRole>,
): Promise<RegistrationResult & { body: TRegisterResponse }> {
  const passwordHash = await hashPassword(body.password);
  const now = deps.clock.now();
  const result = await deps.db
    .transaction(async (tx) => {
      const role = await claim(tx, now);
      await assertEmailFree(tx, body.email);
      await assertZoneExists(tx, body.ciudad);
      const user = await insertUser(tx, body, passwordHash, now);
      await tx.insert(userRoles).values({
        userId: user.id,
        roleId: role.roleId,
        customerId: role.customerId,
        status: 'pending',
        companyNit: role.companyNit,
        companyName: role.companyName,
        position: body.cargo,
        createdAt: now,
      });
      await sendVerificationMail(tx, deps, { user, companyName: role.mailCompanyName, now });
      return signInNewUser(tx, { userId: user.id, remember: body.remember ?? false, now, context });
    })
    .catch(asRegistrationConflict);
  return { ...result, body: { ...result.body, message: MSG.registerSuccessVerify } };
}
