import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { loginAs } from '../support/auth';
import { parseCsv } from '../support/csv';

// Issue 26 §5: the provider and the third party see their own rows — found by the NIT of their account —
// on Inicio and in their list, filter them and export what they see. Demo data: the provider is the fuel
// station the demo driver's 'Combustible' was paid to; the third party owns TKM482, GIT516 and SNL627.

test('the provider sees the expenses paid to its NIT and exports them', async ({ page }) => {
  await loginAs(page, 'proveedor');
  const main = page.getByRole('main');
  await expect(main.getByText('NIT 830095213')).toBeVisible();
  await expect(main.getByRole('cell', { name: 'Combustible' }).first()).toBeVisible();

  const nav = page.getByRole('navigation', { name: 'Menú principal' });
  await nav.getByRole('link', { name: 'Gastos pagados' }).click();
  await expect(page).toHaveURL(/\/proveedor\/gastos$/);
  await expect(page.getByRole('heading', { name: 'Gastos pagados a su NIT' })).toBeVisible();
  const rows = main.getByRole('row').filter({ hasText: 'Combustible' });
  await expect(rows.first()).toBeVisible();
  await expect(main.getByRole('row').filter({ hasText: 'Peaje' })).toHaveCount(0);

  await page.getByRole('textbox', { name: 'Placa o manifiesto' }).fill('ZZZ');
  await expect(main.getByText('No hay gastos pagados a su NIT con estos filtros')).toBeVisible();
  await page.getByRole('textbox', { name: 'Placa o manifiesto' }).fill('');
  await expect(rows.first()).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('Gastos pagados NIT 830095213.csv');
  const { rows: csv } = parseCsv(await readFile((await file.path()) ?? '', 'utf8'));
  expect(csv[0]?.slice(0, 3)).toEqual(['Fecha', 'Empresa', 'Manifiesto']);
  const body = csv.slice(1).filter((r) => r.length > 1);
  expect(body.length).toBeGreaterThan(0);
  expect(body.every((r) => r[4] === 'Combustible')).toBe(true);
});

test('the third party sees the trips of its vehicles with their freight, and filters by state', async ({
  page,
}) => {
  await loginAs(page, 'terceros');
  const main = page.getByRole('main');
  await expect(main.getByText('NIT 900555111')).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Menú principal' });
  await nav.getByRole('link', { name: 'Viajes de mis vehículos' }).click();
  await expect(page).toHaveURL(/\/terceros\/viajes$/);
  const plates = main.getByRole('cell', { name: /^(TKM482|GIT516|SNL627)$/ });
  await expect(plates.first()).toBeVisible();
  // Only its three trucks: no other plate of the demo fleet.
  await expect(main.getByRole('cell', { name: /^(SXR915|WFD203|UPQ778)$/ })).toHaveCount(0);

  await page.getByRole('combobox', { name: 'Estado' }).click();
  await page.getByRole('option', { name: 'Entregado' }).click();
  await expect(main.getByRole('cell', { name: 'Entregado', exact: true }).first()).toBeVisible();
  await expect(main.getByRole('cell', { name: 'En ruta', exact: true })).toHaveCount(0);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar CSV' }).click();
  const { rows: csv } = parseCsv(await readFile((await (await download).path()) ?? '', 'utf8'));
  const body = csv.slice(1).filter((r) => r.length > 1);
  expect(body.length).toBeGreaterThan(0);
  expect(body.every((r) => ['TKM482', 'GIT516', 'SNL627'].includes(r[3] ?? '') && r[6] === 'Entregado')).toBe(
    true,
  );
});
