import { expect, test } from '@playwright/test';
import { searchList } from '../support/admin-lists';
import { loginAs, loginWith } from '../support/auth';
import { createTransportCompany, createUser } from '../support/fixtures-api';
import { openFromMenu } from '../support/side-menu';
import { toast } from '../support/toasts';

// Issue 27 §3: profiles — what each user of a transport company may do. The server refuses what the
// profile lacks; the menu and buttons hide it.

test.slow();

test('consulta@trazo.demo sees movements but no Configuraciones, and the API refuses its writes', async ({
  page,
}) => {
  await loginAs(page, 'consulta');
  const nav = page.getByRole('navigation', { name: 'Menú principal' });
  await expect(nav.getByRole('button', { name: 'Movimientos', exact: true })).toBeVisible();
  await expect(nav.getByRole('button', { name: 'Configuraciones' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Usuarios' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Perfiles' })).toHaveCount(0);
  await expect(nav.getByRole('button', { name: 'Mobile' })).toHaveCount(0);

  await openFromMenu(page, 'Movimientos', 'Movimientos APP', /\/empresa-transporte\/viajes$/);
  // The demo company's movements are listed (a first row); no import tab.
  await expect(page.getByRole('table').first().getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByRole('tab', { name: /Importar/ })).toHaveCount(0);

  // A write made from the page anyway (as a curious user could): refused by the server.
  const answer = await page.evaluate(async () => {
    const response = await fetch('/api/integracion/llaves', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
      body: JSON.stringify({ nombre: 'No debe crearse' }),
    });
    return { status: response.status, body: (await response.json()) as { message: string } };
  });
  expect(answer.status).toBe(403);
  expect(answer.body.message).toMatch(/Su perfil no le permite/);
});

test('an administrator creates and edits a profile and assigns it to a user, who then sees its pages', async ({
  page,
  request,
  browser,
}) => {
  const company = await createTransportCompany(request, 'active');
  const user = await createUser(request, {
    label: 'perfil',
    roleId: 5,
    customerNit: company.nit,
  });
  const profileName = `Auxiliar ${Math.random().toString(36).slice(2, 7)}`;

  await loginWith(page, company.admin.email, company.admin.password, /\/empresa-transporte\/inicio$/);
  await page
    .getByRole('navigation', { name: 'Menú principal' })
    .getByRole('link', { name: 'Perfiles' })
    .click();
  await expect(page).toHaveURL(/\/empresa-transporte\/configuracion\/perfiles$/);
  await expect(page.getByTestId('perfil-Consulta')).toBeVisible();

  // Create: view movements only.
  await page.getByRole('button', { name: 'Nuevo perfil' }).click();
  const form = page.getByRole('dialog', { name: 'Nuevo perfil' });
  await form.getByLabel('Nombre del perfil').fill(profileName);
  await form.getByRole('checkbox', { name: 'Ver movimientos' }).check();
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(toast(page, 'Perfil guardado.')).toBeVisible();
  const row = page.getByTestId(`perfil-${profileName}`);
  await expect(row).toContainText('Ver movimientos');

  // Edit: it may also manage drivers.
  await row.getByRole('button', { name: `Editar ${profileName}` }).click();
  const edit = page.getByRole('dialog', { name: `Editar perfil ${profileName}` });
  await edit.getByRole('checkbox', { name: 'Administrar conductores' }).check();
  await edit.getByRole('button', { name: 'Guardar' }).click();
  await expect(edit).toBeHidden();
  await expect(row).toContainText('Administrar conductores');
  const audit = page.getByRole('table', { name: 'Historial de cambios de perfiles' });
  await expect(audit.getByRole('row').filter({ hasText: 'Perfil editado' })).toContainText(
    'Agregó: Administrar conductores',
  );
  await expect(audit.getByRole('row').filter({ hasText: 'Perfil creado' })).toContainText(
    company.admin.email,
  );

  // Assign it at /empresa-transporte/usuarios.
  await page
    .getByRole('navigation', { name: 'Menú principal' })
    .getByRole('link', { name: 'Usuarios' })
    .click();
  await expect(page).toHaveURL(/\/empresa-transporte\/usuarios$/);
  await searchList(page, user.email);
  const select = page.getByRole('combobox', { name: `Perfil de ${user.name} ${user.lastName}` });
  await expect(select).toHaveValue('Consulta');
  await select.click();
  await page.getByRole('option', { name: profileName }).click();
  await expect(toast(page, 'Perfil asignado.')).toBeVisible();
  await expect(select).toHaveValue(profileName);

  // The user signs in: Conductores is in its menu, Configuraciones and Usuarios are not.
  const other = await (await browser.newContext()).newPage();
  await loginWith(other, user.email, user.password, /\/empresa-transporte\/inicio$/);
  const nav = other.getByRole('navigation', { name: 'Menú principal' });
  await openFromMenu(other, 'Mobile', 'Conductores', /\/empresa-transporte\/configuracion\/usuarios$/);
  await expect(nav.getByRole('button', { name: 'Configuraciones' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Usuarios' })).toHaveCount(0);
  await other.context().close();

  // The last Administrador cannot lose it: the server answers in Spanish, the select stays.
  await searchList(page, company.admin.email);
  const own = page.getByRole('combobox', { name: /^Perfil de Gerente/ });
  await own.click();
  await page.getByRole('option', { name: 'Consulta' }).click();
  await expect(toast(page, /al menos un usuario activo con el perfil Administrador/)).toBeVisible();
  await expect(own).toHaveValue('Administrador');
});
