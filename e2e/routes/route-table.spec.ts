import { expect, type Page, test } from '@playwright/test';
import { loginAs } from '../support/auth';
import type { DemoAccount } from '../support/demo-accounts';

// spec §2.1: every path of the route table resolves to a page, never to the not-found page.
const publicPaths = [
  '/home',
  '/landing',
  '/info-especiales',
  '/info-generadores',
  '/info-proveedores',
  '/info-terceros',
  '/info-transporte',
  '/login',
  '/prueba-login',
  '/pendiente-activacion',
  '/pasarela',
  '/registrar-servicios-especiales',
  '/registrar-generadores',
  '/registrar-empresas-transporte',
  '/resetpassword?email=a%40b.co&token=x',
  '/consulta-documento-cliente?customer=900123456',
  '/respuesta-epayco',
  '/contactus',
  '/error',
];

const areaPaths: Record<string, { account: DemoAccount; paths: string[] }> = {
  especiales: {
    account: 'especiales',
    paths: [
      'select-customer',
      'inicio',
      'editar-perfil',
      'centros-costos',
      'origenes-destinos',
      'funcionarios',
      'solicitudes-transporte-especial',
      'historicos-solicitudes-transporte-especial',
    ].map((p) => `/especiales/${p}`),
  },
  generador: {
    account: 'generador',
    paths: ['inicio', 'pendientes', 'ventas', 'editar-perfil', 'mov-transporte', 'info-detalles'].map(
      (p) => `/generador/${p}`,
    ),
  },
  transporte: {
    account: 'transporte',
    paths: [
      'inicio',
      'pendientes',
      'detallemovimiento',
      'viajes',
      'legalizacion-gastos',
      'usuarios',
      'turnos',
      'plantillas',
      'informes',
      'editar-perfil',
      'configuracion/eventos',
      'configuracion/pesv',
      'configuracion/tipo-gastos',
      'configuracion/usuarios',
      'configuracion/perfiles',
    ].map((p) => `/empresa-transporte/${p}`),
  },
  admin: {
    account: 'admin',
    paths: ['inicio', 'clientes', 'usuarios', 'editar-perfil'].map((p) => `/super-administrador/${p}`),
  },
  proveedor: { account: 'proveedor', paths: ['/proveedor/inicio', '/proveedor/editar-perfil'] },
  terceros: { account: 'terceros', paths: ['/terceros/inicio', '/terceros/editar-perfil'] },
};

async function expectResolved(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('main, [role="main"]').first()).toBeVisible();
  await expect(page.getByText('LA URL NO EXISTE'), `${path} should resolve`).toHaveCount(0);
}

test('every public path resolves for a visitor', async ({ page }) => {
  for (const path of publicPaths) await expectResolved(page, path);
});

test('/ redirects to /home', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/home$/);
});

for (const [area, { account, paths }] of Object.entries(areaPaths)) {
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
