import { REPORT_CONTENT_TYPES } from '@trazo/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { drivers } from '../../db/schema';
import { containsSearch } from '../../lib/pagination';
import type { ReportFile } from '../reports/export-synced-movements';
import { bogotaDateTimeSql } from '../reports/report-dates';
import { reportBatches } from '../reports/report-rows';
import { type Cell, streamSpreadsheet } from '../reports/spreadsheet-stream';

// 'Conductores' (issue 26 §7): the company's drivers, filtered as the list, as xlsx or csv.

interface Row {
  id: number;
  documento: string;
  nombre: string;
  telefono: string;
  email: string;
  status: 'active' | 'disabled' | null;
  last_sync_at: string | null;
}

const ACCESS = { active: 'Activo', disabled: 'Desactivado' } as const;
const HEADER = ['Documento', 'Nombre', 'Teléfono', 'Correo', 'Acceso a la app', 'Última sincronización'];

export function exportCompanyDrivers(
  db: Db,
  customerId: number,
  q: string | undefined,
  formato: 'xlsx' | 'csv',
): ReportFile {
  const search = q ? sql`and ${containsSearch(sql`${drivers.searchText}`, q)}` : sql``;
  const batches = reportBatches<Row>(
    db,
    (afterId, limit) => sql`
      select drivers.id, drivers.documento, drivers.nombre, drivers.telefono, drivers.email, a.status,
        ${bogotaDateTimeSql(sql`a.last_sync_at`)} as last_sync_at
      from drivers left join driver_access a on a.driver_id = drivers.id
      where drivers.customer_id = ${customerId} ${search} and drivers.id > ${afterId}
      order by drivers.id limit ${limit}`,
  );
  async function* cells() {
    for await (const rows of batches) {
      yield rows.map((r): Cell[] => [
        r.documento,
        r.nombre,
        r.telefono,
        r.email,
        r.status === null ? 'Sin acceso' : ACCESS[r.status],
        r.last_sync_at ?? '',
      ]);
    }
  }
  return {
    fileName: `Conductores.${formato}`,
    contentType: REPORT_CONTENT_TYPES[formato],
    stream: streamSpreadsheet(formato, 'Conductores', HEADER, cells()),
  };
}
