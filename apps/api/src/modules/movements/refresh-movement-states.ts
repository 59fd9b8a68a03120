import {
  type ConsignmentStateCode,
  deriveConsignmentState,
  deriveMovementState,
  isClosedState,
  type StateEvent,
} from '@trazo/shared';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/database';
import { refreshDeliveryVerdicts } from './delivery-verdicts';
import { refreshLateness } from './lateness/refresh-lateness';

// Stores the derived state (shared delivery-state.ts, the one definition) where the list filters need
// it in SQL: consignments.is_closed / is_rejected and movements.estado, plus the manifest's last event
// and each consignment's delivery verdict (delivery-verdicts.ts).

interface TimelineRow {
  id: number;
  movement_id: number;
  eventos: StateEvent[] | string;
  cumplidos: number;
}

const parsed = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);
const idList = (ids: number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/** With `now`, the late flag (issue 26 item 2) is recomputed too: an arrival event may end a lateness. */
export async function refreshMovementStates(tx: Db, ids: number[], now?: Date): Promise<void> {
  const movementIds = [...new Set(ids)];
  if (movementIds.length === 0) return;
  const rows = await queryRows<TimelineRow>(
    tx,
    sql`
      select c.id, c.movement_id,
        coalesce((
          select json_agg(json_build_object('id_events', e.event_type_id, 'created_at', e.occurred_at, 'id', e.id))
          from movement_events e
          where e.movement_id = c.movement_id and (e.consignment_id is null or e.consignment_id = c.id)
        ), '[]'::json) as eventos,
        (select count(*)::int from delivery_documents d
          where d.movement_id = c.movement_id and (d.consignment_id is null or d.consignment_id = c.id)) as cumplidos
      from consignments c where c.movement_id in (${idList(movementIds)})`,
  );
  const byMovement = new Map<number, ConsignmentStateCode[]>();
  const consignmentValues = rows.map((row) => {
    const state = deriveConsignmentState(parsed(row.eventos), row.cumplidos > 0);
    byMovement.set(row.movement_id, [...(byMovement.get(row.movement_id) ?? []), state]);
    return sql`(${row.id}::int, ${isClosedState(state)}::boolean, ${state === 'rechazada'}::boolean)`;
  });
  if (consignmentValues.length > 0) {
    await tx.execute(sql`
      update consignments c set is_closed = s.is_closed, is_rejected = s.is_rejected
      from (values ${sql.join(consignmentValues, sql`, `)}) as s(id, is_closed, is_rejected)
      where c.id = s.id and (c.is_closed, c.is_rejected) is distinct from (s.is_closed, s.is_rejected)`);
  }
  await refreshDeliveryVerdicts(tx, sql`c2.movement_id in (${idList(movementIds)})`);
  const movementValues = movementIds.map(
    (id) => sql`(${id}::int, ${deriveMovementState(byMovement.get(id) ?? [])}::movement_state)`,
  );
  await tx.execute(sql`
    update movements m set estado = s.estado, ultimo_evento_id = last.event_type_id, ultimo_evento_at = last.occurred_at
    from (values ${sql.join(movementValues, sql`, `)}) as s(id, estado)
    left join lateral (
      select e.event_type_id, e.occurred_at from movement_events e where e.movement_id = s.id
      order by e.occurred_at desc, e.id desc limit 1
    ) last on true
    where m.id = s.id
      and (m.estado, m.ultimo_evento_id, m.ultimo_evento_at)
        is distinct from (s.estado, last.event_type_id, last.occurred_at)`);
  if (now) await refreshLateness(tx, { movementIds }, now);
}
