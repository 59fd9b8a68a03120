import { type Page, test } from '@playwright/test';
import { loginAs } from '../support/auth';
import {
  chooseImportFile,
  columnIndex,
  csvFile,
  downloadCsvTemplate,
  downloadXlsxTemplate,
  xlsxFile,
} from '../support/import';
import { DEMO_NIT, lookupResults, lookupUrl, openLookupDetail, searchLookup } from '../support/lookup';
import { expect } from '../support/patient-expect';

// These flows log in, search and open dialogs; on a loaded CI machine they need more than 30 s.
test.describe.configure({ timeout: 120_000 });

// issue 4 §2: template → upload → preview with row-by-row errors → import (all or nothing) → the
// consignments show up in the public lookup.

async function openImport(page: Page) {
  await loginAs(page, 'transporte');
  await page.goto('/empresa-transporte/viajes?vista=importar');
  await expect(page.getByRole('heading', { name: 'Importar movimientos desde un archivo' })).toBeVisible();
}

/** A unique manifest number per run, so the test can run against a database it already used. */
function uniqueManifest(): string {
  return `8${String(Date.now()).slice(-7)}${Math.floor(Math.random() * 10)}`;
}

test('a spreadsheet imports after a clean preview and is found in the public lookup', async ({ page }) => {
  await openImport(page);
  const { separator, header, example } = await downloadCsvTemplate(page);
  expect(example.length).toBe(header.length);

  const manifest = uniqueManifest();
  const iManifest = columnIndex(header, 'manifiesto_numero', 'Número de manifiesto');
  const iRemesa = columnIndex(header, 'remesa_numero', 'Número de remesa');
  const iDocument = columnIndex(header, 'documento_cliente', 'Documento cliente');
  const document = `E2E-${manifest}`;
  const rows = [1, 2].map((n) => {
    const row = [...example];
    row[iManifest] = manifest;
    row[iRemesa] = `RM-${manifest}-${n}`;
    row[iDocument] = document;
    return row;
  });
  await chooseImportFile(page, csvFile('movimientos-e2e.csv', [header, ...rows], separator));

  await page.getByRole('button', { name: 'Vista previa' }).click();
  const preview = page.getByRole('region', { name: 'Vista previa' });
  await expect(preview.getByText('El archivo no tiene errores.', { exact: false })).toBeVisible();
  const sample = preview.getByRole('table', { name: 'Vista previa' });
  await expect(sample.getByRole('row').filter({ hasText: manifest })).toHaveCount(2);
  await expect(sample.getByText('Nueva')).toHaveCount(2);

  await page.getByRole('button', { name: 'Importar', exact: true }).click();
  await expect(page.getByText('Importación completada').first()).toBeVisible();

  // The same file again changes nothing (idempotent upsert by manifest + remesa).
  await page.getByRole('button', { name: 'Importar otro archivo' }).click();
  await chooseImportFile(page, csvFile('movimientos-e2e.csv', [header, ...rows], separator));
  await page.getByRole('button', { name: 'Vista previa' }).click();
  await expect(page.getByRole('table', { name: 'Vista previa' }).getByText('Sin cambios')).toHaveCount(2);

  // Anyone with the company's link now finds it, by manifest and by customer document.
  await page.goto(lookupUrl(DEMO_NIT));
  await searchLookup(page, 'manifest', manifest);
  await expect(lookupResults(page).getByRole('row').filter({ hasText: manifest })).toHaveCount(2);
  const dialog = await openLookupDetail(page, manifest);
  await expect(dialog.getByRole('region', { name: 'Remitente' })).toBeVisible();
  await page.keyboard.press('Escape');
  await searchLookup(page, 'document', document);
  await expect(lookupResults(page).getByRole('row').filter({ hasText: manifest })).toHaveCount(2);
});

test('a file with errors lists them row by row and imports nothing', async ({ page }) => {
  await openImport(page);
  const { separator, header, example } = await downloadCsvTemplate(page);
  const manifest = uniqueManifest();
  const iManifest = columnIndex(header, 'manifiesto_numero', 'Número de manifiesto');
  const iRemesa = columnIndex(header, 'remesa_numero', 'Número de remesa');
  const iWeight = columnIndex(header, 'peso_final', 'Peso final');
  const iPlate = columnIndex(header, 'vehiculo_placa', 'Placa');
  const good = [...example];
  good[iManifest] = manifest;
  good[iRemesa] = `RM-${manifest}-1`;
  const bad = [...good];
  bad[iRemesa] = `RM-${manifest}-2`;
  bad[iWeight] = 'mucho';
  bad[iPlate] = '';
  await chooseImportFile(page, csvFile('con-errores.csv', [header, good, bad], separator));

  await page.getByRole('button', { name: 'Vista previa' }).click();
  await expect(page.getByText('Errores encontrados')).toBeVisible();
  const errors = page.getByRole('table', { name: 'Errores encontrados' });
  // Row 3 of the sheet (header is row 1) has the two problems.
  await expect(errors.getByRole('row').filter({ hasText: 'Peso final' }).first()).toContainText('3');
  await expect(errors.getByRole('row').filter({ hasText: 'Placa' }).first()).toContainText('3');
  await expect(page.getByRole('button', { name: 'Importar', exact: true })).toBeDisabled();

  // Nothing of the file was saved, not even its good row.
  await page.goto(lookupUrl(DEMO_NIT));
  await searchLookup(page, 'manifest', manifest);
  await expect(page.getByText('No se encontro').first()).toBeVisible();
});

test('an xlsx built from the xlsx template imports too', async ({ page }) => {
  await openImport(page);
  const { header, example } = await downloadXlsxTemplate(page);
  expect(example.length).toBe(header.length);
  const manifest = uniqueManifest();
  const row = [...example];
  row[columnIndex(header, 'manifiesto_numero', 'Número de manifiesto')] = manifest;
  row[columnIndex(header, 'remesa_numero', 'Número de remesa')] = `RM-${manifest}-1`;
  await chooseImportFile(page, await xlsxFile('movimientos-e2e.xlsx', [header, row]));

  await page.getByRole('button', { name: 'Vista previa' }).click();
  await expect(page.getByText('El archivo no tiene errores.', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Importar', exact: true }).click();
  await expect(page.getByText('Importación completada').first()).toBeVisible();

  await page.goto(lookupUrl(DEMO_NIT));
  await searchLookup(page, 'manifest', manifest);
  await expect(lookupResults(page).getByRole('row').filter({ hasText: manifest })).toHaveCount(1);
});
