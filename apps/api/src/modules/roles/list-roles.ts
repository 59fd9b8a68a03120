import { asc } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { roles } from '../../db/schema';

/** spec §7 GET /roles: the role catalogue for the information pages' selector (spec §2.5). */
export function listRoles(db: Db) {
  return db.select({ id: roles.id, name: roles.name }).from(roles).orderBy(asc(roles.id));
}
