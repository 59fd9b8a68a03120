import { expect, test } from '@playwright/test';
import { confirmRowAction, openSearched, rowAction, rowOf, searchList } from '../support/admin-lists';
import { loginAs, loginWith } from '../support/auth';
import { createUser } from '../support/fixtures-api';
import { toast } from '../support/toasts';

// Issue 3 item 7: the transport company's /empresa-transporte/usuarios lists its pending and active
// users and activates, rejects or disables them, each confirmed. Every test acts on fresh users
// linked to the demo company, never on the shared demo accounts. Several browsers sign in per test.

const LIST = '/empresa-transporte/usuarios';

test.slow();

test('transporte activates a pending shipper, who then signs in to /generador', async ({
  page,
  request,
  browser,
}) => {
  const pending = await createUser(request, { label: 'activar', status: 'pending' });

  // Before: the shipper waits on /pendiente-activacion.
  const shipper = await (await browser.newContext()).newPage();
  await loginWith(shipper, pending.email, pending.password);
  await expect(shipper).toHaveURL(/\/pendiente-activacion$/);

  await loginAs(page, 'transporte');
  await page
    .getByRole('navigation', { name: 'Menú principal' })
    .getByRole('link', { name: 'Usuarios' })
    .click();
  await expect(page).toHaveURL(/\/empresa-transporte\/usuarios$/);
  await expect(page.getByRole('heading', { name: 'Usuarios' })).toBeVisible();
  await searchList(page, pending.email);
  await expect(rowOf(page, pending.email)).toContainText('Pendiente');

  await confirmRowAction(page, pending.email, 'Activar', 'Activar usuario');
  await expect(toast(page, 'Usuario activado con éxito.')).toBeVisible();
  await expect(rowOf(page, pending.email)).toContainText('Activo');

  // The activation is mailed to the user.
  const mail = await request.get(`/api/dev/mail?to=${encodeURIComponent(pending.email)}`);
  expect(((await mail.json()) as unknown[]).length).toBeGreaterThan(0);

  // The waiting shipper signs out (spec §2.5 page) and signs in again.
  await shipper.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(shipper).toHaveURL(/\/login$/);
  await loginWith(shipper, pending.email, pending.password);
  await expect(shipper).toHaveURL(/\/generador\/inicio$/);
  await shipper.context().close();
});

test('cancelling the confirmation changes nothing', async ({ page, request }) => {
  const pending = await createUser(request, { label: 'cancelar', status: 'pending' });
  await loginAs(page, 'transporte');
  await openSearched(page, LIST, pending.email);
  await rowOf(page, pending.email).getByRole('button', { name: 'Rechazar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Rechazar solicitud' });
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toBeHidden();
  await page.reload();
  await expect(rowOf(page, pending.email)).toContainText('Pendiente');
});

test('a rejected request ends disabled, and the user cannot get in', async ({ page, request }) => {
  const pending = await createUser(request, { label: 'rechazar', status: 'pending' });
  await loginAs(page, 'transporte');
  await openSearched(page, LIST, pending.email, '&estado=pending');
  await confirmRowAction(page, pending.email, 'Rechazar', 'Rechazar solicitud');
  await expect(toast(page, 'Solicitud del usuario rechazada.')).toBeVisible();
  // Filtered on pending, the row leaves the list; on disabled it is there.
  await expect(rowOf(page, pending.email)).toHaveCount(0);
  await expect(page.getByText('No hay usuarios con estos filtros')).toBeVisible();
  await page.getByRole('combobox', { name: 'Estado' }).click();
  await page.getByRole('option', { name: 'Desactivado' }).click();
  await expect(rowOf(page, pending.email)).toContainText('Desactivado');
  await expect(rowAction(page, pending.email, 'Activar')).toBeVisible();
});

test('disabling an active user ends their open session at once', async ({ page, request, browser }) => {
  const active = await createUser(request, { label: 'deshabilitar' });
  const victim = await (await browser.newContext()).newPage();
  await loginWith(victim, active.email, active.password);
  await expect(victim).toHaveURL(/\/generador\/inicio$/);

  await loginAs(page, 'transporte');
  await openSearched(page, LIST, active.email, '&estado=active');
  await confirmRowAction(page, active.email, 'Desactivar', 'Desactivar usuario');
  await expect(toast(page, 'Usuario desactivado.')).toBeVisible();

  await victim.goto('/generador/inicio');
  await expect(victim).not.toHaveURL(/\/generador\/inicio$/);
  await victim.context().close();
});

test('the list pages on the server and keeps its filters in the address', async ({ page, request }) => {
  const tag = `pagina${Date.now().toString(36)}`;
  for (let i = 0; i < 12; i++) await createUser(request, { label: tag, status: 'pending' });
  await loginAs(page, 'transporte');
  await page.goto(`/empresa-transporte/usuarios?filas=10`);
  await searchList(page, tag);
  await expect(page.getByText('1–10 de 12')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: tag })).toHaveCount(10);
  await page.getByRole('button', { name: 'Página siguiente' }).click();
  await expect(page.getByText('11–12 de 12')).toBeVisible();
  await page.reload();
  await expect(page.getByText('11–12 de 12')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Buscar' })).toHaveValue(tag);
});

test('the company sees only its own users', async ({ page, request }) => {
  const other = await createUser(request, { label: 'ajeno', roleId: 6, customerNit: null });
  await loginAs(page, 'transporte');
  await openSearched(page, LIST, other.email);
  await expect(page.getByText('No hay usuarios con estos filtros')).toBeVisible();
  // …and the server refuses to act on it, answering as for an id that does not exist (issue 23 item 12).
  const response = await page.request.post(
    `/api/empresa-transporte/usuarios/${other.idUsuarioRol}/desactivar`,
    {
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
    },
  );
  expect(response.status()).toBe(404);
});

test('other roles cannot open the company user list', async ({ page }) => {
  await loginAs(page, 'generador');
  await page.goto('/empresa-transporte/usuarios');
  await expect(page).toHaveURL(/\/generador\/inicio$/);
  const response = await page.request.get('/api/empresa-transporte/usuarios', {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
  });
  expect(response.status()).toBe(403);
});
