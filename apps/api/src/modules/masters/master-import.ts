import { type MasterImportColumn, MSG, type TImportRowError, type TMasterImportReport } from '@trazo/shared';
import { stringify } from 'csv-stringify/sync';
import ExcelJS from 'exceljs';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { type CellValue, parseSheet, type SheetRow } from '../movements/import/parse-spreadsheet';

// A master's spreadsheet import, on the movements import's reader (same limits, header by key or label):
// each row becomes the master's form input, is validated by the same zod contract as the form, then by
// the master's own checks (references, duplicates); the preview is the import rolled back, so it shows
// exactly what importing would do. All rows or none.

export type RowValues = Record<string, CellValue | undefined>;
type RowProblem = { columna: string | null; mensaje: string };

export interface MasterImporter<F, C> {
  columns: readonly MasterImportColumn[];
  sheetName: string;
  /** The form's contract; zod issues are reported on the column `fieldColumn` names. */
  schema: z.ZodType<F>;
  fieldColumn: Record<string, string>;
  /** What the rows' checks need, loaded once (the operator's references and existing keys). */
  load(db: Db, customerId: number): Promise<C>;
  /** The row's cells → the form's input; unresolvable references are problems. */
  toInput(values: RowValues, context: C): { input: unknown; problems: RowProblem[] };
  /**
   * A key that must be unique in the file and among the operator's rows (null: none); `taken` is the
   * conflict's message when an existing row already has it.
   */
  key(form: F, context: C): { value: string; column: string; taken: string | null } | null;
  insert(db: Db, customerId: number, forms: F[]): Promise<void>;
  describe(form: F): string;
}

class DryRun extends Error {}
const SAMPLE_ROWS = 100;

/** Cell text: numbers as typed (a document number read as 80123456), dates as AAAA-MM-DD. */
export function cellText(value: CellValue | undefined): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return String(value).trim();
}

function validate<F, C>(importer: MasterImporter<F, C>, rows: SheetRow<string>[], context: C) {
  const errors: TImportRowError[] = [];
  const ready: { fila: number; form: F }[] = [];
  const seen = new Set<string>();
  for (const row of rows) {
    const { input, problems } = importer.toInput(row.values, context);
    const parsed = importer.schema.safeParse(input);
    const found: RowProblem[] = [...problems];
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const column = importer.fieldColumn[String(issue.path[0])] ?? null;
        if (!found.some((p) => p.columna === column)) found.push({ columna: column, mensaje: issue.message });
      }
    } else {
      const key = importer.key(parsed.data, context);
      if (key?.taken) found.push({ columna: key.column, mensaje: key.taken });
      if (key && seen.has(key.value))
        found.push({ columna: key.column, mensaje: MSG.espImportDuplicateInFile });
      if (key) seen.add(key.value);
      if (found.length === 0) ready.push({ fila: row.fila, form: parsed.data });
    }
    errors.push(...found.map((p) => ({ fila: row.fila, ...p })));
  }
  return { errors, ready };
}

export async function importMaster<F, C>(
  db: Db,
  importer: MasterImporter<F, C>,
  input: { customerId: number; bytes: Buffer; filename: string; isDryRun: boolean },
): Promise<TMasterImportReport> {
  const rows = await parseSheet<string>(input.bytes, input.filename, importer.columns);
  const context = await importer.load(db, input.customerId);
  const { errors, ready } = validate(importer, rows, context);
  if (!input.isDryRun && errors.length > 0) {
    const byCell: Record<string, string[]> = {};
    for (const e of errors) {
      const key = `${e.fila}.${e.columna ?? 'fila'}`;
      byCell[key] = [...(byCell[key] ?? []), e.mensaje];
    }
    throw new AppError(422, MSG.importHasErrors, { errors: byCell });
  }
  if (ready.length > 0) {
    try {
      await db.transaction(async (tx) => {
        await importer.insert(
          tx,
          input.customerId,
          ready.map((r) => r.form),
        );
        if (input.isDryRun) throw new DryRun();
      });
    } catch (error) {
      if (!(error instanceof DryRun)) throw error;
    }
  }
  return {
    archivo: input.filename,
    filas: rows.length,
    creados: ready.length,
    errores: errors,
    muestra: ready.slice(0, SAMPLE_ROWS).map((r) => ({ fila: r.fila, resumen: importer.describe(r.form) })),
  };
}

/** The template: the header (column keys), one example row, and an 'Instrucciones' sheet in the .xlsx. */
export async function buildMasterTemplate(
  importer: Pick<MasterImporter<unknown, unknown>, 'columns' | 'sheetName'>,
  format: 'xlsx' | 'csv',
): Promise<Buffer> {
  const header = importer.columns.map((c) => c.key);
  const example = importer.columns.map((c) => c.example);
  if (format === 'csv') return Buffer.from(`\uFEFF${stringify([header, example])}`, 'utf8');
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Trazo';
  const sheet = workbook.addWorksheet(importer.sheetName);
  sheet.addRow(header).font = { bold: true };
  sheet.addRow(example);
  sheet.columns.forEach((column, i) => {
    column.width = Math.max(14, (header[i]?.length ?? 10) + 2);
    column.numFmt = '@'; // text: keeps document numbers and leading zeros as typed
  });
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  const help = workbook.addWorksheet('Instrucciones');
  help.addRow(['Columna', 'Descripción', 'Obligatoria', 'Ejemplo']).font = { bold: true };
  for (const c of importer.columns) help.addRow([c.key, c.label, c.required ? 'Sí' : 'No', c.example]);
  help.columns.forEach((column) => {
    column.width = 40;
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
