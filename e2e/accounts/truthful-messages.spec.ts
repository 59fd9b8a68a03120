import { expect, test } from '@playwright/test';
import { loginWith } from '../support/auth';
import { DEMO, DEMO_PASSWORD } from '../support/demo-accounts';
import { createTransportCompany } from '../support/fixtures-api';
import { toast } from '../support/toasts';

// issue 14 item 2: accounts that cannot enter are told why, by whom they wait, and can sign out.

test.describe.configure({ timeout: 90_000 });

test('a new transport company is told the platform administrator activates it, and can sign out', async ({
  page,
  request,
}) => {
  const company = await createTransportCompany(request);
  await loginWith(page, company.admin.email, company.admin.password, /\/pendiente-activacion$/);
  await expect(toast(page, 'Aún no puedes ingresar: tu cuenta espera su activación.')).toBeVisible();
  await expect(toast(page, 'Ingreso exitoso')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Cuenta pendiente de activación' })).toBeVisible();
  await expect(page.getByText('activada por el administrador de Trazo')).toBeVisible();
  await expect(page.getByText('El administrador de Trazo revisa y activa tu empresa.')).toBeVisible();
  await expect(page.getByRole('main').getByText(/empresa de transporte/i)).toHaveCount(0);

  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/login$/);
  const session = await page.request.post('/api/consulta_ingreso', {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
  });
  expect(session.status()).toBe(401);
});

test('a pending generator still reads that its transport company activates it', async ({ page }) => {
  await loginWith(page, DEMO.pendiente.email, DEMO_PASSWORD, /\/pendiente-activacion$/);
  await expect(page.getByText('activada por la empresa de transporte')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();
});

test('an unverified account is asked for its code, not welcomed, and can sign out', async ({ page }) => {
  await loginWith(page, DEMO.sinverificar.email, DEMO_PASSWORD, /\/access$/);
  await expect(toast(page, 'Verifica tu correo')).toBeVisible();
  await expect(toast(page, 'Ingreso exitoso')).toHaveCount(0);
  await expect(page.getByText(`Sesión iniciada como ${DEMO.sinverificar.email}`)).toBeVisible();
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/access');
  await expect(page).toHaveURL(/\/login$/);
});

test('a dead /resetpassword link says so on arrival, before any typing', async ({ page }) => {
  await page.goto(`/resetpassword?email=${encodeURIComponent(DEMO.generador.email)}&token=no-sirve`);
  await expect(page.getByRole('heading', { name: 'Este enlace ya no sirve' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText('no es válido o ha expirado')).toBeVisible();
  await expect(page.getByLabel('Nueva contraseña', { exact: true })).toHaveCount(0);
  await page.goto('/resetpassword');
  await expect(page.getByRole('heading', { name: 'Este enlace ya no sirve' })).toBeVisible();
  await page.getByRole('link', { name: 'VOLVER AL LOGIN' }).click();
  await expect(page).toHaveURL(/\/login$/);
});
