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
  try {
    for await (const sheet of reader) {
      for await (const row of sheet) {
        const cells: CellValue[] = [];
        row.eachCell({ includeEmpty: false }, (cell, col) => {
          cells[col - 1] = cellValue(cell.value);
        });
        yield { fila: row.number, cells };
      }
      return; // the first sheet only
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError(422, MSG.importFileUnreadable);
  }
  throw new AppError(422, MSG.importFileUnreadable); // no sheet at all
}
