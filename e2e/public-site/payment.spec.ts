import { expect, type Page, test } from '@playwright/test';
import { loginAs } from '../support/auth';
import { PUBLIC_SITE_ACCOUNTS, signInAt } from '../support/public-site';

// issue 5 item 4: a transport company pays a plan by card through the built-in test gateway (no
// ePayco credentials in e2e); /respuesta-epayco shows 'PAGO EPAYCO COMPLETADO' only when the server
// confirmed the payment, never because of its query string.

const COMPLETED = 'PAGO EPAYCO COMPLETADO';

// Sign-in, plans, the gateway's page and the return page: several full page loads per test.
test.describe.configure({ timeout: 90_000 });

/** From /pasarela through the test gateway's decision back to /respuesta-epayco. */
async function payFirstPlan(page: Page, decision: 'Aprobar' | 'Rechazar') {
  await page.goto('/pasarela');
  await page.getByRole('button', { name: 'Suscribirme' }).first().click();
  await expect(page).toHaveURL(/\/api\/pagos\/pasarela-prueba\//);
  await page.getByRole('button', { name: decision }).click();
  await expect(page).toHaveURL(/\/respuesta-epayco\?ref_payco=/);
}

test('transporte@trazo.demo pays through the test gateway and sees PAGO EPAYCO COMPLETADO', async ({
  page,
}) => {
  await loginAs(page, 'transporte');
  await page.goto('/pasarela');
  await expect(page.getByText('Suscripción activa', { exact: true })).toBeVisible();
  await payFirstPlan(page, 'Aprobar');
  await expect(page.getByRole('heading', { name: COMPLETED })).toBeVisible();
  await expect(page.getByText('Suscripción activa hasta')).toBeVisible();
  await page.getByRole('link', { name: 'Ir a mi panel' }).first().click();
  await expect(page).toHaveURL(/\/empresa-transporte\/inicio$/);
});

test('a rejected card shows PAGO RECHAZADO, even with a forged success code appended', async ({ page }) => {
  await signInAt(page, '/login', PUBLIC_SITE_ACCOUNTS.pagos.email);
  await expect(page).toHaveURL(/\/empresa-transporte\/inicio$/);
  await page.goto('/pasarela');
  await expect(page.getByText('Tu empresa aún no tiene activa la aplicación móvil')).toBeVisible();
  await payFirstPlan(page, 'Rechazar');
  await expect(page.getByRole('heading', { name: 'PAGO RECHAZADO' })).toBeVisible();
  await expect(page.getByText(COMPLETED)).toHaveCount(0);

  await page.goto(`${page.url()}&x_cod_response=1&x_response=Aceptada`);
  await expect(page.getByRole('heading', { name: 'PAGO RECHAZADO' })).toBeVisible();
  await expect(page.getByText(COMPLETED)).toHaveCount(0);
  await page.getByRole('link', { name: 'Intentar de nuevo' }).click();
  await expect(page).toHaveURL(/\/pasarela$/);
});

test('a hand-made return URL does not show success', async ({ page }) => {
  await page.goto('/respuesta-epayco?x_cod_response=1&ref_payco=fake');
  await expect(page.getByRole('heading', { name: 'NO PUDIMOS VERIFICAR EL PAGO' })).toBeVisible();
  await expect(page.getByText(COMPLETED)).toHaveCount(0);
  await page.goto('/respuesta-epayco');
  await expect(page.getByRole('heading', { name: 'NO PUDIMOS VERIFICAR EL PAGO' })).toBeVisible();
});

test('a pending payment keeps asking the server until it is confirmed', async ({ page }) => {
  let calls = 0;
  await page.route('**/api/pagos/estado*', (route) => {
    calls += 1;
    const status = calls < 3 ? 'pendiente' : 'aceptada';
    return route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({
        status,
        referencia: 'TRZ-PRUEBA',
        ref_payco: '123',
        valor: 189000,
        moneda: 'COP',
        plan: 'Plan mensual',
        motivo: null,
        fecha: null,
        suscripcion_hasta: null,
      }),
    });
  });
  await page.goto('/respuesta-epayco?ref_payco=123');
  await expect(page.getByRole('heading', { name: 'PAGO PENDIENTE' })).toBeVisible();
  await expect(page.getByRole('heading', { name: COMPLETED })).toBeVisible({ timeout: 15_000 });
  expect(calls).toBeGreaterThanOrEqual(3);
});

test('a visitor is asked to sign in, and the customer portal brings them back to the plans', async ({
  page,
}) => {
  await page.goto('/pasarela');
  await expect(page.getByText('Inicia sesión para suscribirte')).toBeVisible();
  await page.getByRole('link', { name: 'Suscribirme' }).first().click();
  await expect(page).toHaveURL(/\/prueba-login\?next=%2Fpasarela$/);
  await signInAt(page, page.url(), PUBLIC_SITE_ACCOUNTS.pagos.email);
  await expect(page).toHaveURL(/\/select-customer\?next=/);
  await page
    .getByRole('main')
    .getByRole('button', { name: new RegExp(PUBLIC_SITE_ACCOUNTS.pagos.company) })
    .click();
  await expect(page).toHaveURL(/\/pasarela$/);
  await expect(page.getByRole('button', { name: 'Suscribirme' }).first()).toBeEnabled();
});

test('another role cannot subscribe', async ({ page }) => {
  await loginAs(page, 'generador');
  await page.goto('/pasarela');
  await expect(page.getByText('Solo una empresa de transporte puede suscribirse')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Suscribirme' }).first()).toBeDisabled();
});
