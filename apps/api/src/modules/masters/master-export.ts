import { REPORT_CONTENT_TYPES } from '@trazo/shared';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import type { ReportFile } from '../reports/export-synced-movements';
import { reportBatches } from '../reports/report-rows';
import { type Cell, streamSpreadsheet } from '../reports/spreadsheet-stream';

// A master's xlsx/csv download: the reports' streamed writers (formula-neutralised cells, rows read a
// batch at a time), so a catalogue of any size never sits whole in memory.

export interface MasterExport<R extends { id: number }> {
  /** File name without extension, e.g. 'Centros de costos'. */
  fileName: string;
  sheetName: string;
  header: readonly string[];
  /** The filtered rows ordered by id, after `afterId`, at most `limit` (null: all). */
  page: (where: SQL) => (afterId: number, limit: number | null) => SQL;
  toCells: (row: R) => Cell[];
}

export function exportMaster<R extends { id: number }>(
  db: Db,
  spec: MasterExport<R>,
  where: SQL,
  format: 'xlsx' | 'csv',
): ReportFile {
  const batches = reportBatches<R>(db, spec.page(where));
  async function* cells() {
    for await (const rows of batches) yield rows.map(spec.toCells);
  }
  return {
    fileName: `${spec.fileName}.${format}`,
    contentType: REPORT_CONTENT_TYPES[format],
    stream: streamSpreadsheet(format, spec.sheetName, spec.header, cells()),
  };
}
