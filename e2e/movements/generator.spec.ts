import { test } from '@playwright/test';
import { loginAs } from '../support/auth';
import { columnTexts, movementRows } from '../support/movements';
import { expect } from '../support/patient-expect';

// These flows log in, search and open dialogs; on a loaded CI machine they need more than 30 s.
test.describe.configure({ timeout: 120_000 });

// issue 4 §4: a generator sees only movements with their own consignments, and only those.
const OWN_GENERATOR = 'Café de la Sabana';

test('mov-transporte lists only the generator’s own consignments', async ({ page }) => {
  await loginAs(page, 'generador');
  await page.goto('/generador/mov-transporte');
  await expect(page.getByRole('heading', { name: 'Movimientos de Transporte' })).toBeVisible();
  await expect(movementRows(page).first()).toBeVisible();
  // No generator filter: they only have their own.
  await expect(
    page.getByRole('form', { name: 'Filtros' }).getByRole('combobox', { name: 'Generador' }),
  ).toHaveCount(0);
  for (const cell of await columnTexts(page, 3)) expect(cell.trim()).toBe(`${OWN_GENERATOR} S.A.S.`);

  // The detail opens over the list, with only their consignments.
  await movementRows(page)
    .first()
    .getByRole('button', { name: /^Ver detalle / })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Detalle del movimiento' });
  await expect(dialog.getByRole('tab', { name: 'Info Movimiento' })).toBeVisible();
  await dialog.getByRole('combobox', { name: /^Remesa/ }).click();
  const options = page.getByRole('option');
  await expect(options.first()).toBeVisible();
  for (const option of await options.allTextContents()) expect(option).toContain(OWN_GENERATOR);
});

test('pendientes lists the generator’s open movements only', async ({ page }) => {
  await loginAs(page, 'generador');
  await page.goto('/generador/pendientes');
  await expect(page.getByRole('heading', { name: 'Movimientos pendientes' })).toBeVisible();
  await expect(movementRows(page).first()).toBeVisible();
  for (const cell of await columnTexts(page, 5)) {
    expect(['PROGRAMADO', 'EN RUTA']).toContain(cell.split('\n')[0]?.trim().toUpperCase());
  }
  for (const cell of await columnTexts(page, 3)) expect(cell.trim()).toBe(`${OWN_GENERATOR} S.A.S.`);
});

test('a generator cannot reach the company’s movement pages or API', async ({ page }) => {
  await loginAs(page, 'generador');
  await page.goto('/empresa-transporte/viajes');
  await expect(page).toHaveURL(/\/generador\//);
  const keys = await page.request.get('/api/integracion/llaves', {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
  });
  expect(keys.status()).toBe(403);
  const template = await page.request.get('/api/movimientos/importacion/plantilla?formato=csv', {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
  });
  expect(template.status()).toBe(403);
});
