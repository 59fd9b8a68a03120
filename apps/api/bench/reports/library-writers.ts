import { once } from 'node:events';
import { SYNCED_EXPORT_COLUMNS } from '@trazo/shared';
import { stringify } from 'csv-stringify/sync';
import type { SQL } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { Db } from '../../src/db/database';
import type { ExportRow } from '../../src/modules/reports/export-synced-movements';
import { reportBatches } from '../../src/modules/reports/report-rows';
import { byteSink } from './measure-run';

// The spreadsheets' library side: the rows of the very query (and cursor batches) the API reads, written
// by the library the API uses, called the way the API calls it, with nothing of ours in between: no cell
// conversion, no formula neutralising, no HTTP. Each answers the bytes written. The PDF: library-pdf.ts.

type Page = (afterId: number, limit: number | null) => SQL;

/** exceljs' streaming writer, one `addRow().commit()` per row. */
export async function libraryXlsx(db: Db, page: Page): Promise<number> {
  const { sink, bytes } = byteSink();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: sink,
    useStyles: false,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet('Movimientos');
  sheet.addRow([...SYNCED_EXPORT_COLUMNS]).commit();
  for await (const rows of reportBatches<ExportRow>(db, page)) {
    for (const row of rows) sheet.addRow(Object.values(row)).commit();
  }
  sheet.commit();
  await workbook.commit();
  return bytes();
}

/** csv-stringify's synchronous call on each batch, as the API does. */
export async function libraryCsv(db: Db, page: Page): Promise<number> {
  const { sink, bytes } = byteSink();
  const write = async (text: string) => {
    if (!sink.write(text)) await once(sink, 'drain');
  };
  await write(stringify([[...SYNCED_EXPORT_COLUMNS]], { bom: true }));
  for await (const rows of reportBatches<ExportRow>(db, page))
    await write(stringify(rows.map(Object.values)));
  sink.end();
  await once(sink, 'finish');
  return bytes();
}
