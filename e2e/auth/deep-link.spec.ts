import { expect, test } from '@playwright/test';
import { chooseRole, fillLogin } from '../support/auth';
import { DEMO, DEMO_PASSWORD } from '../support/demo-accounts';

// issue 14 item 3: a deep link opened signed out survives the sign-in — to a safe, same-origin path only.

test.describe.configure({ timeout: 90_000 });

const DETAIL = '/empresa-transporte/detallemovimiento?manifiesto=100125';

async function signIn(page: import('@playwright/test').Page, email: string) {
  await fillLogin(page, email, DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Ingresar' }).click();
}

test('a movement detail opened signed out is where the sign-in lands', async ({ page }) => {
  await page.goto(DETAIL);
  await expect(page).toHaveURL(`/login?next=${encodeURIComponent(DETAIL)}`);
  await signIn(page, DEMO.transporte.email);
  await expect(page).toHaveURL(DETAIL);
  await expect(page.getByRole('heading', { name: 'Manifiesto 100125' })).toBeVisible({ timeout: 30_000 });
  // Its first consignment was rejected (issue 14 item 1), and the page says so.
  await expect(page.getByText('Entrega rechazada').first()).toBeVisible();
});

test('a multi-role user chooses the role, then lands on the page asked for', async ({ page }) => {
  await page.goto('/generador/mov-transporte?manifiesto=100001');
  await expect(page).toHaveURL(/\/login\?next=/);
  await signIn(page, DEMO.multirol.email);
  await chooseRole(page, /Generador/);
  await expect(page).toHaveURL('/generador/mov-transporte?manifiesto=100001');
});

for (const next of ['//evil.example/x', 'https://evil.example/', '/\\evil.example', '/generador/inicio']) {
  test(`a crafted or foreign return path (${next}) lands on the user's own home`, async ({ page }) => {
    await page.goto(`/login?next=${encodeURIComponent(next)}`);
    await signIn(page, DEMO.transporte.email);
    await expect(page).toHaveURL(DEMO.transporte.home);
  });
}
