import { expect, test } from '@playwright/test';
import { loginAs } from '../support/auth';
import { openConfiguration } from '../support/configuration';
import { toast } from '../support/toasts';

// spec §2.8 / §4: pick a generator → dispatch types → Siguiente → events per type → Guardar; the state icon
// turns to configured, reopening shows what was saved, INICIAR VIAJE cannot be removed.

const GENERATOR = 'Textiles Antioquia S.A.';

test('configures a generator’s two dispatch types end to end', async ({ page }) => {
  // The longest flow of the suite (two dialogs, a save, a reopen, a delete): 60 s is tight on 2 cores.
  test.slow();
  await loginAs(page, 'transporte');
  const dialog = await openConfiguration(page);
  await expect(dialog.getByRole('tab', { name: 'EVENTOS ENTREGAS' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(dialog.getByRole('tab', { name: 'INSPECCIÓN VEHICULAR' })).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Configuración de Eventos' })).toBeVisible();

  const row = dialog.getByRole('row').filter({ hasText: GENERATOR });
  await expect(row.getByRole('img', { name: 'Sin configurar' })).toBeVisible();
  await row.getByRole('button', { name: `Configurar generador ${GENERATOR}` }).click();

  const types = page.getByRole('dialog', { name: /Tipos de despacho/ });
  await types.getByRole('checkbox', { name: /Nacional/ }).check();
  await types.getByRole('checkbox', { name: /Urbano/ }).check();
  await types.getByRole('button', { name: 'Siguiente' }).click();

  const events = page.getByRole('dialog', { name: /Eventos por tipo de despacho/ });
  const nacional = events.getByTestId('type-Nacional');
  await expect(nacional.getByText('Sin Guardado').first()).toBeVisible();
  await expect(events.getByTestId('type-Urbano')).toBeVisible();
  // INICIAR VIAJE is there, first, with no delete button.
  await expect(nacional.getByTestId('event-row-5')).toContainText('INICIAR VIAJE');
  await expect(nacional.getByRole('button', { name: 'Eliminar evento INICIAR VIAJE' })).toHaveCount(0);

  await nacional.getByRole('button', { name: 'Crear' }).click();
  const pick = page.getByRole('dialog', { name: 'Seleccionar eventos' });
  await expect(pick.getByRole('checkbox', { name: 'INICIAR VIAJE' })).toBeDisabled();
  await expect(pick.getByRole('checkbox', { name: 'INICIAR VIAJE' })).toBeChecked();
  await pick.getByRole('checkbox', { name: 'INICIO DE CARGUE', exact: true }).check();
  await pick.getByRole('button', { name: 'Listo', exact: true }).click();

  await nacional.getByRole('textbox', { name: 'Fotos INICIO DE CARGUE' }).fill('2');
  await nacional.getByRole('textbox', { name: 'Fotos requeridas INICIO DE CARGUE' }).fill('1');
  await nacional.getByRole('textbox', { name: 'Tiempo (min) INICIO DE CARGUE' }).fill('45');
  await events.getByRole('button', { name: 'Guardar' }).click();
  await expect(toast(page, 'Creación exitosa')).toBeVisible();
  await expect(events).toBeHidden();
  await expect(row.getByRole('img', { name: 'Configurado' })).toBeVisible();

  // Reopen: both types saved and checked, the photo counts kept.
  await row.getByRole('button', { name: `Configurar generador ${GENERATOR}` }).click();
  await expect(types.getByRole('checkbox', { name: /Nacional/ })).toBeChecked();
  await expect(types.getByRole('checkbox', { name: /Urbano/ })).toBeChecked();
  await types.getByRole('button', { name: 'Siguiente' }).click();
  await expect(nacional.getByText('Guardado', { exact: true }).first()).toBeVisible();
  await expect(nacional.getByRole('textbox', { name: 'Fotos INICIO DE CARGUE' })).toHaveValue('2');
  await expect(nacional.getByRole('textbox', { name: 'Tiempo (min) INICIO DE CARGUE' })).toHaveValue('45');
  await expect(nacional.getByTestId('event-row-5')).toContainText('INICIAR VIAJE');

  // A saved event goes only after the spec's confirmation, and from the server too.
  await nacional.getByRole('button', { name: 'Editar' }).click();
  await nacional.getByRole('button', { name: 'Eliminar evento INICIO DE CARGUE' }).click();
  await expect(page.getByText('Esta seguro de eliminar este evento para el tipo de despacho?')).toBeVisible();
  await page.getByRole('button', { name: 'Aceptar' }).click();
  await expect(toast(page, 'Eliminado correctamente')).toBeVisible();
  await expect(nacional.getByTestId('event-row-3')).toHaveCount(0);

  await events.getByRole('button', { name: 'Anterior' }).click();
  await types.getByRole('button', { name: 'Siguiente' }).click();
  await expect(nacional.getByTestId('event-row-5')).toBeVisible();
  await expect(nacional.getByTestId('event-row-3')).toHaveCount(0);
});

test('deleting a saved dispatch type warns that its events go too', async ({ page }) => {
  await loginAs(page, 'transporte');
  const dialog = await openConfiguration(page);
  // Café de la Sabana has its own Refrigerado configuration in the demo data.
  const row = dialog.getByRole('row').filter({ hasText: 'Café de la Sabana S.A.S.' });
  await row.getByRole('button', { name: /Configurar generador/ }).click();
  const types = page.getByRole('dialog', { name: /Tipos de despacho/ });
  await expect(types.getByRole('checkbox', { name: /Refrigerado/ })).toBeChecked();
  await types.getByRole('button', { name: 'Siguiente' }).click();
  const events = page.getByRole('dialog', { name: /Eventos por tipo de despacho/ });
  await events.getByRole('button', { name: 'Eliminar tipo de despacho Refrigerado' }).click();
  await expect(page.getByText(/También se eliminarán todos sus eventos/)).toBeVisible();
  await page.getByRole('button', { name: 'Cancelar' }).click();
  await expect(events.getByTestId('type-Refrigerado')).toBeVisible();
});
