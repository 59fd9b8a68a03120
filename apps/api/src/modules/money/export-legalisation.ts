import {
  BOGOTA_OFFSET,
  EXPENSE_STATE_LABELS,
  LEGALISATION_EXPORT_COLUMNS,
  REPORT_CONTENT_TYPES,
  type TExpenseState,
} from '@trazo/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import type { UrlSigner } from '../../lib/signed-url';
import type { ReportFile } from '../reports/export-synced-movements';
import { bogotaDateTime } from '../reports/report-dates';
import { reportBatches } from '../reports/report-rows';
import { type Cell, streamSpreadsheet } from '../reports/spreadsheet-stream';
import { findLegalisationDetail } from './find-legalisation-detail';
import { tripLegalisationSheet } from './legalisation-sheet';

// A trip's legalisation as a document (legalisation-sheet.ts: header, advances, every expense, totals) or
// a period's expenses one row each, as .xlsx streamed like every report (formula-safe cells).

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
  deps: { db: Db; urlSigner: UrlSigner },
  customerId: number,
  input: { movementId?: number | undefined; desde?: string | undefined; hasta?: string | undefined },
): Promise<ReportFile> {
  const { db } = deps;
  if (input.movementId !== undefined) {
    // One trip is a few dozen rows at most: read whole (404 for another company's), written as a document.
    const detail = await findLegalisationDetail(deps, customerId, input.movementId);
    const [title, ...rows] = tripLegalisationSheet(detail);
    async function* once() {
      yield rows;
    }
    return {
      fileName: `Legalizacion manifiesto ${detail.trip.manifiesto}.xlsx`,
      contentType: REPORT_CONTENT_TYPES.xlsx,
      stream: streamSpreadsheet('xlsx', 'Legalización', (title ?? []) as string[], once()),
    };
  }
  const from = new Date(`${input.desde}T00:00:00${BOGOTA_OFFSET}`);
  const to = new Date(Date.parse(`${input.hasta}T00:00:00${BOGOTA_OFFSET}`) + DAY_MS);
  const scope: SQL = sql`m.fecha_despacho >= ${from.toISOString()} and m.fecha_despacho < ${to.toISOString()}`;
  const fileName = `Legalizacion ${input.desde} a ${input.hasta}.xlsx`;
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
    `${r.tipo} (manifiesto ${r.manifiesto_numero})`,
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
