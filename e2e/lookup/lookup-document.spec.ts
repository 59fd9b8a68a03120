import { test } from '@playwright/test';
import { DEMO_NIT, lookupResults, lookupUrl, openLookupDetail, searchLookup } from '../support/lookup';
import { expect } from '../support/patient-expect';

// These flows log in, search and open dialogs; on a loaded CI machine they need more than 30 s.
test.describe.configure({ timeout: 120_000 });

// spec §2.6 / §5: a customer document with consignments in several branches → the branch dialog
// (a choice is required) → the detail table (5 rows per page) → the results dialog.

test('DOC-555 asks for the branch, then lists that branch and opens the detail', async ({ page }) => {
  await page.goto(lookupUrl(DEMO_NIT));
  await searchLookup(page, 'document', 'DOC-555');

  const branchDialog = page.getByRole('dialog', { name: 'Selecciona la sucursal' });
  await expect(branchDialog).toBeVisible();
  // It cannot be dismissed: no close button, Escape does nothing.
  await expect(branchDialog.getByRole('button', { name: /cerrar|close/i })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(branchDialog).toBeVisible();
  // Continuing without a branch is refused with the spec's message.
  await branchDialog.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByText('Selección de sucursal es requerida.')).toBeVisible();

  await branchDialog.getByRole('combobox', { name: 'Sucursal' }).click();
  const options = page.getByRole('option');
  await expect(options).toHaveCount(2);
  const branchName = (await options.first().textContent())?.trim() ?? '';
  await options.first().click();
  await branchDialog.getByRole('button', { name: 'Continuar' }).click();
  await expect(branchDialog).toBeHidden();

  const results = lookupResults(page);
  await expect(results.getByRole('heading', { name: `Resultados · ${branchName}` })).toBeVisible();
  for (const header of ['Manifiesto', 'Origen', 'Destino', 'Carga', 'Generador']) {
    await expect(results.getByRole('columnheader', { name: header })).toBeVisible();
  }
  const rows = results.getByRole('row');
  const count = await rows.count();
  expect(count - 1).toBeGreaterThan(0);
  expect(count - 1).toBeLessThanOrEqual(5);
  // Cargo with its weight.
  await expect(results.getByText(/kg$/).first()).toBeVisible();

  const firstManifest = (await rows.nth(1).getByRole('cell').first().innerText()).split('\n')[0]?.trim();
  const dialog = await openLookupDetail(page, firstManifest ?? '');
  await expect(dialog.getByText(branchName, { exact: true })).toBeVisible();
  // The customer document matched: street addresses are shown (issue 13 item 6), phones stay masked.
  const recipient = dialog.getByRole('region', { name: 'Destinatario' });
  await expect(recipient.getByText('Dirección', { exact: true })).toBeVisible();
  await expect(recipient.getByText('Dirección reservada por la empresa de transporte.')).toHaveCount(0);
  await expect(recipient.getByText(/^••••••\d{4}$/).first()).toBeVisible();
  for (const tab of ['Info Movimiento', 'Eventos', 'Cumplidos Manuales']) {
    await dialog.getByRole('tab', { name: new RegExp(tab) }).click();
    await expect(dialog.getByRole('tab', { name: new RegExp(tab) })).toHaveAttribute('aria-selected', 'true');
  }

  // 'Cambiar sucursal' opens the (required) choice again.
  await page.keyboard.press('Escape');
  await results.getByRole('button', { name: 'Cambiar sucursal' }).click();
  await expect(branchDialog).toBeVisible();
});
