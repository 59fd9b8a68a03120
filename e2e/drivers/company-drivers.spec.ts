import { expect, test } from '@playwright/test';
import { loginAs, loginWith } from '../support/auth';
import { createCompanyWithApp } from '../support/configuration';
import { toast } from '../support/toasts';

// Issue 10 item 2: the company manages its drivers ('Conductores') and assigns one in a movement's detail.

const signIn = (request: import('@playwright/test').APIRequestContext, documento: string, password: string) =>
  request.post('/api/conductor/sesion', { data: { documento, password } });

test('the company creates a driver, gives it a password that opens the app, and deactivates it', async ({
  page,
  request,
}) => {
  test.slow(); // eleven round trips and two argon2 hashes: on a busy two-core machine this nears a minute
  const admin = await createCompanyWithApp(request);
  await loginWith(page, admin.email, admin.password, /\/empresa-transporte\/inicio$/);
  await page.goto('/empresa-transporte/configuracion/usuarios');
  await expect(page.getByRole('heading', { name: 'Conductores', level: 1 })).toBeVisible();

  const documento = String(1_200_000_000 + Math.floor(Math.random() * 99_999_999));
  await page.getByRole('button', { name: 'Nuevo conductor' }).click();
  const form = page.getByRole('dialog', { name: 'Nuevo conductor' });
  await form.getByRole('textbox', { name: 'Documento' }).fill(documento);
  await form.getByRole('textbox', { name: 'Nombre' }).fill('Óscar Iván Peña');
  await form.getByRole('textbox', { name: 'Teléfono' }).fill('3109876543');
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(toast(page, 'Conductor creado.')).toBeVisible();

  // Found without accents; no access yet.
  await page.getByRole('textbox', { name: 'Buscar' }).fill('oscar ivan');
  const row = page.getByRole('row').filter({ hasText: documento });
  await expect(page.getByRole('row')).toHaveCount(2); // the header and the one match
  await expect(row).toContainText('Sin acceso');
  await expect(row).toContainText('Nunca');

  await row.getByRole('button', { name: 'Asignar contraseña: Óscar Iván Peña' }).click();
  const dialog = page.getByRole('dialog', { name: /Contraseña de acceso/ });
  await dialog.getByLabel('Contraseña de acceso').fill('corta');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog.getByText('Mínimo 8 dígitos', { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Generar una' }).click();
  // Shown in clear, with a copy button, before saving (issue 22 item 5).
  const field = dialog.getByLabel('Contraseña de acceso');
  await expect(field).toHaveAttribute('type', 'text');
  const generated = await field.inputValue();
  expect(generated.length).toBeGreaterThanOrEqual(8);
  await expect(dialog.getByRole('button', { name: 'Copiar contraseña' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  const shown = dialog.getByTestId('driver-password');
  await expect(shown).toBeVisible();
  const password = (await shown.textContent()) ?? '';
  expect(password.length).toBeGreaterThanOrEqual(8);
  // Two buttons say 'Cerrar': the header's × (issue 14 item 8) and, last, the footer's.
  const close = dialog.getByRole('button', { name: 'Cerrar', exact: true });
  await expect(close).toHaveCount(2);
  await close.last().click();
  await expect(row).toContainText('Activo');
  expect((await signIn(request, documento, password)).status()).toBe(200);

  await row.getByRole('button', { name: 'Desactivar: Óscar Iván Peña' }).click();
  await page
    .getByRole('dialog', { name: /Desactivar acceso/ })
    .getByRole('button', { name: 'Desactivar' })
    .click();
  await expect(toast(page, 'Acceso desactivado. Las sesiones del conductor se cerraron.')).toBeVisible();
  await expect(row).toContainText('Desactivado');
  const refused = await signIn(request, documento, password);
  expect(refused.status()).toBe(401);
  expect(await refused.json()).toEqual({ message: 'Documento o contraseña incorrectos.' });
});

test('the company changes a movement’s driver after confirming, and the change is in its history', async ({
  page,
}) => {
  await loginAs(page, 'transporte');
  await page.goto('/empresa-transporte/detallemovimiento?manifiesto=100902');
  await expect(page.getByRole('heading', { name: 'Manifiesto 100902' })).toBeVisible();
  const driverFact = page.getByRole('definition').filter({ hasText: 'Cambiar conductor' });
  await expect(driverFact).toContainText('Julián Andrés Prieto Rojas');

  await page.getByRole('button', { name: 'Cambiar conductor' }).click();
  const dialog = page.getByRole('dialog', { name: 'Conductor del movimiento' });
  const select = dialog.getByRole('combobox', { name: 'Conductor' });
  await select.click();
  // It opens with the company's drivers, not only the current one (issue 22 item 14).
  await expect(page.getByRole('option', { name: /Édgar Mauricio Gómez Pineda/ })).toBeVisible();
  await select.fill('edgar');
  await page.getByRole('option', { name: /Édgar Mauricio Gómez Pineda/ }).click();
  await dialog.getByRole('button', { name: 'Asignar' }).click();
  // A confirmation names from → to; going back changes nothing.
  const confirm = page.getByRole('dialog', { name: '¿Cambiar el conductor del movimiento?' });
  await expect(confirm).toContainText('Conductor actual: Julián Andrés Prieto Rojas · 1010101010');
  await expect(confirm).toContainText('Nuevo conductor: Édgar Mauricio Gómez Pineda · 98765432');
  await confirm.getByRole('button', { name: 'Confirmar cambio' }).click();
  await expect(toast(page, 'Conductor asignado al movimiento.')).toBeVisible();
  await expect(confirm).toBeHidden();
  await expect(driverFact).toContainText('Édgar Mauricio Gómez Pineda · 98765432');
  const history = page.getByRole('list', { name: 'Cambios de conductor' });
  await expect(history.getByTestId('driver-change').last()).toContainText(
    'Julián Andrés Prieto Rojas → Édgar Mauricio Gómez Pineda',
  );

  // Back to the demo driver, so the demo stays as seeded.
  await page.getByRole('button', { name: 'Cambiar conductor' }).click();
  await select.click();
  await select.fill('1010101010');
  await page.getByRole('option', { name: /Julián Andrés Prieto Rojas/ }).click();
  await dialog.getByRole('button', { name: 'Asignar' }).click();
  await confirm.getByRole('button', { name: 'Confirmar cambio' }).click();
  await expect(driverFact).toContainText('Julián Andrés Prieto Rojas · 1010101010');
  await expect(history.getByTestId('driver-change').last()).toContainText(
    'Édgar Mauricio Gómez Pineda → Julián Andrés Prieto Rojas',
  );
});

test('a delivered trip offers no driver change', async ({ page }) => {
  await loginAs(page, 'transporte');
  const list = await page.request.get('/api/movimientos?estado=entregado&per_page=1', {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
  });
  expect(list.status()).toBe(200);
  const manifest: string = (await list.json()).data[0].manifiesto_numero;
  await page.goto(`/empresa-transporte/detallemovimiento?manifiesto=${manifest}`);
  await expect(page.getByRole('heading', { name: `Manifiesto ${manifest}` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cambiar conductor' })).toHaveCount(0);
});
