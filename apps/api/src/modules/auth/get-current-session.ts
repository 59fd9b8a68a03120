import { MSG, type TSessionUser } from '@trazo/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { accessTokens } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { findAccount } from './find-account';
import type { AuthSession } from './find-session';
import { effectiveGrant, toSessionUser } from './session-view';

/** spec §7 POST /consulta_ingreso: the route guard's session check. */
export async function getCurrentSession(db: Db, session: AuthSession): Promise<TSessionUser> {
  const account = await findAccount(db, session.userId);
  if (!account) throw new AppError(401, MSG.unauthenticated);
  const grant = effectiveGrant(account, session.userRoleId);
  // A role activated since login (a pending user's, say) becomes the session's role on the next check.
  if (grant && grant.id_usuario_rol !== session.userRoleId) {
    await db
      .update(accessTokens)
      .set({ userRoleId: grant.id_usuario_rol })
      .where(eq(accessTokens.id, session.tokenId));
  }
  return toSessionUser(account, grant);
}
