import type { TRoleOption } from '@trazo/shared';
import type { Db } from '../../db/database';
import { findAccount } from './find-account';
import { toRoleOption } from './session-view';

/** spec §7 POST /consulta_roles: the roles the role-switch dialog offers (active ones only). */
export async function listRoleOptions(db: Db, userId: number): Promise<TRoleOption[]> {
  const account = await findAccount(db, userId);
  return account?.grants.map(toRoleOption) ?? [];
}
