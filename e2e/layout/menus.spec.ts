import { expect, test } from '@playwright/test';
import { loginAs, openUserMenu } from '../support/auth';
import type { DemoAccount } from '../support/demo-accounts';
import { openFromMenu } from '../support/side-menu';

// spec §2.7: the four role menus with their groups (collapsible) and items.
type Menu = Record<string, string[]>;
const menus: { account: DemoAccount; menu: Menu }[] = [
  {
    account: 'especiales',
    menu: {
      Inicio: [],
      Maestros: ['Funcionarios', 'Orígenes y Destinos', 'Centros de costos', 'Contratos'],
      Servicios: ['Solicitudes transporte especial', 'Históricos de solicitudes'],
    },
  },
  {
    account: 'generador',
    menu: {
      Inicio: [],
      Contable: ['Cartera', 'Historial de Facturación'],
      Movimientos: ['Movimientos de Transporte', 'Movimientos pendientes', 'Informe de Detalles'],
    },
  },
  {
    account: 'transporte',
    menu: {
      Inicio: [],
      Movimientos: ['Movimientos APP', 'Movimientos pendientes', 'Legalización Gastos'],
      Contable: ['Cartera'],
      Reportes: [],
      Plantillas: [],
      Configuraciones: [],
      Mobile: ['Conductores', 'Eventos Logisticos', 'Pre Operacional', 'Tipo Gastos'],
    },
  },
  { account: 'admin', menu: { Inicio: [], Clientes: [], Usuarios: [] } },
];

for (const { account, menu } of menus) {
  test(`the ${account} area shows its side menu`, async ({ page }) => {
    await loginAs(page, account);
    if (account === 'especiales') await page.goto('/especiales/inicio');
    const nav = page.getByRole('navigation', { name: 'Menú principal' });
    for (const [entry, items] of Object.entries(menu)) {
      const top = nav.getByText(entry, { exact: true }).first();
      await expect(top).toBeVisible();
      if (items.length === 0) continue;
      const group = nav.getByRole('button', { name: entry, exact: true });
      if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click();
      for (const item of items) await expect(nav.getByText(item, { exact: true })).toBeVisible();
    }
  });
}

test('the generator menu leads to its pages', async ({ page }) => {
  await loginAs(page, 'generador');
  const nav = page.getByRole('navigation', { name: 'Menú principal' });
  await openFromMenu(page, 'Movimientos', 'Movimientos de Transporte', /\/generador\/mov-transporte$/);
  await expect(nav.getByRole('link', { name: 'Movimientos de Transporte' })).toHaveAttribute(
    'aria-current',
    'page',
  );

  await nav.getByText('Movimientos pendientes', { exact: true }).click();
  await expect(page).toHaveURL(/\/generador\/pendientes$/);
  await expect(page.getByRole('heading', { name: 'Movimientos pendientes' })).toBeVisible();

  // Billing history is not the open movements: it has its own page (issue 25).
  await openFromMenu(page, 'Contable', 'Historial de Facturación', /\/generador\/historial-facturacion$/);
  await expect(page.getByRole('heading', { name: 'Historial de Facturación' })).toBeVisible();
});

// Issue 22 item 16 gave them a menu; issue 26 §5 their own page beside Inicio (e2e/partners covers the pages).
for (const [account, entry] of [
  ['proveedor', 'Gastos pagados'],
  ['terceros', 'Viajes de mis vehículos'],
] as const) {
  test(`the ${account} area has a side menu with Inicio and ${entry}`, async ({ page }) => {
    await loginAs(page, account);
    const nav = page.getByRole('navigation', { name: 'Menú principal' });
    await expect(nav.getByRole('link', { name: 'Inicio' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: entry })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Menú de usuario' })).toBeVisible();
  });
}

test("the generator's Inicio names the shipper it speaks for, and the transport company as such", async ({
  page,
}) => {
  await loginAs(page, 'generador');
  const main = page.getByRole('main');
  await expect(main.getByText('Café de la Sabana S.A.S.', { exact: true })).toBeVisible();
  await expect(main.getByText('Empresa de transporte', { exact: true })).toBeVisible();
  await expect(main.getByText('Empresa', { exact: true })).toHaveCount(0);
});

test('the top bar shows the user and the role label, and editar-perfil hides the side menu', async ({
  page,
}) => {
  await loginAs(page, 'transporte');
  const userMenu = page.getByRole('button', { name: 'Menú de usuario' });
  await expect(userMenu).toContainText('Empresa de Transporte');
  await openUserMenu(page);
  for (const item of ['Cambiar Contraseña', 'Editar Perfil', 'Cambiar de rol', 'Cerrar Sesión']) {
    await expect(page.getByRole('menuitem', { name: item })).toBeVisible();
  }
  await page.getByRole('menuitem', { name: 'Editar Perfil' }).click();
  await expect(page).toHaveURL(/\/empresa-transporte\/editar-perfil$/);
  await expect(page.getByRole('navigation', { name: 'Menú principal' })).toBeHidden();
});

test('Reportes opens the report-download dialog with its two tabs', async ({ page }) => {
  await loginAs(page, 'transporte');
  await page
    .getByRole('navigation', { name: 'Menú principal' })
    .getByText('Reportes', { exact: true })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Descargar Reportes' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('tab', { name: 'Documento Pesv' })).toBeVisible();
  await expect(dialog.getByRole('tab', { name: 'Movimientos Sincronizados' })).toBeVisible();
});

test('the password-change dialog validates its three fields', async ({ page }) => {
  await loginAs(page, 'generador');
  await openUserMenu(page);
  await page.getByRole('menuitem', { name: 'Cambiar Contraseña' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: /cambiar|guardar|actualizar/i }).click();
  await expect(page.getByText('Debe llenar todos los campos!')).toBeVisible();
});

test('under 991 px the side menu collapses behind a burger', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await loginAs(page, 'generador');
  const nav = page.getByRole('navigation', { name: 'Menú principal' });
  await expect(nav).not.toBeInViewport();
  await page.getByRole('button', { name: 'Abrir menú' }).click();
  await expect(nav).toBeInViewport();
  await openFromMenu(page, 'Movimientos', 'Informe de Detalles', /\/generador\/info-detalles$/);
});
