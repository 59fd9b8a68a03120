import { MSG, type TLoginResponse, type ZRegisterCompanyRequest } from '@trazo/shared';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import { users, zones } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { createAccessToken } from '../auth/create-access-token';
import { findAccount } from '../auth/find-account';
import { toSessionUser } from '../auth/session-view';

/** The parsed registration payload common to the three routes (spec §3). */
export type RegistrationPayload = z.output<typeof ZRegisterCompanyRequest>;

export interface RequestContext {
  ip: string | null;
  userAgent: string | null;
}

export interface RegistrationResult {
  token: string;
  remember: boolean;
  body: TLoginResponse;
}

/** An error the form shows on one field (spec §8: 420 → nit_transporte, 421 → nit). */
export const fieldError = (status: number, field: string, message: string) =>
  new AppError(status, message, { errors: { [field]: [message] } });

/** 424 when the e-mail already has an account (spec §8: the body is shown whole). */
export async function assertEmailFree(tx: Db, email: string): Promise<void> {
  const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (taken) throw fieldError(424, 'email', MSG.emailTaken);
}

export async function assertZoneExists(tx: Db, zoneId: number): Promise<void> {
  const [zone] = await tx.select({ id: zones.id }).from(zones).where(eq(zones.id, zoneId));
  if (!zone) throw fieldError(422, 'ciudad', MSG.zoneUnknown);
}

/** Inserts the user (active, e-mail unverified: login answers verificado null, spec §4). */
export async function insertUser(tx: Db, body: RegistrationPayload, passwordHash: string, now: Date) {
  const [user] = await tx
    .insert(users)
    .values({
      email: body.email,
      passwordHash,
      name: body.name,
      lastName: body.last_name,
      phone: body.num_cel || null,
      documentTypeId: body.selectipo_documento,
      documentNumber: body.cedula || null,
      zoneId: body.ciudad,
      status: 'active',
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: users.id, email: users.email, name: users.name });
  if (!user) throw new Error('user insert returned no row');
  return user;
}

/**
 * Registration signs the user in like /login does (spec §4: the client stores the returned
 * access_token): no role is chosen, so the answer says rol 0 while the role awaits activation.
 */
export async function signInNewUser(
  tx: Db,
  input: { userId: number; remember: boolean; now: Date; context: RequestContext },
): Promise<RegistrationResult> {
  const { token } = await createAccessToken(tx, {
    userId: input.userId,
    userRoleId: null,
    remember: input.remember,
    now: input.now,
    ip: input.context.ip,
    userAgent: input.context.userAgent,
  });
  const account = await findAccount(tx, input.userId);
  if (!account) throw new Error('registered account not found');
  return { token, remember: input.remember, body: { access_token: token, ...toSessionUser(account, null) } };
}
