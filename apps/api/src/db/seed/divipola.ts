import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { parse } from 'csv-parse/sync';

// Next to this module in the source tree (seed/data) and next to the bundle (dist/data),
// where scripts/build.mjs copies it.
const CSV_PATH = fileURLToPath(new URL('./data/divipola-municipios.csv', import.meta.url));

export interface Municipio {
  id: number;
  codigo: string;
  municipio: string;
  departamento: string;
  nombreDivision: string;
}

/** The file's rows (RFC 4180: fields with commas are quoted, "BOGOTÁ, D.C."), blank lines skipped. */
export function parseCsv(text: string): string[][] {
  return parse(text, { bom: true, skip_empty_lines: true, record_delimiter: ['\r\n', '\n'] }) as string[][];
}

export function toMunicipios(rows: string[][]): Municipio[] {
  const [header, ...data] = rows;
  if (header?.join(',') !== 'codigo,municipio,departamento') {
    throw new Error('divipola-municipios.csv: unexpected header');
  }
  return data.map(([codigo = '', municipio = '', departamento = '']) => ({
    id: Number(codigo),
    codigo,
    municipio,
    departamento,
    nombreDivision: `${municipio} (${departamento})`,
  }));
}

export async function readMunicipios(): Promise<Municipio[]> {
  return toMunicipios(parseCsv(await readFile(CSV_PATH, 'utf8')));
}
