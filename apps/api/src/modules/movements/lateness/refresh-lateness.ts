import {
  LATENESS_DEFAULTS,
  type LateReasonCode,
  LOADING_ARRIVAL_EVENT_IDS,
  UNLOADING_ARRIVAL_EVENT_IDS,
} from '@trazo/shared';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../../db/database';
import { notifyLateness } from './notify-lateness';

// Issue 26 item 2, ADR 0040: the stored late flag. A movement is late when an open consignment's
// appointment (cita de cargue / descargue) passed, plus the company's tolerance, without its arrival
// event, or when a trip en ruta has recorded nothing for the company's N hours. The flag keeps the most
// urgent reason (descargue, cargue, sin eventos) so the lists filter and count it through an index; it is
// recomputed for the movements an event or an ERP batch touched, and for all open ones by the periodic job.

const list = (ids: readonly number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

interface ReasonRow {
  id: number;
  customer_id: number;
  old: LateReasonCode | null;
  descargue: boolean;
  cargue: boolean;
  sin_eventos: boolean;
}

/** The reasons that hold now, most urgent first. */
export function reasonsOf(row: Pick<ReasonRow, 'descargue' | 'cargue' | 'sin_eventos'>): LateReasonCode[] {
  const reasons: LateReasonCode[] = [];
  if (row.descargue) reasons.push('cita_descargue');
  if (row.cargue) reasons.push('cita_cargue');
  if (row.sin_eventos) reasons.push('sin_eventos');
  return reasons;
}

function missedAppointment(
  column: 'cita_cargue_at' | 'cita_descargue_at',
  events: readonly number[],
  now: SQL,
) {
  const cita = sql.raw(`c.${column}`);
  return sql`exists (
    select 1 from consignments c
    where c.movement_id = m.id and not c.is_closed and ${cita} is not null
      and ${cita} + s.tol * interval '1 minute' < ${now}
      and not exists (
        select 1 from movement_events e
        where e.movement_id = m.id and (e.consignment_id is null or e.consignment_id = c.id)
          and e.event_type_id in (${list(events)})))`;
}

export type LatenessTarget = { movementIds: readonly number[] } | { customerId: number } | 'all-open';

const OPEN_OR_FLAGGED = sql`(m.estado in ('programado', 'en_ruta') or m.retraso_motivo is not null)`;

/**
 * Recomputes the flag of these movements, of a company's open or flagged ones (its settings changed), or
 * of every open or flagged one (the periodic job). Run it in the transaction of the change; answers how
 * many movements changed flag.
 */
export async function refreshLateness(
  tx: Db,
  target: LatenessTarget,
  now: Date,
  options: { notify?: boolean } = {},
): Promise<number> {
  if (typeof target === 'object' && 'movementIds' in target && target.movementIds.length === 0) return 0;
  const at = sql`${now.toISOString()}::timestamptz`;
  const which =
    target === 'all-open'
      ? OPEN_OR_FLAGGED
      : 'customerId' in target
        ? sql`m.customer_id = ${target.customerId} and ${OPEN_OR_FLAGGED}`
        : sql`m.id in (${list([...new Set(target.movementIds)])})`;
  const rows = await queryRows<ReasonRow>(
    tx,
    sql`
    select m.id, m.customer_id, m.retraso_motivo as old,
      ${missedAppointment('cita_descargue_at', UNLOADING_ARRIVAL_EVENT_IDS, at)} as descargue,
      ${missedAppointment('cita_cargue_at', LOADING_ARRIVAL_EVENT_IDS, at)} as cargue,
      (m.estado = 'en_ruta'
        and coalesce(m.ultimo_evento_at, m.fecha_despacho) + s.hrs * interval '1 hour' < ${at}) as sin_eventos
    from movements m
    cross join lateral (
      select coalesce(ls.tolerance_minutes, ${LATENESS_DEFAULTS.toleranciaMinutos}) as tol,
        coalesce(ls.no_event_hours, ${LATENESS_DEFAULTS.horasSinEventos}) as hrs
      from (select 1) one left join lateness_settings ls on ls.customer_id = m.customer_id
    ) s
    where ${which}`,
  );
  const changed = rows.filter((r) => (reasonsOf(r)[0] ?? null) !== r.old);
  if (changed.length > 0) {
    const values = changed.map((r) => sql`(${r.id}::int, ${reasonsOf(r)[0] ?? null}::late_reason)`);
    await tx.execute(sql`
      update movements m set retraso_motivo = s.motivo,
        retraso_desde = case when s.motivo is null then null else ${at} end
      from (values ${sql.join(values, sql`, `)}) as s(id, motivo)
      where m.id = s.id`);
  }
  const late = rows.filter((r) => reasonsOf(r).length > 0);
  if (late.length > 0 && options.notify !== false) {
    await notifyLateness(
      tx,
      late.map((r) => ({ movementId: r.id, customerId: r.customer_id, reasons: reasonsOf(r) })),
      now,
    );
  }
  return changed.length;
}
