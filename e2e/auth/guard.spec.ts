import { expect, test } from '@playwright/test';
import { loginAs, openUserMenu } from '../support/auth';
import { DEMO } from '../support/demo-accounts';

// spec §4 route guard and §2.1 visitor-only routes; one unauthorized-access check per role area.
const areas = [
  '/especiales/inicio',
  '/generador/inicio',
  '/empresa-transporte/inicio',
  '/super-administrador/inicio',
];

for (const path of areas) {
  test(`a visitor opening ${path} is sent to /login, to come back after`, async ({ page }) => {
    await page.goto(path);
    await expect(page).toHaveURL(`/login?next=${encodeURIComponent(path)}`);
  });
}

test('a generator cannot enter the other role areas', async ({ page }) => {
  await loginAs(page, 'generador');
  for (const path of [
    '/empresa-transporte/usuarios',
    '/super-administrador/clientes',
    '/especiales/inicio',
  ]) {
    await page.goto(path);
    await expect(page).toHaveURL(DEMO.generador.home as RegExp);
  }
});

test('a transport company cannot enter the super-administrator area', async ({ page }) => {
  await loginAs(page, 'transporte');
  await page.goto('/super-administrador/usuarios');
  await expect(page).toHaveURL(DEMO.transporte.home as RegExp);
});

test('the super-administrator cannot enter the transport area', async ({ page }) => {
  await loginAs(page, 'admin');
  await page.goto('/empresa-transporte/inicio');
  await expect(page).toHaveURL(DEMO.admin.home as RegExp);
});

test('visitor-only pages send a signed-in user to their home', async ({ page }) => {
  await loginAs(page, 'admin');
  for (const path of ['/login', '/home', '/info-transporte', '/']) {
    await page.goto(path);
    await expect(page).toHaveURL(DEMO.admin.home as RegExp);
  }
});

test('logout clears the session and protected pages ask for login again', async ({ page, context }) => {
  await loginAs(page, 'transporte');
  await openUserMenu(page);
  await page.getByRole('menuitem', { name: 'Cerrar Sesión' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect((await context.cookies()).find((c) => c.name === 'Authorization')).toBeUndefined();
  await page.goto('/empresa-transporte/inicio');
  await expect(page).toHaveURL(/\/login\?next=%2Fempresa-transporte%2Finicio$/);
});

test('a session revoked on the server logs the browser out on its next check', async ({
  page,
  context,
  request,
}) => {
  await loginAs(page, 'generador');
  const token = (await context.cookies()).find((c) => c.name === 'Authorization')?.value;
  expect(token).toBeTruthy();
  // Revoke the token behind the page's back (an API client with the Bearer header).
  const res = await request.post('/api/logout', { headers: { Authorization: `Bearer ${token}` } });
  expect(res.ok()).toBe(true);
  await page.goto('/generador/pendientes');
  await expect(page).toHaveURL(/\/login(\?next=%2Fgenerador%2Fpendientes)?$/);
});
