import { expect, type Page, test } from '@playwright/test';
import { AREA_PATHS, PUBLIC_PATHS } from '../support/app-routes';
import { loginAs } from '../support/auth';

// spec §2.1: every path of the route table (support/app-routes) resolves to a page, never to the
// not-found page.

async function expectResolved(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('main, [role="main"]').first()).toBeVisible();
  await expect(page.getByText('LA URL NO EXISTE'), `${path} should resolve`).toHaveCount(0);
}

test('every public path resolves for a visitor', async ({ page }) => {
  for (const path of PUBLIC_PATHS) await expectResolved(page, path);
});

test('/ redirects to /home', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/home$/);
});

for (const [area, { account, paths }] of Object.entries(AREA_PATHS)) {
  test(`every ${area} path resolves for its role`, async ({ page }) => {
    // One test walks every page of the area (the transport company has over twenty).
    test.slow();
    await loginAs(page, account);
    for (const path of paths) {
      await expectResolved(page, path);
      await expect(page).toHaveURL(new RegExp(`${path.replace(/\//g, '\\/')}$`));
    }
  });
}

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
