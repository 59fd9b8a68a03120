import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { loginAs } from './auth';
import { parseExcelCsv } from './csv';
import { expect } from './patient-expect';

/** 'Reportes' in the transport company's menu → the 'Descargar Reportes' dialog, on the given tab. */
export async function openReportsTab(page: Page, tab: 'Documento Pesv' | 'Movimientos Sincronizados') {
  await loginAs(page, 'transporte');
  await page
    .getByRole('navigation', { name: 'Menú principal' })
    .getByText('Reportes', { exact: true })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Descargar Reportes' });
  await dialog.getByRole('tab', { name: tab }).click();
  return dialog;
}

/** `YYYY-MM-DD` of today minus `days`, in Bogotá (the browser's time zone in these tests). */
export function bogotaDay(daysAgo: number): string {
  const at = new Date(Date.now() - 5 * 3_600_000 - daysAgo * 86_400_000);
  return at.toISOString().slice(0, 10);
}

/** Rows of a downloaded xlsx (first sheet) or csv, as text. */
export async function readDownloadedRows(download: Download): Promise<string[][]> {
  const path = await download.path();
  if (download.suggestedFilename().endsWith('.csv')) return parseExcelCsv(await readFile(path, 'utf8'));
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(path);
  const sheet = workbook.worksheets[0];
  expect(sheet).toBeDefined();
  const rows: string[][] = [];
  sheet?.eachRow((row) => {
    rows.push(
      (row.values as unknown[]).slice(1).map((v) => (v === null || v === undefined ? '' : String(v))),
    );
  });
  return rows;
}
