import { expect, test } from '@playwright/test';
import { loginAs } from '../support/auth';
import { openConfiguration } from '../support/configuration';
import { expectApart, toast } from '../support/toasts';

// spec §2.8 'Configuración masiva para generadores': it covers every generator × type without its own.

test('a mass configuration covers a generator never configured', async ({ page }) => {
  await loginAs(page, 'transporte');
  const dialog = await openConfiguration(page);
  await dialog.getByRole('button', { name: 'Configuración Masiva' }).click();
  const mass = page.getByRole('dialog', { name: 'Configuración masiva para generadores' });
  await expect(mass.getByTestId('event-row-5')).toContainText('INICIAR VIAJE');
  await expect(mass.getByRole('button', { name: 'Eliminar evento INICIAR VIAJE' })).toHaveCount(0);

  await mass.getByRole('button', { name: 'Crear' }).click();
  const pick = page.getByRole('dialog', { name: 'Seleccionar eventos' });
  await expect(pick.getByRole('button', { name: 'Listo masivo' })).toHaveCount(0);
  await pick.getByRole('checkbox', { name: 'FIN DE CARGUE', exact: true }).check();
  await pick.getByRole('button', { name: 'Listo', exact: true }).click();
  await mass.getByRole('textbox', { name: 'Fotos FIN DE CARGUE' }).fill('3');
  await mass.getByRole('textbox', { name: 'Fotos requeridas FIN DE CARGUE' }).fill('4');
  await mass.getByRole('button', { name: 'Guardar' }).click();
  const refused = toast(page, 'El valor requerido debe ser inferior o igual al permitido');
  await expect(refused).toBeVisible();
  // Shown inside the dialog, the toast goes to the top, so it neither covers the footer where Guardar is
  // pressed again nor pushes the sign-in greeting, still at the bottom, up over it.
  const save = mass.getByRole('button', { name: 'Guardar' });
  for (const shown of await page.getByRole('alert').all()) await expectApart(shown, save);
  await mass.getByRole('textbox', { name: 'Fotos requeridas FIN DE CARGUE' }).fill('2');
  await mass.getByRole('button', { name: 'Guardar' }).click();
  await expect(toast(page, 'Creación exitosa')).toBeVisible();
  await mass.getByRole('button', { name: 'Cerrar' }).click();
  await expect(mass).toBeHidden();

  // Ingenio del Cauca was never configured: its types start from the mass configuration.
  const row = dialog.getByRole('row').filter({ hasText: 'Ingenio del Cauca S.A.' });
  await expect(row.getByRole('img', { name: 'Sin configurar' })).toBeVisible();
  await row.getByRole('button', { name: /Configurar generador/ }).click();
  const types = page.getByRole('dialog', { name: /Tipos de despacho/ });
  await types.getByRole('checkbox', { name: /Masivo/ }).check();
  await types.getByRole('button', { name: 'Siguiente' }).click();
  const events = page.getByRole('dialog', { name: /Eventos por tipo de despacho/ });
  const masivo = events.getByTestId('type-Masivo');
  await expect(masivo.getByRole('textbox', { name: 'Fotos FIN DE CARGUE' })).toHaveValue('3');
  await expect(masivo.getByRole('textbox', { name: 'Fotos requeridas FIN DE CARGUE' })).toHaveValue('2');

  // 'Listo masivo' is offered while a type is unsaved.
  await masivo.getByRole('button', { name: 'Crear' }).click();
  await expect(
    page.getByRole('dialog', { name: 'Seleccionar eventos' }).getByRole('button', { name: 'Listo masivo' }),
  ).toBeVisible();
});
