import type { TConfiguredEvent } from '@trazo/shared';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { massConfiguredEvents } from '../../db/schema';
import { type CatalogueEntry, toConfiguredEvent } from './event-catalogue';

/** The company's mass configuration, in order (types_dispatches_clients_id 0: it belongs to no type). */
export async function listMassEvents(
  db: Db,
  customerId: number,
  catalogue: Map<number, CatalogueEntry>,
): Promise<TConfiguredEvent[]> {
  const rows = await db
    .select()
    .from(massConfiguredEvents)
    .where(eq(massConfiguredEvents.customerId, customerId))
    .orderBy(asc(massConfiguredEvents.sequence), asc(massConfiguredEvents.id));
  return rows.map((r) => toConfiguredEvent(r, catalogue, 0, true));
}
