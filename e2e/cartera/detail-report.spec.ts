import { readFile } from 'node:fs/promises';
import { test } from '@playwright/test';
import type { TDetailReportPage } from '@trazo/shared';
import { loginAs } from '../support/auth';
import { parseCsv } from '../support/csv';
import { expect } from '../support/patient-expect';
import { openFromMenu } from '../support/side-menu';

test.describe.configure({ timeout: 90_000 });

// Informe de Detalles (issue 25 §4): the generator filters its consignments, chooses the columns (kept on
// the server for the next visit) and downloads the whole filtered set as csv.

const XRW = { 'x-requested-with': 'XMLHttpRequest' };
const day = (daysBack: number) =>
  new Date(Date.now() - 5 * 3_600_000 - daysBack * 86_400_000).toISOString().slice(0, 10);

test('the generator filters its consignments, chooses columns and exports them', async ({ page }) => {
  await loginAs(page, 'generador');
  // This test owns the demo generator's column choice: start from the defaults.
  const reset = await page.request.put('/api/informe-detalles/columnas', {
    headers: XRW,
    data: {
      columnas: [
        'manifiesto_numero',
        'remesa_numero',
        'vehiculo_placa',
        'fecha_despacho',
        'origen_descripcion',
        'destino_descripcion',
        'destinatario_nombre',
        'tipo_despacho',
        'estado',
        'ultimo_evento',
        'cumplidos',
        'factura',
      ],
    },
  });
  expect(reset.status()).toBe(200);
  await openFromMenu(page, 'Movimientos', 'Informe de Detalles', /\/generador\/info-detalles$/);
  await expect(page.getByRole('heading', { name: 'Informe de Detalles' })).toBeVisible();

  const from = day(90);
  const to = day(0);
  await page.getByLabel('Despachos desde').fill(from);
  await page.getByLabel('Despachos hasta').fill(to);
  const answer = await page.request.get(
    `/api/informe-detalles?fecha_inicio=${from}&fecha_fin=${to}&per_page=1`,
    { headers: XRW },
  );
  const all = (await answer.json()) as TDetailReportPage;
  expect(all.total).toBeGreaterThan(1);
  const manifest = all.data[0]?.manifiesto_numero ?? '';
  await expect(page.getByText(`${all.total.toLocaleString('es-CO')} remesas`, { exact: true })).toBeVisible();

  // A range over 92 days is refused in Spanish.
  await page.getByLabel('Despachos desde').fill(day(120));
  await expect(page.getByRole('alert').filter({ hasText: 'no puede superar 92 días' })).toBeVisible();
  await page.getByLabel('Despachos desde').fill(from);

  // Filter by the first manifest: only its consignments remain.
  await page.getByLabel('Manifiesto').fill(manifest);
  const filtered = (await (
    await page.request.get(
      `/api/informe-detalles?fecha_inicio=${from}&fecha_fin=${to}&manifiesto=${encodeURIComponent(manifest)}`,
      { headers: XRW },
    )
  ).json()) as TDetailReportPage;
  expect(filtered.total).toBeGreaterThan(0);
  expect(filtered.total).toBeLessThan(all.total);
  await expect(
    page.getByText(`${filtered.total.toLocaleString('es-CO')} remesas`, { exact: true }),
  ).toBeVisible();
  const rows = page.locator('table tbody tr');
  await expect(rows).toHaveCount(filtered.total);
  for (const row of await rows.all()) await expect(row.locator('td').first()).toHaveText(manifest);

  // Columns: add Producto, drop Destinatario; the choice is the user's, kept on the server.
  await page.getByRole('button', { name: 'Columnas' }).click();
  await page.getByRole('checkbox', { name: 'Producto', exact: true }).click();
  await expect(page.getByRole('checkbox', { name: 'Producto', exact: true })).toBeChecked();
  await expect(page.getByRole('columnheader', { name: 'Producto', exact: true })).toBeVisible();
  await page.getByRole('checkbox', { name: 'Destinatario', exact: true }).click();
  await expect(page.getByRole('checkbox', { name: 'Destinatario', exact: true })).not.toBeChecked();
  await expect(page.getByRole('columnheader', { name: 'Destinatario', exact: true })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.reload();
  await expect(page.getByRole('columnheader', { name: 'Producto', exact: true })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Destinatario', exact: true })).toHaveCount(0);

  // The export: the whole filtered set in the chosen columns.
  await page.getByLabel('Despachos desde').fill(from);
  await page.getByLabel('Manifiesto').fill(manifest);
  await expect(
    page.getByText(`${filtered.total.toLocaleString('es-CO')} remesas`, { exact: true }),
  ).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Descargar csv' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^Informe de Detalles .+\.csv$/);
  const { rows: csv } = parseCsv(await readFile((await file.path()) ?? '', 'utf8'));
  const [header, ...lines] = csv.filter((r) => r.length > 1 || r[0] !== '');
  expect(header).toEqual([
    'Manifiesto',
    'Remesa',
    'Placa',
    'Fecha de despacho',
    'Producto',
    'Origen',
    'Destino',
    'Tipo de despacho',
    'Estado',
    'Último evento',
    'Cumplidos',
    'Factura',
  ]);
  expect(lines).toHaveLength(filtered.total);
  for (const line of lines) expect(line[0]).toBe(manifest);
  expect(lines.map((l) => l[1]).sort()).toEqual(filtered.data.map((r) => r.remesa_numero).sort());
});
