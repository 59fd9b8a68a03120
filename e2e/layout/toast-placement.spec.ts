import { test } from '@playwright/test';
import { loginThroughForm } from '../support/auth';
import { lookupUrl } from '../support/lookup';
import { expect } from '../support/patient-expect';
import { boxOf, expectApart, holdToast, toast } from '../support/toasts';

test.describe.configure({ timeout: 120_000 });
test.use({ viewport: { width: 390, height: 844 } });

// issue 14 item 5: on a phone toasts covered the header and the headings, and repeated ones stacked.

test('the sign-in toast leaves the header and the heading uncovered on a phone', async ({ page }) => {
  // Held the frame it appears: on a busy machine the landing page can take longer than the toast's 5 s.
  const held = holdToast(page, 'Ingreso exitoso');
  await loginThroughForm(page, 'transporte');
  await held;
  const shown = toast(page, 'Ingreso exitoso');
  await expect(shown).toBeVisible();
  await shown.hover();
  await expectApart(shown, page.getByRole('banner'));
  await expectApart(shown, page.getByRole('heading', { level: 1 }));
  // Bottom centre, inside the screen.
  const placed = await boxOf(shown);
  expect(placed.y + placed.height).toBeLessThanOrEqual(844);
  expect(placed.y).toBeGreaterThan(844 / 2);
});

test('the same toast shown twice is one toast', async ({ page }) => {
  await page.goto(lookupUrl('900123456'));
  const consult = page.getByRole('button', { name: 'CONSULTAR' });
  await consult.click();
  const shown = toast(page, 'Debes ingresar el codigo');
  await expect(shown).toHaveCount(1);
  await consult.click();
  await consult.click();
  // A stacked duplicate would be in the page once the clicks' renders are painted: two frames later.
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(null)))),
  );
  await expect(shown).toHaveCount(1);
  await expect(shown).toBeVisible();
  await expectApart(shown, page.getByRole('heading', { level: 1 }));
});
