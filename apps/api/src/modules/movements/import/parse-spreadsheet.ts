import { Readable } from 'node:stream';
import { IMPORT_COLUMNS, type ImportColumnKey, MOVEMENT_LIMITS, MSG } from '@trazo/shared';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { AppError } from '../../../lib/app-error';
import { sniffContentType } from '../../../lib/read-multipart';

// Reads the first sheet of an .xlsx or a .csv (comma or semicolon, UTF-8 with or without BOM) into rows
// keyed by template column. Headers may be the column keys or their labels, in any order and case.

export type CellValue = string | number | Date | null;
export interface SheetRow {
  /** Spreadsheet row number (the header is row 1). */
  fila: number;
  values: Partial<Record<ImportColumnKey, CellValue>>;
}

const normalize = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');

const HEADER_KEYS = new Map<string, ImportColumnKey>(
  IMPORT_COLUMNS.flatMap((c) => [
    [normalize(c.key), c.key],
    [normalize(c.label), c.key],
  ]),
);

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

async function readXlsx(bytes: Buffer): Promise<CellValue[][]> {
  const workbook = new ExcelJS.Workbook();
  try {
    // read(stream) rather than load(buffer): exceljs's typings declare their own global Buffer, which
    // Node's generic Buffer no longer satisfies.
    await workbook.xlsx.read(Readable.from([bytes]));
  } catch {
    throw new AppError(422, MSG.importFileUnreadable);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new AppError(422, MSG.importFileUnreadable);
  const rows: CellValue[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, number) => {
    const values: CellValue[] = [];
    row.eachCell({ includeEmpty: true }, (cell, col) => {
      values[col - 1] = cellValue(cell.value);
    });
    rows[number - 1] = values;
  });
  return Array.from(rows, (r) => r ?? []);
}

function readCsv(bytes: Buffer): CellValue[][] {
  const text = bytes.toString('utf8');
  if (text.includes('\uFFFD')) throw new AppError(422, MSG.importFileUnreadable);
  const header = text.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '';
  const delimiter = (header.match(/;/g)?.length ?? 0) > (header.match(/,/g)?.length ?? 0) ? ';' : ',';
  try {
    return parse(text, {
      bom: true,
      delimiter,
      relax_column_count: true,
      skip_empty_lines: false,
      trim: true,
    }) as string[][];
  } catch {
    throw new AppError(422, MSG.importFileUnreadable);
  }
}

export async function parseSpreadsheet(bytes: Buffer, filename: string): Promise<SheetRow[]> {
  if (bytes.length > MOVEMENT_LIMITS.importMaxBytes) throw new AppError(413, MSG.fileTooLarge);
  const isXlsx = sniffContentType(bytes)?.includes('spreadsheetml') ?? false;
  if (!isXlsx && !/\.csv$/i.test(filename) && bytes.includes(0))
    throw new AppError(422, MSG.importFileUnreadable);
  const grid = isXlsx ? await readXlsx(bytes) : readCsv(bytes);

  const header = (grid[0] ?? []).map((h) => HEADER_KEYS.get(normalize(String(h ?? ''))) ?? null);
  const missing = IMPORT_COLUMNS.filter((c) => c.required && !header.includes(c.key)).map((c) => c.key);
  if (missing.length > 0)
    throw new AppError(422, MSG.importMissingColumns, { errors: { columnas: missing } });

  const rows: SheetRow[] = [];
  grid.slice(1).forEach((cells, i) => {
    const values: SheetRow['values'] = {};
    let isEmpty = true;
    header.forEach((key, col) => {
      if (!key) return;
      const value = cells[col] ?? null;
      if (value !== null && String(value).trim() !== '') isEmpty = false;
      values[key] = value;
    });
    if (!isEmpty) rows.push({ fila: i + 2, values });
  });
  if (rows.length === 0) throw new AppError(422, MSG.importNoRows);
  if (rows.length > MOVEMENT_LIMITS.importMaxRows) throw new AppError(422, MSG.importTooManyRows);
  return rows;
}
