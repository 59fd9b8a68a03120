import { MSG, type TStatusAction, type TUserRoleActionResponse } from '@trazo/shared';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { customers, roles, userRoles, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { enqueueMail } from '../../mail/enqueue-mail';
import { revokeAllSessions, revokeSessionsOfUserRole } from '../auth/revoke-sessions';
import { keepAnAdministrator } from '../company-profiles/last-administrator';
import { findUserRoleRow } from './find-user-roles';
import { nextStatus } from './status-transitions';
import { userRoleMail } from './user-role-mail';

export interface StatusChangeDeps {
  db: Db;
  clock: Clock;
  config: Config;
}

export interface UserRoleActor {
  userId: number;
  /** The company whose user roles the actor may change; null = any (super-administrator). */
  customerId: number | null;
}

const MESSAGE: Record<TStatusAction, string> = {
  activar: MSG.userActivated,
  rechazar: MSG.userRejected,
  desactivar: MSG.userDisabled,
};

/**
 * Activates, rejects or disables one user role, e-mailing the user in the same transaction. Disabling
 * ends the sessions acting as that role — or all the user's sessions when no other role is left.
 */
export async function changeUserRoleStatus(
  deps: StatusChangeDeps,
  actor: UserRoleActor,
  userRoleId: number,
  action: TStatusAction,
): Promise<TUserRoleActionResponse> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const [grant] = await tx.select().from(userRoles).where(eq(userRoles.id, userRoleId)).for('update');
    // Another company's user answers exactly as an unknown id (issue 23 item 12): a 403 told a guesser
    // which ids exist elsewhere (server-side tenant scope, ARCHITECTURE).
    if (!grant || (actor.customerId !== null && grant.customerId !== actor.customerId))
      throw new AppError(404, MSG.userRoleNotFound);
    if (grant.userId === actor.userId) throw new AppError(424, MSG.cannotChangeOwnStatus);
    const status = nextStatus(action, grant.status);
    // Issue 27 §3: the company's last active Administrador is not disabled either.
    if (status !== 'active') await keepAnAdministrator(tx, grant);

    await tx.update(userRoles).set({ status }).where(eq(userRoles.id, grant.id));
    if (status === 'disabled') await endSessions(tx, grant.userId, grant.id, now);
    await enqueueMail(tx, await mailFor(tx, deps.config.appUrl, grant, action), now);
  });
  const data = await findUserRoleRow(deps.db, userRoleId);
  if (!data) throw new AppError(404, MSG.userRoleNotFound);
  return { message: MESSAGE[action], data };
}

async function endSessions(tx: Db, userId: number, userRoleId: number, now: Date) {
  const [other] = await tx
    .select({ id: userRoles.id })
    .from(userRoles)
    .where(
      and(
        eq(userRoles.userId, userId),
        ne(userRoles.id, userRoleId),
        inArray(userRoles.status, ['active', 'pending']),
      ),
    )
    .limit(1);
  if (other) await revokeSessionsOfUserRole(tx, userRoleId, now);
  else await revokeAllSessions(tx, userId, now);
}

async function mailFor(
  tx: Db,
  appUrl: string,
  grant: { userId: number; roleId: number; customerId: number | null },
  action: TStatusAction,
) {
  const [info] = await tx
    .select({
      email: users.email,
      name: users.name,
      roleName: roles.name,
      companyName: customers.razonSocial,
    })
    .from(users)
    .innerJoin(roles, eq(roles.id, grant.roleId))
    .leftJoin(customers, eq(customers.id, grant.customerId ?? -1))
    .where(eq(users.id, grant.userId));
  if (!info) throw new AppError(404, MSG.userRoleNotFound);
  return userRoleMail({
    action,
    to: info.email,
    name: info.name,
    roleName: info.roleName,
    companyName: info.companyName ?? 'Trazo',
    appUrl,
  });
}
