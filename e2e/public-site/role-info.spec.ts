import { expect, test } from '@playwright/test';

// spec §2.1 / §2.5: one information page per role 1–5, the selector highlights the route's role,
// and each page's buttons lead where the spec says.

const PAGES = [
  {
    path: '/info-especiales',
    role: 'Especiales',
    signIn: 'Soy empresa',
    register: '/registrar-servicios-especiales',
  },
  {
    path: '/info-generadores',
    role: 'Generador',
    signIn: 'Soy generador',
    register: '/registrar-generadores',
  },
  {
    path: '/info-proveedores',
    role: 'Proveedor',
    signIn: 'Soy proveedor',
    register: '/registrar-generadores',
  },
  { path: '/info-terceros', role: 'Terceros', signIn: 'Soy proveedor', register: '/registrar-generadores' },
  {
    path: '/info-transporte',
    role: 'Empresa de Transporte',
    signIn: 'Soy empresa',
    register: '/registrar-empresas-transporte',
  },
];

const pathPattern = (path: string) => path.replace(/\//g, '\\/');

for (const info of PAGES) {
  test(`${info.path}: highlights ${info.role}; '${info.signIn}' → /login, 'Registrarme' → ${info.register}`, async ({
    page,
  }) => {
    await page.goto(info.path);
    const selector = page.getByRole('navigation', { name: 'Elige tu rol en la cadena de carga' });
    const active = selector.locator('[aria-current="page"]');
    await expect(active).toHaveCount(1);
    await expect(active).toHaveText(info.role);
    await expect(active).toHaveAttribute('href', info.path);

    const main = page.getByRole('main');
    await main.getByRole('link', { name: info.signIn }).click();
    await expect(page).toHaveURL(/\/login$/);

    await page.goto(info.path);
    await main.getByRole('link', { name: 'Registrarme' }).click();
    await expect(page).toHaveURL(new RegExp(`${pathPattern(info.register)}$`));
  });
}

test('the selector lists the roles from GET /api/roles and moves between pages', async ({ page }) => {
  const roles = (await (await page.request.get('/api/roles')).json()).data as { id: number; name: string }[];
  await page.goto('/info-generadores');
  const selector = page.getByRole('navigation', { name: 'Elige tu rol en la cadena de carga' });
  const links = selector.getByRole('link');
  await expect(links).toHaveText(roles.filter((role) => role.id <= 5).map((role) => role.name));

  for (const info of [...PAGES].reverse()) {
    await selector.getByRole('link', { name: info.role }).click();
    await expect(page).toHaveURL(new RegExp(`${pathPattern(info.path)}$`));
    await expect(selector.locator('[aria-current="page"]')).toHaveText(info.role);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
});

test("the landing's Registrate leads to the generators page with its buttons", async ({ page }) => {
  await page.goto('/home');
  await page.locator('#inicio').getByRole('link', { name: 'Registrate' }).click();
  await expect(page.getByRole('main').getByRole('link', { name: 'Soy generador' })).toBeVisible();
});
