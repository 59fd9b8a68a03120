import { expect, test } from '@playwright/test';
import { loginWith } from '../support/auth';
import { createCompanyWithApp } from '../support/configuration';
import { openFromMenu } from '../support/side-menu';
import { toast } from '../support/toasts';

// issue 9: 'Eventos Logisticos' (Mobile menu): list, search, create, rename, deactivate.

test('a company lists, creates, renames and deactivates its logistic events', async ({ page, request }) => {
  const admin = await createCompanyWithApp(request);
  await loginWith(page, admin.email, admin.password, /\/empresa-transporte\/inicio$/);
  await openFromMenu(page, 'Mobile', 'Eventos Logisticos', /\/empresa-transporte\/configuracion\/eventos$/);
  await expect(page.getByRole('row').filter({ hasText: 'INICIAR VIAJE' })).toContainText('Del sistema');

  await page.getByRole('button', { name: 'Nuevo evento' }).click();
  const form = page.getByRole('dialog', { name: 'Nuevo evento' });
  await form.getByRole('textbox', { name: 'Código' }).fill('pes');
  await form.getByRole('textbox', { name: 'Nombre' }).fill('PESAJE EN BÁSCULA');
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(toast(page, 'Se guardó con éxito')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'PESAJE EN BÁSCULA' })).toContainText('PES');

  await page.getByRole('textbox', { name: 'Buscar' }).fill('pesaje');
  await expect(page.getByRole('row')).toHaveCount(2);

  await page.getByRole('button', { name: 'Editar evento PESAJE EN BÁSCULA' }).click();
  const edit = page.getByRole('dialog', { name: 'Editar evento' });
  await edit.getByRole('textbox', { name: 'Nombre' }).fill('PESAJE EN PLANTA');
  await edit.getByRole('switch', { name: 'Activo' }).uncheck();
  await edit.getByRole('button', { name: 'Guardar' }).click();
  await page.getByRole('textbox', { name: 'Buscar' }).fill('');
  const row = page.getByRole('row').filter({ hasText: 'PESAJE EN PLANTA' });
  await expect(row).toContainText('No');

  // INICIAR VIAJE cannot be deactivated.
  await page.getByRole('button', { name: 'Editar evento INICIAR VIAJE' }).click();
  await expect(
    page.getByRole('dialog', { name: 'Editar evento' }).getByRole('switch', { name: 'Activo' }),
  ).toBeDisabled();
});

test('the event configuration is a page too', async ({ page }) => {
  await loginWith(page, 'transporte@trazo.demo', 'Demo2026*', /\/empresa-transporte\/inicio$/);
  await page.goto('/empresa-transporte/configuracion/eventos-entregas');
  await expect(page.getByRole('heading', { name: 'Configuración de Eventos', exact: true })).toBeVisible();
  await expect(
    page
      .getByRole('row')
      .filter({ hasText: 'Café de la Sabana S.A.S.' })
      .getByRole('img', { name: 'Configurado' }),
  ).toBeVisible();
});
