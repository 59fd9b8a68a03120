import { expect, type Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, type DemoAccount } from './demo-accounts';

export async function fillLogin(page: Page, email: string, password: string) {
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
}

/** Signs in through the real login form and waits for the landing page of the account. */
export async function loginAs(page: Page, account: DemoAccount) {
  await page.goto('/login');
  await fillLogin(page, DEMO[account].email, DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  const home = DEMO[account].home;
  if (home) await expect(page).toHaveURL(home);
}

/** Chooses a role in the (unclosable) role dialog. */
export async function chooseRole(page: Page, description: RegExp) {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox', { name: 'Rol' }).click();
  await page.getByRole('option', { name: description }).click();
  await dialog.getByRole('button', { name: 'Ir al panel' }).click();
}

export async function openUserMenu(page: Page) {
  await page.getByRole('button', { name: 'Menú de usuario' }).click();
}

/**
 * Signs in with any e-mail and password through the login form; with `landing`, waits until the
 * user arrives there (navigating away earlier would cancel the login).
 */
export async function loginWith(page: Page, email: string, password: string, landing?: RegExp) {
  await page.goto('/login');
  await fillLogin(page, email, password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  if (landing) await expect(page).toHaveURL(landing);
}
