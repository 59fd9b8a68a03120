import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { parseExcelCsv, toCsv } from './csv';
import { expect } from './patient-expect';

/** The template's header and its example row, downloaded through the UI ('Descargar plantilla .csv'). */
export async function downloadCsvTemplate(page: Page) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Descargar plantilla .csv' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  const path = await download.path();
  const [header = [], example = []] = parseExcelCsv(await readFile(path, 'utf8'));
  return { separator: ';', header, example };
}

/** Column index by template key or label (the header may use either). */
export function columnIndex(header: string[], key: string, label: string): number {
  const normalized = header.map((h) => h.trim().toLowerCase());
  const index = normalized.findIndex((h) => h === key.toLowerCase() || h.startsWith(label.toLowerCase()));
  expect(index, `template column ${key}`).toBeGreaterThanOrEqual(0);
  return index;
}

export function csvFile(name: string, rows: string[][], separator: string) {
  return { name, mimeType: 'text/csv', buffer: Buffer.from(toCsv(rows, separator), 'utf8') };
}

/** Picks a file in the import panel's file input through the browser's file chooser. */
export async function chooseImportFile(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    page.getByRole('button', { name: 'Archivo (.xlsx o .csv)' }).click(),
  ]);
  await chooser.setFiles(file);
}

/** The xlsx template downloaded through the UI, as an exceljs workbook (header row 1, example row 2). */
export async function downloadXlsxTemplate(page: Page) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Descargar plantilla .xlsx' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('the xlsx template has no sheet');
  const cells = (row: number) =>
    (sheet.getRow(row).values as unknown[])
      .slice(1)
      .map((v) => (v === null || v === undefined ? '' : String(v)));
  return { header: cells(1), example: cells(2) };
}

/** A one-sheet xlsx with these rows (all cells as text, as a user would type them). */
export async function xlsxFile(name: string, rows: string[][]) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Movimientos');
  for (const row of rows) sheet.addRow(row);
  const buffer = Buffer.from(await workbook.xlsx.writeBuffer());
  return { name, mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer };
}
