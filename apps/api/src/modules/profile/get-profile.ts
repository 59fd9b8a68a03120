import { MSG, type TProfile } from '@trazo/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { users, zones } from '../../db/schema';
import { AppError } from '../../lib/app-error';

/** spec §2.1 editar-perfil: the signed-in user's own data (never another user's: the id is the session's). */
export async function getProfile(db: Db, userId: number): Promise<TProfile> {
  const [row] = await db
    .select({
      email: users.email,
      name: users.name,
      lastName: users.lastName,
      phone: users.phone,
      zoneId: users.zoneId,
      zoneName: zones.nombreDivision,
      avatar: users.avatar,
    })
    .from(users)
    .leftJoin(zones, eq(zones.id, users.zoneId))
    .where(eq(users.id, userId));
  if (!row) throw new AppError(401, MSG.unauthenticated);
  return {
    email: row.email,
    name: row.name,
    last_name: row.lastName,
    num_cel: row.phone,
    ciudad: row.zoneId,
    ciudad_nombre: row.zoneName,
    avatar: row.avatar,
  };
}
