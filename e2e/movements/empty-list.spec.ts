import { expect, test } from '@playwright/test';
import { loginWith } from '../support/auth';
import { DEMO_PASSWORD } from '../support/demo-accounts';
import { createUser, uniqueEmail } from '../support/fixtures-api';

// issue 14 item 2: an empty list with no filter says what to do, not "nothing matches these filters".

test.describe.configure({ timeout: 90_000 });

test('a new transport company is shown how to load movements: import a file or connect the ERP', async ({
  page,
  request,
}) => {
  const nit = String(800_000_000 + Math.floor(Math.random() * 99_999_999));
  const email = uniqueEmail('vacia');
  const created = await request.post('/api/dev/customers', {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
    data: {
      nit,
      razon_social: `Transportes Vacíos ${nit.slice(-5)} S.A.S.`,
      kind: 'transporte',
      status: 'active',
      admin: { email, password: DEMO_PASSWORD, name: 'Gerente', last_name: 'Nuevo', status: 'active' },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  await loginWith(page, email, DEMO_PASSWORD, /\/empresa-transporte\/inicio$/);

  await page.goto('/empresa-transporte/viajes');
  await expect(page.getByRole('heading', { name: 'Aún no hay movimientos' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText('No hay movimientos con estos filtros.')).toHaveCount(0);
  await page.getByRole('link', { name: 'Conectar el ERP' }).click();
  await expect(page).toHaveURL(/vista=integracion$/);
  await expect(page.getByRole('tab', { name: 'Integración ERP', selected: true })).toBeVisible();

  await page.goto('/empresa-transporte/pendientes');
  await expect(page.getByRole('heading', { name: 'No hay movimientos pendientes' })).toBeVisible();
  await page.getByRole('link', { name: 'Importar un archivo' }).click();
  await expect(page).toHaveURL(/\/empresa-transporte\/viajes\?vista=importar$/);
  await expect(page.getByRole('tab', { name: 'Importar archivo', selected: true })).toBeVisible();

  // With a filter set, the list says the filters found nothing.
  await page.goto('/empresa-transporte/viajes?manifiesto=NO-EXISTE');
  await expect(page.getByText('No hay movimientos con estos filtros.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Aún no hay movimientos' })).toHaveCount(0);
});

test('a generator without movements is told they appear once its transport company records them', async ({
  page,
  request,
}) => {
  const user = await createUser(request, { label: 'gen-vacio', roleId: 2 });
  await loginWith(page, user.email, user.password, /\/generador\/inicio$/);
  await page.goto('/generador/mov-transporte');
  await expect(page.getByRole('heading', { name: 'Aún no hay movimientos' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText('cuando tu empresa de transporte los registre')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Importar un archivo' })).toHaveCount(0);
});
