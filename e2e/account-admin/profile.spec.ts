import { expect, type Page, test } from '@playwright/test';
import { loginAs, loginWith } from '../support/auth';
import { signInAsOperator } from '../support/especiales';
import { createUser } from '../support/fixtures-api';
import { solidPng } from '../support/images';
import { toast } from '../support/toasts';

// Issue 3 item 6: editar-perfil in every role area — name, last name, phone, city, avatar; e-mail
// read-only. Tests that save use a fresh user of their own.

const GENERADOR_HOME = /\/generador\/inicio$/;

// Every test signs in (argon2 on the server) and waits for uploads and image processing.
test.slow();

function userMenuButton(page: Page) {
  return page.getByRole('button', { name: 'Menú de usuario' });
}

test('the profile is saved, shown in the top bar at once, and still there after a reload', async ({
  page,
  request,
}) => {
  const user = await createUser(request, { label: 'perfil' });
  await loginWith(page, user.email, user.password, GENERADOR_HOME);
  await page.goto('/generador/editar-perfil');

  const email = page.getByLabel('Correo electrónico');
  await expect(email).toHaveValue(user.email);
  await expect(email).toHaveAttribute('readonly', '');

  await page.getByRole('textbox', { name: 'Nombre', exact: true }).fill('Valentina');
  await page.getByRole('textbox', { name: 'Apellido' }).fill('Ocampo Giraldo');
  // The mobile number keeps digits only.
  await page.getByLabel('Celular').fill('310-555 1234');
  await expect(page.getByLabel('Celular')).toHaveValue('3105551234');
  const city = page.getByRole('combobox', { name: 'Ciudad' });
  await city.click();
  await city.fill('manizal');
  await page.getByRole('option', { name: /MANIZALES/ }).click();

  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(toast(page, 'Perfil actualizado con éxito.')).toBeVisible();
  await expect(userMenuButton(page)).toContainText('Valentina Ocampo Giraldo');

  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Nombre', exact: true })).toHaveValue('Valentina');
  await expect(page.getByRole('textbox', { name: 'Apellido' })).toHaveValue('Ocampo Giraldo');
  await expect(page.getByLabel('Celular')).toHaveValue('3105551234');
  await expect(page.getByRole('combobox', { name: 'Ciudad' })).toHaveValue(/MANIZALES/);
  await expect(userMenuButton(page)).toContainText('Valentina Ocampo Giraldo');
});

test('the server refuses an empty name and a city is required', async ({ page, request }) => {
  const user = await createUser(request, { label: 'perfil-vacio' });
  await loginWith(page, user.email, user.password, GENERADOR_HOME);
  await page.goto('/generador/editar-perfil');
  await page.getByRole('textbox', { name: 'Nombre', exact: true }).fill('   ');
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(toast(page, 'Nombre es requerido.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Nombre', exact: true }).fill('Camila');
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  // A fresh user has no city yet.
  await expect(toast(page, 'Ciudad es requerida.')).toBeVisible();
});

test('an uploaded avatar shows at once in the page and the top bar, and can be removed', async ({
  page,
  request,
}) => {
  const user = await createUser(request, { label: 'avatar' });
  await loginWith(page, user.email, user.password, GENERADOR_HOME);
  await page.goto('/generador/editar-perfil');

  await page.getByLabel('Cambiar foto').setInputFiles({
    name: 'foto.png',
    mimeType: 'image/png',
    buffer: solidPng(320, [11, 111, 168]),
  });
  await expect(toast(page, 'Imagen de perfil actualizada.')).toBeVisible();
  const pageAvatar = page.getByTestId('profile-avatar').locator('img');
  await expect(pageAvatar).toHaveAttribute('src', /^\/api\/avatars\/.+\.webp$/);
  await expect.poll(() => pageAvatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(256);
  const topBarAvatar = userMenuButton(page).locator('img');
  await expect(topBarAvatar).toHaveAttribute('src', (await pageAvatar.getAttribute('src')) ?? '');

  await page.reload();
  await expect(page.getByTestId('profile-avatar').locator('img')).toHaveAttribute('src', /\/api\/avatars\//);

  await page.getByRole('button', { name: 'Quitar foto' }).click();
  await expect(toast(page, 'Imagen de perfil eliminada.')).toBeVisible();
  await expect(userMenuButton(page).locator('img')).toHaveCount(0);
});

test('the avatar type is checked in the browser and again, by content, on the server', async ({
  page,
  request,
}) => {
  const user = await createUser(request, { label: 'avatar-tipo' });
  await loginWith(page, user.email, user.password, GENERADOR_HOME);
  await page.goto('/generador/editar-perfil');
  const picker = page.getByLabel('Cambiar foto');
  let uploads = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/api/perfil/avatar')) uploads++;
  });

  await picker.setInputFiles({ name: 'notas.txt', mimeType: 'text/plain', buffer: Buffer.from('hola') });
  const clientToast = toast(page, 'La imagen debe ser PNG, JPEG o WEBP.');
  await expect(clientToast).toBeVisible();
  expect(uploads).toBe(0);
  // The server may answer with the same words: close this toast first.
  await clientToast.getByRole('button').click();
  await expect(clientToast).toHaveCount(0);

  // Named and typed as PNG, but it is not an image: only the server can tell.
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/perfil/avatar'));
  await picker.setInputFiles({ name: 'falsa.png', mimeType: 'image/png', buffer: Buffer.from('no soy png') });
  const response = await answer;
  expect(response.status()).toBe(422);
  const { message } = (await response.json()) as { message: string };
  await expect(toast(page, message)).toBeVisible();
  await expect(toast(page, 'No se pudo subir la imagen').last()).toBeVisible();
  await expect(page.getByTestId('profile-avatar').locator('img')).toHaveCount(0);
});

const areas = [
  { account: 'especiales', path: '/especiales/editar-perfil' },
  { account: 'transporte', path: '/empresa-transporte/editar-perfil' },
  { account: 'admin', path: '/super-administrador/editar-perfil' },
  { account: 'proveedor', path: '/proveedor/editar-perfil' },
  { account: 'terceros', path: '/terceros/editar-perfil' },
] as const;

for (const { account, path } of areas) {
  test(`${path} shows the profile of the signed-in user without the side menu`, async ({ page }) => {
    await loginAs(page, account);
    await page.goto(path);
    await expect(page.getByLabel('Correo electrónico', { exact: true })).toHaveValue(`${account}@trazo.demo`);
    await expect(page.getByRole('textbox', { name: 'Nombre', exact: true })).not.toHaveValue('');
    await expect(page.getByRole('combobox', { name: 'Ciudad' })).not.toHaveValue('');
    await expect(page.getByRole('navigation', { name: 'Menú principal' })).toHaveCount(0);
  });
}

// Issue 24 item 5: the operator's FUEC data live in its profile too (the same form as on the FUEC page).
test('an operator finds its FUEC data in Editar Perfil, beside its own', async ({ page }) => {
  await signInAsOperator(page);
  await page.goto('/especiales/editar-perfil');
  await expect(page.getByLabel('Correo electrónico', { exact: true })).toHaveValue('especiales@trazo.demo');
  const fuec = page.getByRole('region', { name: 'Datos para el FUEC' });
  await expect(fuec.getByLabel('Dirección Territorial')).not.toHaveValue('');
  await expect(fuec.getByLabel('Correo electrónico de la empresa')).not.toHaveValue('');
});
