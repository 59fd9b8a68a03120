import { IMPORT_COLUMNS, type ImportColumnKey, MOVEMENT_LIMITS, MSG } from '@trazo/shared';
import { AppError } from '../../../lib/app-error';
import { sniffContentType } from '../../../lib/sniff-content-type';
import type { CellValue, RawRow } from './raw-row';
import { readCsvRows } from './read-csv-rows';
import { readXlsxRows } from './read-xlsx-rows';

// Reads the first sheet of an .xlsx or a .csv into rows keyed by template column. Headers may be the
// column keys or their labels, in any order and case. Rows are read as a stream and the read stops at the
// row cap + 1 or at the first oversized cell, so a hostile file costs a bounded amount of memory.

export type { CellValue } from './raw-row';
export interface SheetRow<K extends string = ImportColumnKey> {
  /** Spreadsheet row number (the header is row 1). */
  fila: number;
  values: Partial<Record<K, CellValue>>;
}

/** A template's columns as the reader needs them (the movements' IMPORT_COLUMNS, a master's columns). */
export interface SheetColumn<K extends string> {
  key: K;
  label: string;
  required: boolean;
}

const normalize = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');

function headerKeys<K extends string>(columns: readonly SheetColumn<K>[]): Map<string, K> {
  return new Map<string, K>(
    columns.flatMap((c) => [
      [normalize(c.key), c.key],
      [normalize(c.label), c.key],
    ]),
  );
}

/** Refuses the whole file at the first cell no real template holds. */
function checkCells(row: RawRow, header: (string | null)[]) {
  row.cells.forEach((value, col) => {
    if (typeof value === 'string' && value.length > MOVEMENT_LIMITS.importMaxCellChars) {
      const column = header[col] ?? `columna_${col + 1}`;
      throw new AppError(422, MSG.importCellTooLarge, {
        errors: { [`${row.fila}.${column}`]: [MSG.importCellTooLarge] },
      });
    }
  });
}

/** Header cells → template keys; refuses a header without the required columns. */
function readHeader<K extends string>(
  row: RawRow | null,
  columns: readonly SheetColumn<K>[],
  keys: Map<string, K>,
): (K | null)[] {
  // The header is row 1; a sheet that starts lower has none.
  const names = row?.fila === 1 ? Array.from(row.cells, (h) => String(h ?? '')) : [];
  const header = names.map((h) => keys.get(normalize(h)) ?? null);
  const missing = columns.filter((c) => c.required && !header.includes(c.key)).map((c) => c.key);
  if (missing.length > 0)
    throw new AppError(422, MSG.importMissingColumns, { errors: { columnas: missing } });
  return header;
}

function readRows(bytes: Buffer, filename: string): AsyncGenerator<RawRow> {
  const isXlsx = sniffContentType(bytes) === 'application/zip';
  if (!isXlsx && !/\.csv$/i.test(filename) && bytes.includes(0))
    throw new AppError(422, MSG.importFileUnreadable);
  return isXlsx ? readXlsxRows(bytes) : readCsvRows(bytes);
}

export function parseSpreadsheet(bytes: Buffer, filename: string): Promise<SheetRow[]> {
  return parseSheet(bytes, filename, IMPORT_COLUMNS);
}

/** The same reading and limits for any template's columns (masters' imports reuse it). */
export async function parseSheet<K extends string>(
  bytes: Buffer,
  filename: string,
  columns: readonly SheetColumn<K>[],
): Promise<SheetRow<K>[]> {
  if (bytes.length > MOVEMENT_LIMITS.importMaxBytes) throw new AppError(413, MSG.fileTooLarge);
  const keys = headerKeys(columns);
  let header: (K | null)[] | null = null;
  const rows: SheetRow<K>[] = [];
  for await (const row of readRows(bytes, filename)) {
    if (header === null) {
      checkCells(row, []);
      header = readHeader(row, columns, keys);
      if (row.fila === 1) continue;
    }
    checkCells(row, header);
    const values: SheetRow<K>['values'] = {};
    let isEmpty = true;
    header.forEach((key, col) => {
      if (!key) return;
      const value = row.cells[col] ?? null;
      if (value !== null && String(value).trim() !== '') isEmpty = false;
      values[key] = value;
    });
    if (isEmpty) continue;
    rows.push({ fila: row.fila, values });
    // One past the cap is enough to know; the rest of the file is never read.
    if (rows.length > MOVEMENT_LIMITS.importMaxRows) throw new AppError(422, MSG.importTooManyRows);
  }
  if (header === null) readHeader(null, columns, keys);
  if (rows.length === 0) throw new AppError(422, MSG.importNoRows);
  return rows;
}
