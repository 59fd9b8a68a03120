import {
  ADVANCE_METHOD_LABELS,
  formatPesos,
  MSG,
  type TAdvanceMethod,
  type TLegalisationDetail,
  type TReviewedExpense,
} from '@trazo/shared';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { UrlSigner } from '../../lib/signed-url';
import { TRIP_COLUMNS, TRIP_FROM, type TripRow, toTripRow } from './find-legalisations';
import { EXPENSE_SUMS } from './trip-totals';

// A trip's review screen: its advances, every expense with signed URLs of its receipt photos, the history.

interface ExpenseRow {
  id: number;
  tipo: string;
  amount_cop: string | number;
  occurred_at: string | Date;
  beneficiary_name: string;
  beneficiary_nit: string;
  beneficiary_dv: number | null;
  receipt_number: string;
  note: string;
  lat: string | number | null;
  lon: string | number | null;
  state: TReviewedExpense['state'];
  rejection_reason: string | null;
  reviewed_by: string | null;
  reviewed_at: string | Date | null;
  photo_ids: string[] | null;
  version: number;
  is_late: boolean;
}

const iso = (v: string | Date | null) => (v === null ? null : new Date(v).toISOString());
const num = (v: string | number | null) => (v === null ? null : Number(v));

/** Human-readable history line from an audit entry. */
function describe(action: string, d: Record<string, unknown>): { action: string; detail: string } {
  const valor = typeof d.valor === 'number' ? formatPesos(d.valor) : '';
  switch (action) {
    case 'anticipo_registrado':
      return {
        action: 'Anticipo registrado',
        detail: `${valor} · ${ADVANCE_METHOD_LABELS[d.metodo as TAdvanceMethod] ?? ''}`,
      };
    case 'anticipo_erp':
      return { action: 'Anticipo del ERP', detail: valor };
    case 'gasto_registrado':
      return { action: 'Gasto registrado', detail: `${d.tipo ?? ''} · ${valor}` };
    case 'gasto_corregido':
      return { action: 'Gasto corregido', detail: `${d.tipo ?? ''} · ${valor}` };
    case 'gasto_retirado':
      return { action: 'Gasto retirado', detail: `${d.tipo ?? ''} · ${valor}` };
    case 'gasto_aprobado':
      return { action: 'Gasto aprobado', detail: `${d.tipo ?? ''} · ${valor}` };
    case 'gasto_rechazado':
      return { action: 'Gasto rechazado', detail: `${d.tipo ?? ''} · ${valor} · ${d.motivo ?? ''}` };
    case 'legalizacion_cerrada':
      return { action: 'Legalización cerrada', detail: `Saldo ${valor}` };
    case 'legalizacion_reabierta':
      return {
        action: MSG.moneyLegalisationReopenedHistory,
        detail: `${MSG.moneyLateExpense}: ${d.tipo ?? ''} · ${valor}`,
      };
    default:
      return { action, detail: '' };
  }
}

export async function findLegalisationDetail(
  deps: { db: Db; urlSigner: UrlSigner },
  customerId: number,
  movementId: number,
): Promise<TLegalisationDetail> {
  const { db } = deps;
  const [trip] = await queryRows<
    TripRow & {
      origen: string;
      destino: string;
      closed_by: string | null;
      closed_at: string | Date | null;
      en_ruta: boolean;
    }
  >(
    db,
    sql`select ${TRIP_COLUMNS}, m.origen_descripcion as origen, m.destino_descripcion as destino,
        (select u.name || ' ' || u.last_name from users u where u.id = l.closed_by_user_id) as closed_by,
        l.closed_at, m.estado = 'en_ruta' as en_ruta
      from ${TRIP_FROM} ${EXPENSE_SUMS}
      where m.id = ${movementId} and m.customer_id = ${customerId}`,
  );
  if (!trip) throw new AppError(404, MSG.moneyTripUnknown);

  const [advances, expenses, history] = await Promise.all([
    queryRows<{
      id: number;
      amount_cop: string | number;
      paid_on: string;
      method: TAdvanceMethod;
      reference: string;
      source: 'portal' | 'erp';
      recorded_by: string | null;
    }>(
      db,
      sql`select a.id, a.amount_cop, a.paid_on::text as paid_on, a.method, a.reference, a.source,
          (select u.name || ' ' || u.last_name from users u where u.id = a.recorded_by_user_id) as recorded_by
        from trip_advances a where a.movement_id = ${movementId} order by a.paid_on, a.id`,
    ),
    queryRows<ExpenseRow>(
      db,
      sql`select x.id, t.nombre as tipo, x.amount_cop, x.occurred_at, x.beneficiary_name, x.beneficiary_nit,
          x.beneficiary_dv, x.receipt_number, x.note, x.lat, x.lon, x.state, x.rejection_reason,
          (select u.name || ' ' || u.last_name from users u where u.id = x.reviewed_by_user_id) as reviewed_by,
          x.reviewed_at, x.version, x.is_late,
          (select array_agg(p.file_id::text order by p.position) from trip_expense_photos p
            where p.expense_id = x.id) as photo_ids
        from trip_expenses x join expense_types t on t.id = x.expense_type_id
        where x.movement_id = ${movementId} and x.withdrawn_at is null
        order by x.occurred_at, x.id`,
    ),
    queryRows<{
      id: string | number;
      at: string | Date;
      who: string | null;
      action: string;
      detail: Record<string, unknown>;
    }>(
      db,
      sql`select h.id, h.at, h.action, h.detail,
          coalesce((select u.name || ' ' || u.last_name from users u where u.id = h.user_id),
            (select 'Conductor ' || d.nombre from drivers d where d.id = h.driver_id),
            'ERP') as who
        from money_audit_log h where h.movement_id = ${movementId} order by h.at desc, h.id desc`,
    ),
  ]);

  return {
    trip: {
      ...toTripRow(trip),
      origen: trip.origen,
      destino: trip.destino,
      closedBy: trip.closed_by,
      closedAt: iso(trip.closed_at),
      enRuta: trip.en_ruta,
    },
    advances: advances.map((a) => ({
      id: a.id,
      amountCop: Number(a.amount_cop),
      paidOn: a.paid_on,
      method: a.method,
      reference: a.reference,
      source: a.source,
      recordedBy: a.recorded_by,
    })),
    expenses: expenses.map((x) => ({
      id: x.id,
      expenseType: x.tipo,
      amountCop: Number(x.amount_cop),
      occurredAt: new Date(x.occurred_at).toISOString(),
      beneficiaryName: x.beneficiary_name,
      beneficiaryNit: x.beneficiary_nit,
      beneficiaryDv: x.beneficiary_dv,
      receiptNumber: x.receipt_number,
      note: x.note,
      lat: num(x.lat),
      lon: num(x.lon),
      state: x.state,
      rejectionReason: x.rejection_reason,
      reviewedBy: x.reviewed_by,
      reviewedAt: iso(x.reviewed_at),
      photos: (x.photo_ids ?? []).map((id) => ({ id, url: deps.urlSigner.sign(id).url })),
      version: x.version,
      late: x.is_late,
    })),
    history: history.map((h) => ({
      id: Number(h.id),
      at: new Date(h.at).toISOString(),
      who: h.who ?? 'ERP',
      ...describe(h.action, typeof h.detail === 'string' ? JSON.parse(h.detail) : h.detail),
    })),
  };
}
