import type { TServiceState } from '@trazo/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { especialServiceChanges, users } from '../../db/schema';

// Every change of a service is kept (issue 24 item 3): who, when, from → to, the reason and what changed.

export interface ServiceActor {
  customerId: number;
  /** The portal user; null for a driver recording from the drivers' app (issue 24 item 6). */
  userId: number | null;
  /** The name kept with the change when there is no user to read it from (a driver). */
  name?: string;
}

export async function recordChange(
  tx: Db,
  actor: ServiceActor,
  change: {
    serviceId: number;
    at: Date;
    fromState: TServiceState | null;
    toState: TServiceState;
    reason?: string;
    detail?: string;
  },
): Promise<void> {
  const [user] =
    actor.userId === null
      ? []
      : await tx
          .select({ name: users.name, lastName: users.lastName, email: users.email })
          .from(users)
          .where(eq(users.id, actor.userId));
  const userName = user ? `${user.name} ${user.lastName}`.trim() || user.email : (actor.name ?? '—');
  await tx.insert(especialServiceChanges).values({
    serviceId: change.serviceId,
    userId: actor.userId,
    userName,
    at: change.at,
    fromState: change.fromState,
    toState: change.toState,
    reason: change.reason ?? '',
    detail: change.detail ?? '',
  });
}
