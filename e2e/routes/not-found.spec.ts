import { expect, test } from '@playwright/test';

test('an unknown path shows the not-found page, whose buttons lead home', async ({ page }) => {
  await page.goto('/esta/ruta/no-existe');
  await expect(page.getByText('LA URL NO EXISTE')).toBeVisible();
  await expect(page.getByText('La URL ingresada no existe.')).toBeVisible();
  await page.getByRole('link', { name: 'HOME' }).click();
  await expect(page).toHaveURL(/\/home$/);

  await page.goto('/otra-ruta-inexistente');
  await page.getByRole('link', { name: 'VOLVER AL INICIO' }).click();
  await expect(page).toHaveURL(/\/home$/);
});

test('unknown API paths answer JSON 404 with a Spanish message, not the SPA', async ({ request }) => {
  const res = await request.get('/api/no-existe');
  expect(res.status()).toBe(404);
  expect((await res.json()).message).toMatch(/no existe/i);
});
