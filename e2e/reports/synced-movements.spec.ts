import { test } from '@playwright/test';
import { expect } from '../support/patient-expect';
import { bogotaDay, openReportsTab, readDownloadedRows } from '../support/reports';

test.describe.configure({ timeout: 120_000 });

// spec §2.7 'Movimientos Sincronizados': a date range, xlsx (default) or csv → reporte_movimientos.<ext>.

test('downloads the synchronised movements as xlsx (default) and csv', async ({ page }) => {
  const dialog = await openReportsTab(page, 'Movimientos Sincronizados');
  const button = dialog.getByRole('button', { name: 'Descargar Movimientos Sincronizados' });

  await button.click();
  await expect(
    dialog.getByText('Favor seleccionar una fecha inicio y una fecha fin a filtrar (rando de 30 dias!)'),
  ).toBeVisible();

  await dialog.getByLabel('Fecha inicio').fill(bogotaDay(29));
  await dialog.getByLabel('Fecha fin').fill(bogotaDay(0));
  const [xlsx] = await Promise.all([page.waitForEvent('download'), button.click()]);
  expect(xlsx.suggestedFilename()).toBe('reporte_movimientos.xlsx');
  const xlsxRows = await readDownloadedRows(xlsx);
  expect(xlsxRows[0]?.slice(0, 2)).toEqual(['manifiesto_numero', 'remesa_numero']);
  expect(xlsxRows.length).toBeGreaterThan(10);

  await dialog.getByText('csv', { exact: true }).click();
  const [csv] = await Promise.all([page.waitForEvent('download'), button.click()]);
  expect(csv.suggestedFilename()).toBe('reporte_movimientos.csv');
  const csvRows = await readDownloadedRows(csv);
  expect(csvRows.length).toBe(xlsxRows.length);
});

test('a range over 30 days is refused with the spec message', async ({ page }) => {
  const dialog = await openReportsTab(page, 'Movimientos Sincronizados');
  await dialog.getByLabel('Fecha inicio').fill(bogotaDay(31));
  await dialog.getByLabel('Fecha fin').fill(bogotaDay(0));
  await dialog.getByRole('button', { name: 'Descargar Movimientos Sincronizados' }).click();
  await expect(page.getByText('El rango de fechas no puede ser superior a 30 días.')).toBeVisible();
});
