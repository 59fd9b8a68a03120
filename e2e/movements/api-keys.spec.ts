import { test } from '@playwright/test';
import { loginAs } from '../support/auth';
import { expect } from '../support/patient-expect';

// These flows log in, search and open dialogs; on a loaded CI machine they need more than 30 s.
test.describe.configure({ timeout: 120_000 });

// issue 4 §2: the ERP's API keys in 'Movimientos APP' → 'Integración ERP': create (raw key shown
// once, with a copy button), list, revoke with a confirmation — and a revoked key stops working.

test('create, copy, use and revoke an ERP key', async ({ page, context, request }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await loginAs(page, 'transporte');
  await page.goto('/empresa-transporte/viajes?vista=integracion');

  const name = `ERP e2e ${Date.now()}`;
  await page.getByRole('textbox', { name: 'Nombre de la llave' }).fill(name);
  await page.getByRole('button', { name: 'Crear llave' }).click();

  const dialog = page.getByRole('dialog', { name: 'Llave creada' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Copie la llave ahora: no se volverá a mostrar.')).toBeVisible();
  const key = (await dialog.getByLabel('Llave creada').textContent())?.trim() ?? '';
  expect(key).toMatch(/^trz_/);
  await dialog.getByRole('button', { name: 'Copiar llave' }).click();
  await expect(dialog.getByRole('button', { name: 'Copiada' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
  // Two buttons say 'Cerrar': the header's × (issue 14 item 8) and, last, the footer's.
  const close = dialog.getByRole('button', { name: 'Cerrar', exact: true });
  await expect(close).toHaveCount(2);
  await close.last().click();

  const table = page.getByRole('table', { name: 'Llaves de integración del ERP' });
  const row = table.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Activa');
  await expect(row).not.toContainText(key);

  // The key is accepted by the integration API (an empty batch is a validation error, not 401).
  const batch = { headers: { 'X-Api-Key': key }, data: { movimientos: [] } };
  const accepted = await request.post('/api/v1/integracion/movimientos', batch);
  expect(accepted.status()).toBe(422);

  await row.getByRole('button', { name: `Revocar ${name}` }).click();
  const confirm = page.getByRole('dialog', { name: `Revocar llave: ${name}` });
  await confirm.getByRole('button', { name: 'Revocar' }).click();
  await expect(row).toContainText('Revocada');
  await expect(row.getByRole('button', { name: /Revocar/ })).toHaveCount(0);

  const refused = await request.post('/api/v1/integracion/movimientos', batch);
  expect(refused.status()).toBe(401);
});
