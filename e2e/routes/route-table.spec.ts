import { expect, test } from '@playwright/test';
import { loginAs } from '../support/auth';

// spec §2.1: the route table's redirects and its not-found page. That every path of the table
// (support/app-routes) resolves to a page for a visitor and for its role is checked by the quality
// walk (e2e/quality/pages.spec.ts), which opens each of them anyway (issue 28: one walk, not two).

test('/ redirects to /home', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/home$/);
});

test('/especiales redirects to select-customer; other areas redirect to inicio', async ({ page }) => {
  await loginAs(page, 'especiales');
  await page.goto('/especiales');
  await expect(page).toHaveURL(/\/especiales\/select-customer$/);
});

test('/proveedor redirects to its inicio', async ({ page }) => {
  await loginAs(page, 'proveedor');
  await page.goto('/proveedor');
  await expect(page).toHaveURL(/\/proveedor\/inicio$/);
});

test('an unknown child of a role area shows the not-found page', async ({ page }) => {
  await loginAs(page, 'generador');
  await page.goto('/generador/no-existe');
  await expect(page.getByText('LA URL NO EXISTE')).toBeVisible();
});
