import { test } from '@playwright/test';
import { loginAs } from '../support/auth';
import { expect } from '../support/patient-expect';

test.describe.configure({ timeout: 120_000 });

// issue 14 item 6: the side menu's colour stopped at the first screen on long pages, and the chosen
// company's header was lost in a new tab.

test('the side menu covers the screen at the bottom of a long movement detail', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await loginAs(page, 'transporte');
  await page.goto('/empresa-transporte/detallemovimiento?manifiesto=100125');
  await expect(page.getByRole('heading', { name: 'Manifiesto 100125' })).toBeVisible({ timeout: 30_000 });
  // The events timeline is the longest view of this detail.
  await page.getByRole('tab', { name: /Eventos/ }).click();
  const pageHeight = await page.evaluate(() => document.documentElement.scrollHeight);
  expect(pageHeight).toBeGreaterThan(900 + 150);

  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(150);
  const nav = page.getByRole('navigation', { name: 'Menú principal' });
  const box = await nav.boundingBox();
  if (!box) throw new Error('the side menu has no box');
  // In the viewport's coordinates: from under the top bar down to the bottom edge of the screen.
  expect(box.y).toBeLessThanOrEqual(64);
  expect(box.y + box.height).toBeGreaterThanOrEqual(900);
  const background = await nav.evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(background).not.toBe('rgba(0, 0, 0, 0)');
});

test('the chosen company stays in the header of a new tab', async ({ context, page }) => {
  await loginAs(page, 'especiales');
  const companies = await page.request.get('/api/mis-empresas', {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
  });
  expect(companies.status()).toBe(200);
  const names = ((await companies.json()).data as { name: string }[]).map((company) => company.name);
  const second = names.at(-1);
  if (!second) throw new Error('especiales@trazo.demo has no company to choose');
  await page.getByRole('button', { name: second }).click();
  await expect(page).toHaveURL(/\/especiales\/inicio$/);
  await expect(page.getByRole('banner').getByText(second)).toBeVisible();

  const tab = await context.newPage();
  await tab.goto('/especiales/inicio');
  const topBar = tab.getByRole('banner');
  await expect(topBar.getByText(second)).toBeVisible();
  await expect(topBar.getByTestId('chosen-customer-logo')).toBeVisible();
  await tab.close();
});
