import { type Browser, expect, type Page, test } from '@playwright/test';
import { loginWith, openUserMenu } from '../support/auth';
import { createUser, type FreshUser } from '../support/fixtures-api';
import { toast } from '../support/toasts';

// spec §2.7 password-change dialog, §5 its validation, §8 "the server message is shown"; issue 3
// item 5: on success the user's other sessions end. Each test changes a fresh user of its own.

const NEW_PASSWORD = 'Camino-Real-2026';

// Every test signs in (argon2 on the server) and some in two browsers.
test.slow();

async function openDialog(page: Page) {
  await openUserMenu(page);
  await page.getByRole('menuitem', { name: 'Cambiar Contraseña' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cambiar Contraseña' });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function fillDialog(page: Page, current: string, next: string, confirm: string) {
  const dialog = page.getByRole('dialog', { name: 'Cambiar Contraseña' });
  await dialog.getByLabel('Clave actual').fill(current);
  await dialog.getByLabel('Clave nueva', { exact: true }).fill(next);
  await dialog.getByLabel('Confirmar clave nueva').fill(confirm);
  return dialog.getByRole('button', { name: 'Cambiar contraseña' });
}

async function signedIn(page: Page, user: FreshUser) {
  await loginWith(page, user.email, user.password);
  await expect(page).toHaveURL(/\/generador\/inicio$/);
}

async function secondSession(browser: Browser, user: FreshUser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signedIn(page, user);
  return { context, page };
}

test('the three client-side rules, one message at a time', async ({ page, request }) => {
  await signedIn(page, await createUser(request, { label: 'clave-reglas' }));
  let calls = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/api/cambiar_clave')) calls++;
  });
  await openDialog(page);
  const submit = await fillDialog(page, 'algo', '', '');
  await submit.click();
  await expect(toast(page, 'Debe llenar todos los campos!')).toBeVisible();

  await fillDialog(page, 'algo', 'Camino-Real-2026', 'Camino-Real-2027');
  await submit.click();
  await expect(toast(page, 'La clave nueva no coincide con la confirmación!')).toBeVisible();

  await fillDialog(page, 'algo', 'corta', 'corta');
  await submit.click();
  await expect(toast(page, 'Mínimo 8 dígitos')).toBeVisible();
  expect(calls).toBe(0);
});

test('a wrong current password shows the server message; the button waits, then works again', async ({
  page,
  request,
}) => {
  await signedIn(page, await createUser(request, { label: 'clave-mal' }));
  // The answer is held until the disabled state has been seen (no fixed delay).
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/cambiar_clave', async (route) => {
    await held;
    await route.continue();
  });
  const dialog = await openDialog(page);
  const submit = await fillDialog(page, 'No-Es-Mi-Clave-1', NEW_PASSWORD, NEW_PASSWORD);
  await submit.click();
  await expect(submit).toBeDisabled();
  release();
  await expect(toast(page, 'La clave actual no es correcta.')).toBeVisible();
  await expect(submit).toBeEnabled();
  await expect(dialog).toBeVisible();
});

test('a successful change ends the other sessions; the old password fails and the new one works', async ({
  page,
  request,
  browser,
}) => {
  const user = await createUser(request, { label: 'clave-ok' });
  const other = await secondSession(browser, user);
  await signedIn(page, user);

  const dialog = await openDialog(page);
  await (await fillDialog(page, user.password, NEW_PASSWORD, NEW_PASSWORD)).click();
  await expect(toast(page, 'Su clave fue actualizada con éxito.')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The dialog was cleared: opened again, its fields are empty.
  await openDialog(page);
  await expect(page.getByLabel('Clave actual')).toHaveValue('');
  await page.keyboard.press('Escape');

  // This session keeps working; the other one is over.
  await page.goto('/generador/editar-perfil');
  await expect(page.getByRole('heading', { name: 'Editar Perfil' })).toBeVisible();
  await other.page.goto('/generador/inicio');
  await expect(other.page).toHaveURL(/\/login(\?next=%2Fgenerador%2Finicio)?$/);
  await other.context.close();

  await openUserMenu(page);
  await page.getByRole('menuitem', { name: 'Cerrar Sesión' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await loginWith(page, user.email, user.password);
  await expect(toast(page, 'Usuario o contraseña incorrectos')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await loginWith(page, user.email, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/generador\/inicio$/);
});
