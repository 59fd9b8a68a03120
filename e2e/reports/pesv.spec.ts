import { readFile } from 'node:fs/promises';
import { test } from '@playwright/test';
import { expect } from '../support/patient-expect';
import { bogotaDay, openReportsTab, readDownloadedRows } from '../support/reports';

test.describe.configure({ timeout: 120_000 });

// spec §2.7 'Documento Pesv': by movement number (plate and brand) or by date range; pdf, xlsx, csv.

test('a movement number shows the plate and brand, and its PDF downloads', async ({ page }) => {
  const dialog = await openReportsTab(page, 'Documento Pesv');
  await dialog.getByRole('button', { name: 'Buscar' }).click();
  await expect(dialog.getByText('Número de Movimiento Vacio!')).toBeVisible();

  await dialog.getByLabel('Número de movimiento').fill('100001');
  await dialog.getByRole('button', { name: 'Buscar' }).click();
  const vehicle = dialog.getByTestId('vehiculo-encontrado');
  await expect(vehicle).toContainText('Placa:');
  await expect(vehicle).toContainText('Marca:');

  await dialog.getByRole('button', { name: 'Descargar Informe Preoperacional' }).click();
  const [pdf] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('menuitem', { name: 'pdf' }).click(),
  ]);
  expect(pdf.suggestedFilename()).toBe('Informe pre operacional 100001.pdf');
  const bytes = await readFile(await pdf.path());
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  expect(bytes.length).toBeGreaterThan(5_000);
});

test('a date range downloads as pdf, xlsx and csv; past 30 days it is refused', async ({ page }) => {
  const dialog = await openReportsTab(page, 'Documento Pesv');
  await dialog.getByText('Por rango de fechas').click();
  const menu = dialog.getByRole('button', { name: 'Descargar Informe Preoperacional' });
  await menu.click();
  await dialog.getByRole('menuitem', { name: 'pdf' }).click();
  await expect(
    dialog.getByText('Favor seleccionar una fecha inicio y una fecha fin a filtrar (rando de 30 dias!)'),
  ).toBeVisible();

  await dialog.getByLabel('Fecha inicio').fill(bogotaDay(29));
  await dialog.getByLabel('Fecha fin').fill(bogotaDay(0));
  const rowsByFormat: Record<string, number> = {};
  for (const format of ['pdf', 'xlsx', 'csv']) {
    await menu.click();
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('menuitem', { name: format }).click(),
    ]);
    expect(file.suggestedFilename()).toBe(`Informe pre operacional.${format}`);
    if (format === 'pdf') {
      expect((await readFile(await file.path())).subarray(0, 5).toString()).toBe('%PDF-');
      continue;
    }
    const rows = await readDownloadedRows(file);
    expect(rows[0]?.[0]).toBe('fecha');
    rowsByFormat[format] = rows.length;
  }
  expect(rowsByFormat.xlsx).toBeGreaterThan(20);
  expect(rowsByFormat.csv).toBe(rowsByFormat.xlsx);

  await dialog.getByLabel('Fecha inicio').fill(bogotaDay(40));
  await menu.click();
  await dialog.getByRole('menuitem', { name: 'csv' }).click();
  await expect(page.getByText('El rango de fechas no puede ser superior a 30 días.')).toBeVisible();
});
