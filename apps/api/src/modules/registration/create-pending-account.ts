import { MSG, type TRegisterResponse } from '@trazo/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { userRoles, users } from '../../db/schema';
import { hashPassword } from '../../lib/password';
import { uniqueViolation } from '../../lib/pg-errors';
import type { ServiceDeps } from '../../lib/service-deps';
import { sendVerificationMail } from '../verification/send-verification-mail';
import { assertZoneExists, insertUser, type RegistrationPayload } from './create-account';
import { notifyExistingOwner } from './notify-existing-owner';
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

/** The address has an account: everything the claim wrote is rolled back, and the owner is told. */
class EmailTaken extends Error {}

/**
 * The steps every self-registration shares, in one transaction so a failure leaves nothing behind:
 * the route's own checks and rows (`claim`, which may throw a field error), the city, then — only for an
 * address without an account — the user, its pending role and the verification e-mail. An address that
 * has one gets the very same answer (the password hashed all the same, so the time tells nothing either)
 * and its owner an e-mail (issue 23 item 11). Nobody is signed in: the client goes to /login (spec §4).
 */
export async function createPendingAccount(
  deps: ServiceDeps,
  body: RegistrationPayload,
  claim: (tx: Db, now: Date) => Promise<PendingRole>,
): Promise<TRegisterResponse> {
  const passwordHash = await hashPassword(body.password, deps.config.testPasswordHashing);
  const now = deps.clock.now();
  const answer = { message: MSG.registerSuccessVerify, email: body.email };
  try {
    await deps.db.transaction(async (tx) => {
      const role = await claim(tx, now);
      await assertZoneExists(tx, body.ciudad);
      const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.email, body.email));
      if (taken) throw new EmailTaken();
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
    });
  } catch (error) {
    // Also the loser of two registrations racing for one new address.
    if (!(error instanceof EmailTaken) && uniqueViolation(error) !== 'users_email_unique') {
      asRegistrationConflict(error);
    }
    await notifyExistingOwner(deps.db, { email: body.email, appUrl: deps.config.appUrl, now });
  }
  return answer;
}
