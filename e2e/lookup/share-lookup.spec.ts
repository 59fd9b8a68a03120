import { test } from '@playwright/test';
import { loginAs } from '../support/auth';
import { DEMO_NIT, lookupUrl } from '../support/lookup';
import { expect } from '../support/patient-expect';

test.describe.configure({ timeout: 120_000 });

// issue 14 item 11: the transport company shares its public lookup as a link and a printable QR.
test('the transport company copies its lookup link and sees its QR code', async ({ page, baseURL }) => {
  await loginAs(page, 'transporte');
  const card = page.getByRole('region', { name: 'Compartir consulta' });
  await expect(card).toBeVisible();

  const link = await card.getByRole('textbox', { name: 'Enlace de la consulta pública' }).inputValue();
  expect(link).toBe(new URL(lookupUrl(DEMO_NIT), baseURL).toString());
  await expect(card.getByText(link, { exact: true })).toBeVisible();

  const qr = card.locator('svg[role="img"]', { hasText: 'Código QR de la consulta pública' });
  await expect(qr).toBeVisible();
  await expect(qr.locator('path').first()).toBeAttached();
  await expect(card.getByRole('button', { name: 'Imprimir' })).toBeVisible();

  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await card.getByRole('button', { name: 'Copiar enlace' }).click();
  await expect(card.getByRole('button', { name: 'Enlace copiado' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

  // Only the QR card is printed.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('heading', { level: 1 })).toBeHidden();
  await expect(qr).toBeVisible();
  await page.emulateMedia({ media: 'screen' });

  await page.goto(link);
  await expect(page).toHaveURL(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Consulta tu envío' })).toBeVisible();
  await expect(page.getByText('NIT 900.123.456')).toBeVisible();
});
