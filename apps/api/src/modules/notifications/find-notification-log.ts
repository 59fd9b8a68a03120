import type { TNotificationLogResponse } from '@trazo/shared';
import { MSG } from '@trazo/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { consignments, movementEvents, movements, notificationLog } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { eventName } from './event-values';

/** What was sent to whom and when for one of the company's movements, oldest first. */
export async function findNotificationLog(
  db: Db,
  customerId: number,
  movementId: number,
): Promise<TNotificationLogResponse> {
  const [movement] = await db
    .select({ id: movements.id })
    .from(movements)
    .where(and(eq(movements.id, movementId), eq(movements.customerId, customerId)));
  if (!movement) throw new AppError(404, MSG.ntfMovementNotFound);
  const rows = await db
    .select({
      id: notificationLog.id,
      at: notificationLog.createdAt,
      eventTypeId: movementEvents.eventTypeId,
      remesa: consignments.remesaNumero,
      channel: notificationLog.channel,
      recipientKind: notificationLog.recipientKind,
      recipient: notificationLog.recipient,
      subject: notificationLog.subject,
    })
    .from(notificationLog)
    .innerJoin(movementEvents, eq(movementEvents.id, notificationLog.movementEventId))
    .leftJoin(consignments, eq(consignments.id, movementEvents.consignmentId))
    .where(and(eq(notificationLog.movementId, movementId), eq(notificationLog.customerId, customerId)))
    .orderBy(asc(notificationLog.createdAt), asc(notificationLog.id));
  const names = new Map<number, string>();
  for (const r of rows)
    if (!names.has(r.eventTypeId)) names.set(r.eventTypeId, await eventName(db, customerId, r.eventTypeId));
  return {
    data: rows.map((r) => ({
      id: r.id,
      at: r.at.toISOString(),
      eventName: names.get(r.eventTypeId) ?? '',
      remesa: r.remesa,
      channel: r.channel as 'email',
      recipientKind: r.recipientKind as TNotificationLogResponse['data'][number]['recipientKind'],
      recipient: r.recipient,
      subject: r.subject,
    })),
  };
}
