import {
  illegalTransitionMessage,
  MSG,
  SERVICE_TRANSITIONS,
  type TService,
  type TServiceTransitionBody,
} from '@trazo/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { especialServices } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { found } from '../masters/master-query';
import { annulStaleServiceFuecs } from './annul-stale-fuecs';
import { findService } from './find-services';
import { recordChange, type ServiceActor } from './service-changes';
import { queueServiceMail } from './service-mail';

// Start, finish, cancel or reject a service (issue 24 item 3). The row is locked, so of two dispatchers
// acting at once the second sees the first's state and gets the 409 of an illegal transition.

const s = especialServices;

export async function changeServiceState(
  db: Db,
  actor: ServiceActor,
  id: number,
  body: Required<TServiceTransitionBody>,
  now: Date,
): Promise<TService> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ state: s.state })
      .from(s)
      .where(and(eq(s.id, id), eq(s.customerId, actor.customerId)))
      .for('update');
    const from = found(row).state;
    if (!SERVICE_TRANSITIONS[from].includes(body.to)) {
      throw new AppError(409, illegalTransitionMessage(from, body.to));
    }
    const reason = body.to === 'cancelada' || body.to === 'rechazada' ? body.reason : '';
    await tx.update(s).set({ state: body.to, reason, updatedAt: now }).where(eq(s.id, id));
    await recordChange(tx, actor, { serviceId: id, at: now, fromState: from, toState: body.to, reason });
    if (body.to === 'cancelada') {
      const { customerId } = actor;
      await annulStaleServiceFuecs(tx, {
        customerId,
        serviceId: id,
        keep: null,
        reason: MSG.fuecAnnulServiceCancelled,
        now,
      });
    }
    if (body.to === 'cancelada' || body.to === 'finalizada') {
      await queueServiceMail(tx, { customerId: actor.customerId, serviceId: id, state: body.to, now });
    }
  });
  return findService(db, actor.customerId, id);
}
