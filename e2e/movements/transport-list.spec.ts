import { test } from '@playwright/test';
import { loginAs } from '../support/auth';
import {
  applyFilters,
  chooseFilterOption,
  columnTexts,
  expectEveryCell,
  movementRows,
  movementsTable,
  paginationRange,
} from '../support/movements';
import { expect } from '../support/patient-expect';

// These flows log in, search and open dialogs; on a loaded CI machine they need more than 30 s.
test.describe.configure({ timeout: 120_000 });

// issue 4 §4: 'Movimientos APP' for the transport company — filters, SQL pagination, row → detail.

test.beforeEach(async ({ page }) => {
  await loginAs(page, 'transporte');
  await page.goto('/empresa-transporte/viajes');
  await expect(movementRows(page).first()).toBeVisible();
});

test('the list is paginated on the server, 15 per page, and the page lives in the URL', async ({ page }) => {
  await expect(movementRows(page)).toHaveCount(15);
  const first = await paginationRange(page);
  expect(first).toMatchObject({ from: 1, to: 15 });
  expect(first.total).toBeGreaterThan(100);

  await page.getByRole('button', { name: 'Página 2' }).click();
  await expect(page).toHaveURL(/[?&]page=2\b/);
  await expect.poll(async () => (await paginationRange(page)).from).toBe(16);
  await page.getByRole('button', { name: 'Página siguiente' }).click();
  await expect(page).toHaveURL(/[?&]page=3\b/);
  await expect.poll(async () => (await paginationRange(page)).from).toBe(31);
});

test('filters by manifest, plate, generator and state', async ({ page }) => {
  await applyFilters(page, { manifiesto: '100001' });
  await expect(page).toHaveURL(/manifiesto=100001/);
  await expect(movementRows(page).first()).toContainText('100001');
  await expectEveryCell(page, 0, (m) => expect(m.startsWith('100001')).toBe(true));

  // The plate of 100001 finds it again with the manifest filter cleared.
  const plate = (await columnTexts(page, 1))[0]?.split('\n')[0]?.trim() ?? '';
  await applyFilters(page, { manifiesto: '', placa: plate.toLowerCase() });
  await expect(page).toHaveURL(/placa=/);
  await expect(page).not.toHaveURL(/manifiesto=/);
  await expectEveryCell(page, 1, (cell) => expect(cell.split('\n')[0]?.trim()).toBe(plate));

  await page.getByRole('button', { name: 'Limpiar filtros' }).click();
  await expect(page).not.toHaveURL(/placa=/);

  await chooseFilterOption(page, 'Generador', /.+/);
  const generator = (
    await page
      .getByRole('form', { name: 'Filtros' })
      .getByRole('combobox', { name: 'Generador' })
      .inputValue()
  ).trim();
  await page.getByRole('form', { name: 'Filtros' }).getByRole('button', { name: 'Buscar' }).click();
  await expect(page).toHaveURL(/generador=\d+/);
  await expectEveryCell(page, 3, (cell) => expect(cell).toContain(generator));

  await page.getByRole('button', { name: 'Limpiar filtros' }).click();
  await chooseFilterOption(page, 'Estado', 'Entregado');
  await page.getByRole('form', { name: 'Filtros' }).getByRole('button', { name: 'Buscar' }).click();
  await expect(page).toHaveURL(/estado=entregado/);
  await expectEveryCell(page, 5, (cell) =>
    expect(cell.split('\n')[0]?.trim().toUpperCase()).toBe('ENTREGADO'),
  );
});

test('filters by a dispatch date range picked in the Spanish, Monday-first calendar', async ({ page }) => {
  const form = page.getByRole('form', { name: 'Filtros' });
  await form.getByRole('button', { name: 'Fechas de despacho' }).click();
  // Spanish weekday headers, Monday first.
  const weekdays = page.getByRole('columnheader').filter({ hasText: /^(lu|ma|mi|ju|vi|sá|do)\.?$/i });
  await expect(weekdays).toHaveCount(7);
  await expect(weekdays.first()).toHaveText(/^lu/i);
  await expect(weekdays.last()).toHaveText(/^do/i);
  // Pick the 1st and the 28th of the month shown (the current one), by their Spanish names.
  const now = new Date();
  const month = new Intl.DateTimeFormat('es-CO', { month: 'long', timeZone: 'America/Bogota' }).format(now);
  const year = now.getFullYear();
  await page.getByRole('button', { name: `1 ${month} ${year}`, exact: true }).click();
  await page.getByRole('button', { name: `28 ${month} ${year}`, exact: true }).click();
  await form.getByRole('button', { name: 'Buscar' }).click();
  await expect(page).toHaveURL(/fecha_inicio=\d{4}-\d{2}-01&fecha_fin=\d{4}-\d{2}-28/);
  const [, yearMonth] = page.url().match(/fecha_inicio=(\d{4}-\d{2})-01/) ?? [];
  // Each row's dispatch time (under its manifest, "DD/MM/YYYY h:mm a" in Bogotá) falls in the range.
  // On the first days of a month the demo data may have nothing in it yet: then the table is empty.
  // Retried: for a moment after the URL changes the rows can still be the previous query's.
  await expect(async () => {
    await expect(movementsTable(page)).toHaveAttribute('aria-busy', 'false');
    const count = await movementRows(page).count();
    const dispatched = count ? await columnTexts(page, 0) : [];
    for (const cell of dispatched) {
      const [, day, month, year] = cell.match(/(\d{2})\/(\d{2})\/(\d{4})/) ?? [];
      expect(`${year}-${month}`).toBe(yearMonth);
      expect(Number(day)).toBeGreaterThanOrEqual(1);
      expect(Number(day)).toBeLessThanOrEqual(28);
    }
  }).toPass({ timeout: 30_000 });
});

test('a row opens detallemovimiento with the same tabs as the lookup', async ({ page }) => {
  await applyFilters(page, { manifiesto: '100001' });
  await movementRows(page).first().getByRole('button', { name: 'Ver detalle 100001' }).click();
  await expect(page).toHaveURL(/\/empresa-transporte\/detallemovimiento\?manifiesto=100001$/);
  await expect(page.getByRole('heading', { name: 'Manifiesto 100001' })).toBeVisible();
  await page.getByRole('tab', { name: /Eventos/ }).click();
  await expect(page.getByRole('link', { name: /^Ver en el mapa/ }).first()).toBeVisible();
  await page.getByRole('tab', { name: /Cumplidos Manuales/ }).click();
  await expect(page.getByRole('table').getByRole('link').first()).toHaveAttribute('href', /signature=/);
});

test('pendientes shows only movements without delivery closure', async ({ page }) => {
  await page.goto('/empresa-transporte/pendientes');
  await expect(page.getByRole('heading', { name: 'Movimientos pendientes' })).toBeVisible();
  await expect(movementRows(page).first()).toBeVisible();
  for (const cell of await columnTexts(page, 5)) {
    expect(['PROGRAMADO', 'EN RUTA']).toContain(cell.split('\n')[0]?.trim().toUpperCase());
  }
});
