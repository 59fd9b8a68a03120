import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { parseCsv, toCsv } from './csv';
import { expect } from './patient-expect';

/** The template's header and its example row, downloaded through the UI ('Descargar plantilla .csv'). */
export async function downloadCsvTemplate(page: Page) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Descargar plantilla .csv' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  const path = await download.path();
  const { separator, rows } = parseCsv(await readFile(path, 'utf8'));
  const [header = [], example = []] = rows;
  return { separator, header, example };
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
