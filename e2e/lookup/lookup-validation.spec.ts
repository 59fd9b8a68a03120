import { test } from '@playwright/test';
import { DEMO_NIT, lookupUrl, OTHER_NIT, searchLookup } from '../support/lookup';
import { expect } from '../support/patient-expect';

// These flows log in, search and open dialogs; on a loaded CI machine they need more than 30 s.
test.describe.configure({ timeout: 120_000 });

// spec §5 / §8 and issue 4 safety: messages for missing values, and the same 'not found' for a
// wrong number, an unknown NIT or another company's NIT.

test('without the customer NIT in the route: Debes tener nit en la ruta', async ({ page }) => {
  await page.goto(lookupUrl(null));
  await expect(page.getByText('Debes tener nit en la ruta').first()).toBeVisible();
  await searchLookup(page, 'manifest', '100001');
  await expect(page.getByRole('alert').filter({ hasText: 'Debes tener nit en la ruta' })).toHaveCount(2);
  await expect(page.getByRole('region', { name: 'Resultados' })).toHaveCount(0);
});

test('without a value: Debes ingresar el codigo', async ({ page }) => {
  await page.goto(lookupUrl(DEMO_NIT));
  await page.getByRole('button', { name: 'CONSULTAR' }).click();
  await expect(page.getByText('Debes ingresar el codigo')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Número de manifiesto' })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
});

for (const [label, nit, kind, value] of [
  ['a wrong manifest number', DEMO_NIT, 'manifest', '999999999'],
  ['an unknown NIT', '811222333', 'manifest', '100001'],
  ["another company's NIT", OTHER_NIT, 'manifest', '100001'],
  ["another company's document from the demo NIT", DEMO_NIT, 'document', 'DOC-777'],
] as const) {
  test(`${label} finds nothing: No se encontro`, async ({ page }) => {
    await page.goto(lookupUrl(nit));
    await searchLookup(page, kind, value);
    await expect(page.getByText('No se encontro').first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Resultados' })).toHaveCount(0);
  });
}

test('the lookup fits a 390 px phone without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(lookupUrl(DEMO_NIT));
  await searchLookup(page, 'manifest', '100001');
  await expect(page.getByRole('region', { name: 'Resultados' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
