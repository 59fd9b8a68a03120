import { expect, test } from '@playwright/test';
import { loginWith } from '../support/auth';
import { createTransportCompany } from '../support/fixtures-api';
import { solidPng } from '../support/images';
import { toast } from '../support/toasts';

// The transport company's logo (Editar Perfil → Logo de la empresa): the top bar shows it at once and
// after a reload; the pre-operational PDF embeds it (API-tested). A company of its own, so the demo
// company's logo stays as other specs expect it.

test('a transport company uploads its logo, sees it in the top bar, and takes it away', async ({
  page,
  request,
}) => {
  test.slow(); // sign-in (argon2) and image processing
  const company = await createTransportCompany(request, 'active');
  await loginWith(page, company.admin.email, company.admin.password, /\/empresa-transporte\//);
  await page.goto('/empresa-transporte/editar-perfil');

  const card = page.getByRole('heading', { name: 'Logo de la empresa' }).locator('xpath=../..');
  await expect(card.getByText('Sin logo: el portal muestra el nombre de la empresa.')).toBeVisible();
  const topBarLogo = page.getByTestId('chosen-customer-logo');
  await expect(topBarLogo.locator('img')).toHaveCount(0);

  await page.getByLabel('Cambiar logo').setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: solidPng(320, [29, 53, 87]),
  });
  await expect(toast(page, 'Logo de la empresa actualizado.')).toBeVisible();
  const pageLogo = page.getByTestId('company-logo');
  await expect(pageLogo).toHaveAttribute('src', /^\/api\/logos\/[0-9a-f-]{36}\.png$/);
  const src = (await pageLogo.getAttribute('src')) ?? '';
  await expect(topBarLogo.locator('img')).toHaveAttribute('src', src);
  // Fitted inside 600×240 on the server: a 320 px square comes back 240 px high.
  await expect.poll(() => pageLogo.evaluate((img: HTMLImageElement) => img.naturalHeight)).toBe(240);

  await page.reload();
  await expect(page.getByTestId('chosen-customer-logo').locator('img')).toHaveAttribute('src', src);

  await page.getByRole('button', { name: 'Quitar logo' }).click();
  await expect(toast(page, 'Logo de la empresa eliminado.')).toBeVisible();
  await expect(page.getByTestId('chosen-customer-logo').locator('img')).toHaveCount(0);
  await expect(page.getByTestId('company-logo')).toHaveCount(0);
});
