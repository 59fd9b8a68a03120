import { test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { loginAs } from '../support/auth';
import { chooseImportFile, columnIndex, xlsxFile } from '../support/import';
import { expect } from '../support/patient-expect';

test.describe.configure({ timeout: 120_000 });

// Issue 25 §1: the ERP's invoices through the spreadsheet import on Contable → Cartera — the template,
// a file with one bad row (its error shown, nothing saved), the row fixed, confirmed, listed.

const hex = (length: number) =>
  Array.from({ length }, () => Math.floor(Math.random() * 16).toString(16)).join('');

/** Today in Bogotá (UTC−5) plus `days`, as AAAA-MM-DD. */
const bogotaDay = (days = 0) =>
  new Date(Date.now() - 5 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

test('a transport company imports an invoice after fixing the row the preview flagged', async ({ page }) => {
  await loginAs(page, 'transporte');
  await page.goto('/empresa-transporte/cartera');
  await expect(page.getByRole('heading', { name: 'Cartera', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Importar', exact: true }).click();
  const drawer = page.getByRole('dialog', { name: 'Importar facturas y pagos desde una hoja de cálculo' });
  await expect(drawer.getByRole('tab', { name: 'Facturas' })).toHaveAttribute('aria-selected', 'true');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    drawer.getByRole('button', { name: 'Plantilla .xlsx' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('plantilla_cartera_facturas.xlsx');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const sheet = workbook.getWorksheet('Facturas');
  if (!sheet) throw new Error('the template has no Facturas sheet');
  const cells = (row: number) =>
    (sheet.getRow(row).values as unknown[])
      .slice(1)
      .map((v) => (v === null || v === undefined ? '' : String(v)));
  const header = cells(1);
  const example = cells(2);
  while (example.length < header.length) example.push('');
  expect(header).toContain('cufe');
  const at = (key: string, label: string) => columnIndex(header, key, label);
  const number = `E2E-${String(Date.now()).slice(-9)}`;
  const good = [...example];
  good[at('numero', 'Número de factura')] = number;
  good[at('fecha_emision', 'Fecha y hora de emisión')] = `${bogotaDay()} 08:00`;
  good[at('fecha_vencimiento', 'Fecha de vencimiento')] = bogotaDay(30);
  good[at('cufe', 'CUFE')] = hex(96);
  const bad = [...good];
  bad[at('cufe', 'CUFE')] = 'no-es-un-cufe';

  await chooseImportFile(page, await xlsxFile('facturas.xlsx', [header, bad]));
  await drawer.getByRole('button', { name: 'Vista previa' }).click();
  const errors = drawer.getByRole('table', { name: 'Errores encontrados' });
  await expect(errors.getByText('El CUFE debe tener 96 caracteres hexadecimales (0-9, a-f)')).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Importar', exact: true })).toBeDisabled();

  await chooseImportFile(page, await xlsxFile('facturas.xlsx', [header, good]));
  await drawer.getByRole('button', { name: 'Vista previa' }).click();
  await expect(drawer.getByText('Se aplicarán: 1 / 1')).toBeVisible();
  await expect(drawer.getByText(number, { exact: false })).toBeVisible();
  await drawer.getByRole('button', { name: 'Importar', exact: true }).click();
  await expect(drawer.getByText('Se aplicaron 1 filas.')).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  // The newest invoice is listed first (issue date descending).
  await expect(page.locator('table tbody tr').filter({ hasText: number })).toHaveCount(1);
});
