import { CSV_BOM, CSV_SEPARATOR, IMPORT_COLUMNS } from '@trazo/shared';
import { stringify } from 'csv-stringify/sync';
import ExcelJS from 'exceljs';

// The downloadable template: the header row (column keys) and one example row; the .xlsx adds an
// 'Instrucciones' sheet describing every column.

export async function buildTemplate(format: 'xlsx' | 'csv'): Promise<Buffer> {
  const header = IMPORT_COLUMNS.map((c) => c.key);
  const example = IMPORT_COLUMNS.map((c) => c.example);
  // The csv as every csv we write: ';' and a BOM (csv-format.ts), which the importer reads back.
  if (format === 'csv') {
    return Buffer.from(`${CSV_BOM}${stringify([header, example], { delimiter: CSV_SEPARATOR })}`, 'utf8');
  }

  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Trazo';
  const sheet = workbook.addWorksheet('Movimientos');
  sheet.addRow(header);
  sheet.addRow(example);
  sheet.getRow(1).font = { bold: true };
  sheet.columns.forEach((column, i) => {
    column.width = Math.max(14, (header[i]?.length ?? 10) + 2);
    column.numFmt = '@'; // text: keeps NITs and leading zeros as typed
  });
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  const help = workbook.addWorksheet('Instrucciones');
  help.addRow(['Columna', 'Descripción', 'Obligatoria', 'Ejemplo']).font = { bold: true };
  for (const c of IMPORT_COLUMNS) help.addRow([c.key, c.label, c.required ? 'Sí' : 'No', c.example]);
  help.addRow([]);
  help.addRow([
    'Una fila por remesa. Las columnas del manifiesto se repiten en cada remesa del mismo manifiesto.',
  ]);
  help.addRow(['Importar de nuevo el mismo archivo no duplica nada: se actualiza por manifiesto + remesa.']);
  help.columns.forEach((column) => {
    column.width = 38;
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
