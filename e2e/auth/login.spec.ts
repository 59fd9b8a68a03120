import { expect, test } from '@playwright/test';
import { fillLogin, loginAs, loginThroughForm } from '../support/auth';
import { DEMO, DEMO_PASSWORD, type DemoAccount } from '../support/demo-accounts';
import { toast } from '../support/toasts';

// spec §2.1 role homes and §4 login outcome, for every demo account.
const landings: DemoAccount[] = [
  'especiales',
  'generador',
  'proveedor',
  'terceros',
  'transporte',
  'admin',
  'pendiente',
  'sinverificar',
];

for (const account of landings) {
  test(`${DEMO[account].email} lands where spec §2.1 says`, async ({ page }) => {
    await loginThroughForm(page, account);
    await expect(page).toHaveURL(DEMO[account].home as RegExp);
  });
}

test('a successful login greets the user', async ({ page }) => {
  await page.goto('/login');
  await fillLogin(page, DEMO.generador.email, DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  // One toast carries both texts; read it at once, not after the landing page has loaded (the success
  // toast lasts 5 s, spec §9, and a busy machine can spend longer than that on the landing page).
  await expect(toast(page, 'Ingreso exitoso')).toContainText('Bienvenido');
  await expect(page).toHaveURL(DEMO.generador.home as RegExp);
});

test('empty fields are refused without calling the server', async ({ page }) => {
  await page.goto('/login');
  let calledLogin = false;
  page.on('request', (r) => {
    if (r.url().endsWith('/api/login')) calledLogin = true;
  });
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page.getByText('Debe ingresar usuario y contraseña')).toBeVisible();
  expect(calledLogin).toBe(false);
  await expect(page).toHaveURL(/\/login$/);
});

test('a wrong password shows the server message and keeps the user on /login', async ({ page }) => {
  await page.goto('/login');
  await fillLogin(page, DEMO.generador.email, 'No-es-la-clave1');
  const button = page.getByRole('button', { name: 'Ingresar' });
  // Enter submits once the app owns the form: until then the button is inert and Enter does nothing
  // (ADR 0021); a person sees the button come alive, the test waits for it the same way.
  await expect(button).toBeEnabled();
  await page.getByLabel('Contraseña', { exact: true }).press('Enter');
  await expect(page.getByText('Usuario o contraseña incorrectos')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await expect(button).toBeEnabled();
});

test('an unknown e-mail gets the same answer as a wrong password', async ({ page }) => {
  await page.goto('/login');
  await fillLogin(page, 'nadie@trazo.demo', DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page.getByText('Usuario o contraseña incorrectos')).toBeVisible();
});

test('the password can be shown and hidden', async ({ page }) => {
  await page.goto('/login');
  const password = page.getByLabel('Contraseña', { exact: true });
  await password.fill('secreto123');
  await expect(password).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Mostrar u ocultar contraseña' }).click();
  await expect(password).toHaveAttribute('type', 'text');
});

test('the register link goes to /info-generadores and forgot-password opens its dialog', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: /olvidaste tu contraseña/i }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('link', { name: /regístrate/i }).click();
  await expect(page).toHaveURL(/\/info-generadores$/);
});

test('the session survives a reload and the session cookie is HttpOnly', async ({ page, context }) => {
  await loginAs(page, 'transporte');
  const cookie = (await context.cookies()).find((c) => c.name === 'Authorization');
  expect(cookie?.httpOnly).toBe(true);
  expect(cookie?.sameSite).toBe('Lax');
  await page.reload();
  await expect(page).toHaveURL(DEMO.transporte.home as RegExp);
  await expect(page.getByRole('navigation', { name: 'Menú principal' })).toBeVisible();
});
