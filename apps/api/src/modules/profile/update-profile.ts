import { MSG, type TUpdateProfileResponse, type ZUpdateProfileRequest } from '@trazo/shared';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import { users, zones } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { getProfile } from './get-profile';

type ParsedProfile = z.output<typeof ZUpdateProfileRequest>;

/** PUT /api/perfil: name, last name, mobile, city. The e-mail is not editable here (it is the login). */
export async function updateProfile(
  db: Db,
  userId: number,
  body: ParsedProfile,
  now: Date,
): Promise<TUpdateProfileResponse> {
  const [zone] = await db.select({ id: zones.id }).from(zones).where(eq(zones.id, body.ciudad));
  if (!zone) throw new AppError(422, MSG.cityUnknown, { errors: { ciudad: [MSG.cityUnknown] } });
  await db
    .update(users)
    .set({
      name: body.name,
      lastName: body.last_name,
      phone: body.num_cel ?? null,
      zoneId: body.ciudad,
      updatedAt: now,
    })
    .where(eq(users.id, userId));
  return { message: MSG.profileUpdated, data: await getProfile(db, userId) };
}
