import { Readable } from 'node:stream';
import { MOVEMENT_LIMITS, MSG } from '@trazo/shared';
import ExcelJS from 'exceljs';
import { AppError } from '../../../lib/app-error';
import { checkUnzippedSize } from './check-unzipped-size';
import type { CellValue, RawRow } from './raw-row';

// The first sheet of an .xlsx, row by row as exceljs's streaming reader parses it: nothing but the row in
// hand (and the shared strings) is held, and the caller may stop at any row. The zip is measured first.

function cellValue(value: ExcelJS.CellValue): CellValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || value instanceof Date) return value;
  if (typeof value === 'boolean') return String(value);
  if (typeof value === 'object') {
    if ('result' in value) return cellValue(value.result as ExcelJS.CellValue);
    if ('richText' in value) return value.richText.map((r) => r.text).join('');
    if ('text' in value) return String(value.text);
  }
  return null;
}

export async function* readXlsxRows(bytes: Buffer): AsyncGenerator<RawRow> {
  await checkUnzippedSize(bytes, MOVEMENT_LIMITS.importMaxUnzippedBytes);
  // Styles are read because they tell a typed date from a number; hyperlinks and other sheets are not.
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([bytes]), {
    worksheets: 'emit',
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    entries: 'ignore',
  });
  const sheets = reader[Symbol.asyncIterator]();
  try {
    const first = await sheets.next();
    if (first.done) throw new AppError(422, MSG.importFileUnreadable); // no sheet at all
    for await (const row of first.value) {
      const cells: CellValue[] = [];
      row.eachCell({ includeEmpty: false }, (cell, col) => {
        cells[col - 1] = cellValue(cell.value);
      });
      yield { fila: row.number, cells };
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError(422, MSG.importFileUnreadable);
  } finally {
    await passRemainingSheets(sheets);
  }
}

/**
 * exceljs writes each sheet that comes before the shared strings (Excel's own order) to a temporary file,
 * and deletes it only once its iteration moves past that sheet: a read that stops early (or a workbook
 * with more sheets) would leave files and open descriptors behind. Move past every sheet, reading none.
 */
async function passRemainingSheets(sheets: AsyncGenerator<ExcelJS.stream.xlsx.WorksheetReader>) {
  try {
    for (let next = await sheets.next(); !next.done; next = await sheets.next()) {
      // The sheet's source: for a temporary file, an open read stream (exceljs keeps it as `iterator`).
      const source = (next.value as { iterator?: { destroy?: () => void } }).iterator;
      source?.destroy?.();
    }
  } catch {
    // The rest of the file does not parse: nothing more was left open.
  }
}
