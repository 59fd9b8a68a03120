import { expect, test } from '@playwright/test';
import { loginWith } from '../support/auth';
import { createCompanyWithApp, openConfiguration } from '../support/configuration';
import { toast } from '../support/toasts';

// Issue 22 item 14: the checklist table shows more than three rows, and a new item that lands on the next
// page (page size 15, spec §2.8) is shown there, its row in view, not left on a page the user is not on.

const XRW = { 'X-Requested-With': 'XMLHttpRequest' };

test('a new item on the next page of the checklist is shown where it landed', async ({ page, request }) => {
  const admin = await createCompanyWithApp(request);
  await loginWith(page, admin.email, admin.password, /\/empresa-transporte\/inicio$/);
  // Fifteen items (one full page) through the API, with the administrator's session.
  const api = page.request;
  expect(
    (
      await api.post('/api/guardar_name_checklist', { headers: XRW, data: { namechecklist: 'Flota Sur' } })
    ).ok(),
  ).toBe(true);
  for (let n = 1; n <= 15; n++) {
    const saved = await api.post('/api/guardar_item_checklist', {
      headers: XRW,
      data: {
        frmInspeccion: {
          title: `Elemento ${String(n).padStart(2, '0')}`,
          description: 'Revisado',
          number_images: 0,
          required_images: 0,
          category: 'Equipo de carretera',
        },
      },
    });
    expect(saved.ok(), await saved.text()).toBe(true);
  }

  const dialog = await openConfiguration(page);
  await dialog.getByRole('tab', { name: 'INSPECCIÓN VEHICULAR' }).click();
  // More than three rows in view at once.
  for (const n of ['01', '02', '03', '04', '05', '06']) {
    await expect(dialog.getByRole('row').filter({ hasText: `Elemento ${n}` })).toBeInViewport();
  }

  await dialog.getByRole('button', { name: 'Agregar ítem' }).click();
  const form = page.getByRole('dialog', { name: 'Agregar ítem' });
  await form.getByRole('textbox', { name: 'Título' }).fill('Botiquín');
  await form.getByRole('textbox', { name: 'Descripción' }).fill('Completo');
  await form.getByRole('combobox', { name: 'Categoría' }).click();
  await page.getByRole('option', { name: 'Equipo de carretera' }).click();
  await form.getByRole('textbox', { name: 'Fotos permitidas' }).fill('0');
  await form.getByRole('textbox', { name: 'Fotos requeridas' }).fill('0');
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(toast(page, 'Se Guardo el item con exito')).toBeVisible();
  await expect(dialog.getByRole('row').filter({ hasText: 'Botiquín' })).toBeInViewport();
  await expect(dialog.getByRole('button', { name: 'Página 2' })).toHaveAttribute('data-active', 'true');
});
