import { MSG, type ZRegisterCompanyRequest } from '@trazo/shared';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import { users, zones } from '../../db/schema';
import { AppError } from '../../lib/app-error';

/** The parsed registration payload common to the three routes (spec §3). */
export type RegistrationPayload = z.output<typeof ZRegisterCompanyRequest>;

/** An error the form shows on one field (spec §8: 420 → nit_transporte, 421 → nit). */
export const fieldError = (status: number, field: string, message: string) =>
  new AppError(status, message, { errors: { [field]: [message] } });

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
