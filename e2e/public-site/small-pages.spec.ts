import { expect, test } from '@playwright/test';
import { loginAs } from '../support/auth';

// issue 5 item 6: /pendiente-activacion and /error, in the public layout.

test('a pending account reads why it waits and can sign out', async ({ page }) => {
  await loginAs(page, 'pendiente');
  await expect(page.getByRole('heading', { name: 'Cuenta pendiente de activación' })).toBeVisible();
  await expect(page.getByText('activada por la empresa de transporte')).toBeVisible();
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('/error offers the way home', async ({ page }) => {
  await page.goto('/error');
  await expect(page.getByRole('heading', { name: 'Ocurrió un error' })).toBeVisible();
  await page.getByRole('link', { name: 'VOLVER AL INICIO' }).click();
  await expect(page).toHaveURL(/\/home$/);
});
