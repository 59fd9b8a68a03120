import { expect, test } from '@playwright/test';
import { loginWith } from '../support/auth';
import { createCompanyWithApp, openConfiguration } from '../support/configuration';
import { toast } from '../support/toasts';

// spec §2.8 / §4 / §5 / §8 checklist editor: no name → named → items added, edited, deleted.

test('the checklist editor goes from no name to items edited and deleted', async ({ page, request }) => {
  const admin = await createCompanyWithApp(request);
  await loginWith(page, admin.email, admin.password, /\/empresa-transporte\/inicio$/);
  const dialog = await openConfiguration(page);
  await dialog.getByRole('tab', { name: 'INSPECCIÓN VEHICULAR' }).click();

  await dialog.getByRole('button', { name: 'Crear checklist' }).click();
  await expect(toast(page, 'Debes ingresar un nombre para su checklist')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Nombre del checklist' }).fill('Preoperacional Flota Norte');
  await dialog.getByRole('button', { name: 'Crear checklist' }).click();
  await expect(toast(page, 'Se Guardo el Nombre del checklist con exito')).toBeVisible();
  await expect(dialog.getByTestId('checklist-name')).toHaveText('Preoperacional Flota Norte');

  await dialog.getByRole('button', { name: 'Agregar ítem' }).click();
  const form = page.getByRole('dialog', { name: 'Agregar ítem' });
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(toast(page, 'Favor ingresar todos los campos')).toContainText('Falta información');

  await form.getByRole('textbox', { name: 'Título' }).fill('Extintor');
  await form.getByRole('textbox', { name: 'Descripción' }).fill('Cargado y vigente');
  await form.getByRole('combobox', { name: 'Categoría' }).click();
  await page.getByRole('option', { name: 'Equipo de carretera' }).click();
  await form.getByRole('textbox', { name: 'Fotos permitidas' }).fill('1');
  await form.getByRole('textbox', { name: 'Fotos requeridas' }).fill('2');
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(toast(page, 'Cantidad requerida incorrecta')).toBeVisible();
  await expect(form.getByText('El valor requerido debe ser inferior o igual al permitido')).toBeVisible();

  await form.getByRole('textbox', { name: 'Fotos requeridas' }).fill('1');
  await form.getByRole('switch', { name: /Crítico/ }).check();
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(toast(page, 'Se Guardo el item con exito')).toBeVisible();
  const row = dialog.getByRole('row').filter({ hasText: 'Extintor' });
  await expect(row).toContainText('Equipo de carretera');

  await row.getByRole('button', { name: 'Editar ítem Extintor' }).click();
  const edit = page.getByRole('dialog', { name: 'Editar ítem' });
  await edit.getByRole('textbox', { name: 'Título' }).fill('Extintor ABC');
  await edit.getByRole('button', { name: 'Guardar' }).click();
  await expect(toast(page, 'Se Guardo el item con exito').first()).toBeVisible();
  const edited = dialog.getByRole('row').filter({ hasText: 'Extintor ABC' });
  await expect(edited).toBeVisible();

  await edited.getByRole('button', { name: 'Eliminar Extintor ABC' }).click();
  await page.getByRole('button', { name: 'Aceptar' }).click();
  await expect(toast(page, 'Eliminado correctamente')).toBeVisible();
  await expect(dialog.getByRole('row').filter({ hasText: 'Extintor ABC' })).toHaveCount(0);
});

test('the Pre Operacional page holds the demo PESV checklist', async ({ page }) => {
  await loginWith(page, 'transporte@trazo.demo', 'Demo2026*', /\/empresa-transporte\/inicio$/);
  await page.goto('/empresa-transporte/configuracion/pesv');
  await expect(page.getByTestId('checklist-name')).toHaveText('Inspección preoperacional PESV');
  await expect(page.getByRole('row').filter({ hasText: 'Licencia de conducción' })).toBeVisible();
});
