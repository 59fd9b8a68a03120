import { DELIVERY_CLOSURE_EVENT_IDS, DELIVERY_REJECTED_EVENT_ID } from '@trazo/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';

// The derived state of manifests (shared event-types.ts MOVEMENT_STATES): a consignment is closed by a
// closure event (11/12) or a cumplido, its own or manifest-wide; the manifest follows its consignments.

const closure = sql.raw(DELIVERY_CLOSURE_EVENT_IDS.join(', '));
const rejected = sql.raw(String(DELIVERY_REJECTED_EVENT_ID));

export async function refreshMovementStates(tx: Db, movementIds: number[]): Promise<void> {
  if (movementIds.length === 0) return;
  const ids = sql.join(
    movementIds.map((id) => sql`${id}`),
    sql`, `,
  );
  await tx.execute(sql`
    update consignments c set is_closed = s.is_closed, is_rejected = s.is_rejected
    from (
      select c2.id,
        exists (select 1 from movement_events e where e.movement_id = c2.movement_id
                  and (e.consignment_id is null or e.consignment_id = c2.id) and e.event_type_id in (${closure}))
        or exists (select 1 from delivery_documents d where d.movement_id = c2.movement_id
                  and (d.consignment_id is null or d.consignment_id = c2.id)) as is_closed,
        exists (select 1 from movement_events e where e.movement_id = c2.movement_id
                  and (e.consignment_id is null or e.consignment_id = c2.id) and e.event_type_id = ${rejected}) as is_rejected
      from consignments c2 where c2.movement_id in (${ids})
    ) s
    where c.id = s.id and (c.is_closed, c.is_rejected) is distinct from (s.is_closed, s.is_rejected)`);
  await tx.execute(sql`
    update movements m set estado = s.estado, ultimo_evento_id = s.last_type, ultimo_evento_at = s.last_at
    from (
      select m2.id,
        (case
          when not exists (select 1 from movement_events e where e.movement_id = m2.id)
           and not exists (select 1 from delivery_documents d where d.movement_id = m2.id) then 'programado'
          when exists (select 1 from consignments c where c.movement_id = m2.id and not c.is_closed) then 'en_ruta'
          when exists (select 1 from consignments c where c.movement_id = m2.id and c.is_rejected) then 'con_novedad'
          else 'entregado'
        end)::movement_state as estado,
        last.event_type_id as last_type, last.occurred_at as last_at
      from movements m2
      left join lateral (
        select e.event_type_id, e.occurred_at from movement_events e where e.movement_id = m2.id
        order by e.occurred_at desc, e.id desc limit 1
      ) last on true
      where m2.id in (${ids})
    ) s
    where m.id = s.id
      and (m.estado, m.ultimo_evento_id, m.ultimo_evento_at) is distinct from (s.estado, s.last_type, s.last_at)`);
}
