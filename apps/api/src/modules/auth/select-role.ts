import { MSG, type TSessionUser } from '@trazo/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { accessTokens } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { findAccount } from './find-account';
import type { AuthSession } from './find-session';
import { toSessionUser } from './session-view';

/**
 * Stores the role chosen in the role dialog (spec §2.2, §4) on the token, so the server, not a
 * client cookie, decides which role and tenant the session acts as.
 */
export async function selectRole(db: Db, session: AuthSession, userRoleId: number): Promise<TSessionUser> {
  const account = await findAccount(db, session.userId);
  const grant = account?.grants.find((g) => g.id_usuario_rol === userRoleId);
  if (!account || !grant) {
    throw new AppError(422, MSG.roleNotAvailable, { errors: { id_usuario_rol: [MSG.roleNotAvailable] } });
  }
  await db.update(accessTokens).set({ userRoleId }).where(eq(accessTokens.id, session.tokenId));
  return toSessionUser(account, grant);
}
