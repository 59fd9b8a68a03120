import {
  BOGOTA_OFFSET,
  EXPENSE_STATE_LABELS,
  LEGALISATION_EXPORT_COLUMNS,
  MSG,
  REPORT_CONTENT_TYPES,
  type TExpenseState,
} from '@trazo/shared';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { ReportFile } from '../reports/export-synced-movements';
import { bogotaDateTime } from '../reports/report-dates';
import { reportBatches } from '../reports/report-rows';
import { type Cell, streamSpreadsheet } from '../reports/spreadsheet-stream';

// A trip's or a period's legalisation as .xlsx (issue 11 item 4), one row per expense, streamed like
// every report (exceljs WorkbookWriter, formula-safe cells).

const DAY_MS = 86_400_000;

interface ExportRow {
  id: number;
  occurred_at: string | Date;
  beneficiary_nit: string;
  beneficiary_dv: number | null;
  beneficiary_name: string;
  tipo: string;
  manifiesto_numero: string;
  amount_cop: string | number;
  state: TExpenseState;
}

export async function exportLegalisation(
  db: Db,
  customerId: number,
  input: { movementId?: number | undefined; desde?: string | undefined; hasta?: string | undefined },
): Promise<ReportFile> {
  let scope: SQL;
  let fileName: string;
  const perTrip = input.movementId !== undefined;
  if (input.movementId !== undefined) {
    const [trip] = await queryRows<{ manifiesto_numero: string }>(
      db,
      sql`select manifiesto_numero from movements where id = ${input.movementId} and customer_id = ${customerId}`,
    );
    if (!trip) throw new AppError(404, MSG.moneyTripUnknown);
    scope = sql`m.id = ${input.movementId}`;
    fileName = `Legalizacion manifiesto ${trip.manifiesto_numero}.xlsx`;
  } else {
    const from = new Date(`${input.desde}T00:00:00${BOGOTA_OFFSET}`);
    const to = new Date(Date.parse(`${input.hasta}T00:00:00${BOGOTA_OFFSET}`) + DAY_MS);
    scope = sql`m.fecha_despacho >= ${from.toISOString()} and m.fecha_despacho < ${to.toISOString()}`;
    fileName = `Legalizacion ${input.desde} a ${input.hasta}.xlsx`;
  }
  const batches = reportBatches<ExportRow>(
    db,
    (afterId, limit) => sql`
      select x.id, x.occurred_at, x.beneficiary_nit, x.beneficiary_dv, x.beneficiary_name, t.nombre as tipo,
        m.manifiesto_numero, x.amount_cop, x.state
      from trip_expenses x
      join movements m on m.id = x.movement_id
      join expense_types t on t.id = x.expense_type_id
      where m.customer_id = ${customerId} and x.customer_id = ${customerId} and x.withdrawn_at is null
        and ${scope} and x.id > ${afterId}
      order by x.id
      limit ${limit}`,
  );
  const toCells = (r: ExportRow): Cell[] => [
    bogotaDateTime(r.occurred_at),
    r.beneficiary_dv === null ? r.beneficiary_nit : `${r.beneficiary_nit}-${r.beneficiary_dv}`,
    r.beneficiary_name,
    perTrip ? r.tipo : `${r.tipo} (manifiesto ${r.manifiesto_numero})`,
    Number(r.amount_cop),
    EXPENSE_STATE_LABELS[r.state],
  ];
  async function* cells() {
    for await (const rows of batches) yield rows.map(toCells);
  }
  return {
    fileName,
    contentType: REPORT_CONTENT_TYPES.xlsx,
    stream: streamSpreadsheet('xlsx', 'Legalización', LEGALISATION_EXPORT_COLUMNS, cells()),
  };
}
