import { expect, type Page } from '@playwright/test';
import { roleHomePath, type TLoginResponse } from '@trazo/shared';
import { DEMO, DEMO_PASSWORD, type DemoAccount } from './demo-accounts';

export async function fillLogin(page: Page, email: string, password: string) {
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
}

/** Signs in through the real login form and waits for the landing page of the account. */
export async function loginThroughForm(page: Page, account: DemoAccount) {
  await page.goto('/login');
  await fillLogin(page, DEMO[account].email, DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  const home = DEMO[account].home;
  if (home) await expect(page).toHaveURL(home);
}

/**
 * Signs in and waits for the landing page of the account. The fast path (issue 28 item 4): the
 * session is opened by `POST /api/login` on the page's own browser context (its cookies land in the
 * browser), then the page opens where the form would have sent the account — without loading and
 * filling the form in every spec. Each call opens its own session
 * (a spec that signs out or switches role touches no other). The login form itself is tested through
 * `loginThroughForm` (e2e/auth); an account that must choose a role (no `home`) goes through the form,
 * since its callers expect the role dialog.
 */
export async function loginAs(page: Page, account: DemoAccount) {
  const home = DEMO[account].home;
  if (!home) return loginThroughForm(page, account);
  const response = await page.request.post('/api/login', {
    data: { email: DEMO[account].email, password: DEMO_PASSWORD, remember: false },
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
  });
  expect(response.status(), `POST /api/login as ${account}`).toBe(200);
  // Where the login form would send this account (apps/web features/auth/landing-path.ts).
  const session = (await response.json()) as TLoginResponse;
  await page.goto(session.verificado === null ? '/access' : roleHomePath(session.rol));
  // The app boots cold here (the form's path hid that in its fill, which waits as long as the test):
  // as patient as that was, and done as soon as the area's page is there.
  await expect(page).toHaveURL(home, { timeout: 60_000 });
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
