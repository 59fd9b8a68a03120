import { expect, test } from '@playwright/test';
import { chooseRole, fillLogin, loginAs, openUserMenu } from '../support/auth';
import { DEMO, DEMO_PASSWORD } from '../support/demo-accounts';

async function loginMultirol(page: import('@playwright/test').Page) {
  await page.goto('/login');
  await fillLogin(page, DEMO.multirol.email, DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
}

test('several roles open a role dialog that cannot be closed and requires a choice', async ({ page }) => {
  await loginMultirol(page);
  const dialog = page.getByRole('dialog');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: /cerrar|close/i })).toHaveCount(0);

  await dialog.getByRole('button', { name: 'Ir al panel' }).click();
  await expect(page.getByText('Debes seleccionar un rol')).toBeVisible();
  await expect(dialog).toBeVisible();

  await chooseRole(page, /Empresa de Transporte/);
  await expect(page).toHaveURL(/\/empresa-transporte\/inicio$/);
});

test('a multi-role user switches role from the user menu and the choice survives a reload', async ({
  page,
}) => {
  await loginMultirol(page);
  await chooseRole(page, /Generador/);
  await expect(page).toHaveURL(/\/generador\/inicio$/);

  await openUserMenu(page);
  await page.getByRole('menuitem', { name: 'Cambiar de rol' }).click();
  await chooseRole(page, /Empresa de Transporte/);
  await expect(page).toHaveURL(/\/empresa-transporte\/inicio$/);

  await page.reload();
  await expect(page).toHaveURL(/\/empresa-transporte\/inicio$/);
  // The server now holds role 5: the generator area sends the user back to their own.
  await page.goto('/generador/inicio');
  await expect(page).toHaveURL(/\/empresa-transporte\/inicio$/);
});

test('a single-role user is told there are no more roles', async ({ page }) => {
  await loginAs(page, 'generador');
  await openUserMenu(page);
  await page.getByRole('menuitem', { name: 'Cambiar de rol' }).click();
  await expect(page.getByText('No tiene más roles disponibles')).toBeVisible();
  await expect(page).toHaveURL(DEMO.generador.home as RegExp);
});
