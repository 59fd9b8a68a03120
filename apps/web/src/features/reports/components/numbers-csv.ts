import { CSV_BOM, CSV_SEPARATOR, csvNumber } from '@trazo/shared';
import { saveFile } from '../../../lib/save-file';

export type NumberCell = string | number;

const FORMULA_START = /^[=+\-@]/;

/** One csv field: quoted when needed; text starting with = + - @ made plain (CSV/formula injection). */
function field(value: NumberCell): string {
  if (typeof value === 'number') return csvNumber(value);
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[";\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The numbers beside a chart as csv as Excel in es-CO opens it (csv-format.ts), saved as `<name>.csv`. */
export function downloadNumbersCsv(fileName: string, header: string[], rows: NumberCell[][]): void {
  const lines = [header, ...rows].map((row) => row.map(field).join(CSV_SEPARATOR));
  const blob = new Blob([`${CSV_BOM}${lines.join('\r\n')}\r\n`], { type: 'text/csv;charset=utf-8' });
  saveFile(blob, `${fileName}.csv`);
}
