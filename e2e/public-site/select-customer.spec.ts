import { expect, test } from '@playwright/test';
import { PUBLIC_SITE_ACCOUNTS, signInAt } from '../support/public-site';

// spec §2.2 branded login → /select-customer; §3 the chosen company (NameCustomer, IdCustomer,
// UrlImgCustomer); §2.7 its logo in the top bar, cleared by a click.

test('prueba-login → select-customer → the chosen logo in the top bar → a click clears it', async ({
  page,
}) => {
  const [first, second] = PUBLIC_SITE_ACCOUNTS.empresas.companies;
  await signInAt(page, '/prueba-login', PUBLIC_SITE_ACCOUNTS.empresas.email);
  await expect(page).toHaveURL(/\/select-customer$/);
  await expect(page.getByText(first)).toBeVisible();
  await expect(page.getByText(second)).toBeVisible();

  await page
    .getByRole('main')
    .getByRole('button', { name: new RegExp(second) })
    .click();
  await expect(page).toHaveURL(/\/especiales\/inicio$/);
  const topBar = page.getByRole('banner');
  const logo = topBar.getByTestId('chosen-customer-logo');
  await expect(logo).toBeVisible();
  await expect(topBar.getByText(second)).toBeVisible();
  await expect(page.getByRole('main').getByText(second)).toBeVisible();

  // The choice survives a reload (kept for the tab).
  await page.reload();
  await expect(topBar.getByTestId('chosen-customer-logo')).toBeVisible();

  await topBar.getByRole('button', { name: 'Trazo, ir al inicio' }).click();
  await expect(topBar.getByTestId('chosen-customer-logo')).toHaveCount(0);
  await expect(topBar.getByText(second)).toHaveCount(0);
  await expect(page).toHaveURL(/\/especiales\/select-customer$/);
});

test('the company logo image is shown when the company has one', async ({ page }) => {
  await signInAt(page, '/prueba-login', PUBLIC_SITE_ACCOUNTS.pagos.email);
  await expect(page).toHaveURL(/\/select-customer$/);
  const companies = (
    await (
      await page.request.get('/api/mis-empresas', { headers: { 'X-Requested-With': 'XMLHttpRequest' } })
    ).json()
  ).data as {
    name: string;
    logo: string | null;
  }[];
  const company = companies[0];
  expect(company?.name).toBe(PUBLIC_SITE_ACCOUNTS.pagos.company);
  await page
    .getByRole('main')
    .getByRole('button', { name: new RegExp(PUBLIC_SITE_ACCOUNTS.pagos.company) })
    .click();
  await expect(page).toHaveURL(/\/empresa-transporte\/inicio$/);
  const logo = page.getByRole('banner').getByTestId('chosen-customer-logo');
  if (company?.logo) await expect(logo.locator('img')).toHaveAttribute('src', company.logo);
  await expect(logo).toBeVisible();
});

test('the branded login is visibly different and its register link goes to /pasarela', async ({ page }) => {
  await page.goto('/prueba-login');
  await expect(page.getByRole('heading', { name: 'Portal de clientes', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: /regístrate/i }).click();
  await expect(page).toHaveURL(/\/pasarela$/);
});

test('a visitor on /select-customer is sent to the branded login', async ({ page }) => {
  await page.goto('/select-customer');
  await expect(page).toHaveURL(/\/prueba-login$/);
});

test('/especiales/select-customer still lets a special-services user choose', async ({ page }) => {
  const [first] = PUBLIC_SITE_ACCOUNTS.empresas.companies;
  await signInAt(page, '/login', PUBLIC_SITE_ACCOUNTS.empresas.email);
  // Two companies with role 1: the role dialog first (spec §2.2), then the area's company choice.
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox', { name: 'Rol' }).click();
  await page.getByRole('option', { name: new RegExp(first) }).click();
  await dialog.getByRole('button', { name: 'Ir al panel' }).click();
  await expect(page).toHaveURL(/\/especiales\/select-customer$/);
  await page
    .getByRole('main')
    .getByRole('button', { name: new RegExp(first) })
    .click();
  await expect(page).toHaveURL(/\/especiales\/inicio$/);
  await expect(page.getByRole('banner').getByText(first)).toBeVisible();
});
