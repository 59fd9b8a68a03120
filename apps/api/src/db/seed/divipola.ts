import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

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

/** Minimal RFC 4180 reader: the file quotes fields that contain commas ("BOGOTÁ, D.C."). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += ch;
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  return rows.filter((r) => r.some((value) => value.trim() !== ''));
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
