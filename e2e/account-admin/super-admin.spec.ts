import { expect, test } from '@playwright/test';
import { confirmRowAction, openSearched, rowOf, searchList } from '../support/admin-lists';
import { loginAs, loginWith } from '../support/auth';
import { createTransportCompany, createUser } from '../support/fixtures-api';
import { toast } from '../support/toasts';

// Issue 3 item 7: the super-administrator's /super-administrador/clientes (companies) and
// /usuarios (every user), with the same actions. Changes only touch fresh records.

test.slow();

test('clientes lists the demo companies with their NIT, type, administrator and state', async ({ page }) => {
  await loginAs(page, 'admin');
  await page
    .getByRole('navigation', { name: 'Menú principal' })
    .getByRole('link', { name: 'Clientes' })
    .click();
  await expect(page).toHaveURL(/\/super-administrador\/clientes$/);
  const transport = rowOf(page, 'Transportes Demo S.A.S.');
  await expect(transport).toContainText('900.123.456-');
  await expect(transport).toContainText('Empresa de transporte');
  await expect(transport).toContainText('Activo');
  await expect(transport.getByRole('button', { name: 'Desactivar' })).toBeVisible();
  await expect(rowOf(page, 'Especiales Demo S.A.S.')).toContainText('Servicios especiales');

  await page.getByRole('combobox', { name: 'Tipo de empresa' }).click();
  await page.getByRole('option', { name: 'Servicios especiales' }).click();
  await expect(rowOf(page, 'Transportes Demo S.A.S.')).toHaveCount(0);
  await expect(rowOf(page, 'Especiales Demo S.A.S.')).toBeVisible();
});

test('activating a registered transport company lets its administrator in', async ({ page, request }) => {
  const company = await createTransportCompany(request);
  await loginAs(page, 'admin');
  await openSearched(page, '/super-administrador/clientes', company.nit.slice(0, 6), '&estado=pending');
  await expect(rowOf(page, company.razonSocial)).toContainText('Pendiente');
  await expect(rowOf(page, company.razonSocial)).toContainText(company.admin.email);

  await confirmRowAction(page, company.razonSocial, 'Activar', 'Activar empresa');
  await expect(toast(page, 'Empresa activada con éxito.')).toBeVisible();
  await page.getByRole('combobox', { name: 'Estado' }).click();
  await page.getByRole('option', { name: 'Todos' }).click();
  await expect(rowOf(page, company.razonSocial)).toContainText('Activo');

  const admin = await (await page.context().browser()?.newContext())?.newPage();
  if (!admin) throw new Error('no browser');
  await loginWith(admin, company.admin.email, company.admin.password);
  await expect(admin).toHaveURL(/\/empresa-transporte\/inicio$/);
  await admin.context().close();
});

test('a rejected company stays out', async ({ page, request }) => {
  const company = await createTransportCompany(request);
  await loginAs(page, 'admin');
  await openSearched(page, '/super-administrador/clientes', company.nit);
  await confirmRowAction(page, company.razonSocial, 'Rechazar', 'Rechazar empresa');
  await expect(toast(page, 'Solicitud de la empresa rechazada.')).toBeVisible();
  await expect(rowOf(page, company.razonSocial)).toContainText('Desactivado');
});

test('usuarios lists every user with role and company, filters by role and searches', async ({ page }) => {
  await loginAs(page, 'admin');
  await page
    .getByRole('navigation', { name: 'Menú principal' })
    .getByRole('link', { name: 'Usuarios' })
    .click();
  await expect(page).toHaveURL(/\/super-administrador\/usuarios$/);
  // Newest first: other tests' fresh users may push the demo accounts to page 2.
  await searchList(page, '@trazo.demo');
  await expect(rowOf(page, 'transporte@trazo.demo')).toBeVisible();

  await page.getByRole('combobox', { name: 'Rol' }).click();
  await page.getByRole('option', { name: 'Especiales', exact: true }).click();
  await expect(rowOf(page, 'especiales@trazo.demo')).toContainText('Especiales Demo S.A.S.');
  await expect(rowOf(page, 'transporte@trazo.demo')).toHaveCount(0);

  await searchList(page, 'nadie-con-este-correo');
  await expect(page.getByText('No hay usuarios con estos filtros')).toBeVisible();
});

test('the super-administrator activates a user of any company and has no buttons on its own row', async ({
  page,
  request,
}) => {
  const pending = await createUser(request, { label: 'sa-activar', roleId: 3, status: 'pending' });
  await loginAs(page, 'admin');
  await openSearched(page, '/super-administrador/usuarios', pending.email);
  await confirmRowAction(page, pending.email, 'Activar', 'Activar usuario');
  await expect(toast(page, 'Usuario activado con éxito.')).toBeVisible();
  await expect(rowOf(page, pending.email)).toContainText('Activo');

  await searchList(page, 'admin@trazo.demo');
  await expect(rowOf(page, 'admin@trazo.demo')).toContainText('Activo');
  await expect(rowOf(page, 'admin@trazo.demo').getByRole('button')).toHaveCount(0);
});

test('only the super-administrator reaches its lists', async ({ page }) => {
  await loginAs(page, 'transporte');
  await page.goto('/super-administrador/clientes');
  await expect(page).toHaveURL(/\/empresa-transporte\/inicio$/);
  const response = await page.request.get('/api/super-administrador/usuarios', {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
  });
  expect(response.status()).toBe(403);
});
